import { FIELD_RULES, REDIRECT_PARAM } from "../../config";

/** The checked `redirect_to` of a URL, or "" when it has none that stays on the shop. */
export const redirectTarget = (url: URL) => safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), "");

/** A shop path that carries the page to return to, when there is one. */
export function withRedirect(path: string, redirectTo: string): string {
  if (!redirectTo) return path;
  const [base = "", query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  params.set(REDIRECT_PARAM, redirectTo);
  return `${base}?${params}`;
}

/**
 * A redirect target that stays on the shop's own host: only a local path ("/…", not "//…" or "/\…",
 * which browsers read as another host) of a sensible length, else the fallback. No open redirects.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (
    typeof target !== "string" ||
    target.length > FIELD_RULES.maxRedirectLength ||
    !target.startsWith("/") ||
    target.startsWith("//")
  )
    return fallback;
  // A backslash or a control character (tab, newline) can make browsers read another host.
  if ([...target].some((c) => c === "\\" || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return fallback;
  try {
    const url = new URL(target, "http://shop.invalid");
    // Dot segments can resolve to "//host" ("/.//evil.example"): the result is checked, not the input.
    if (url.host !== "shop.invalid" || /^\/[/\\]/.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
