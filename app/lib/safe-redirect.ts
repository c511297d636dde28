/** The query parameter of the page to return to after signing in or up (a path of this shop only). */
export const REDIRECT_PARAM = "redirect_to";

/**
 * A redirect target that stays on the shop's own host: only a local path ("/…", not "//…" or "/\…",
 * which browsers read as another host), else the fallback. No open redirects.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
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
