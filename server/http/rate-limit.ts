import { RATE_LIMITS, type ThrottleLimit } from "../../config";
import { resources } from "../../locales/resources";
import type { Throttles } from "../account";
import { clientKey } from "../account/client-address";
import type { Step } from "../pipeline/types";
import { escapeXml } from "./escape";

export type RateLimits = typeof RATE_LIMITS;

// Case-insensitive, as Remix matches routes: /API/Quick-Search is the same endpoint.
const QUICK_SEARCH = /(^|\/)api\/quick-search\/?$/i;

/** The 429 page in the visitor's language (locales/<lang>/limits.json): what happened, when to try again. */
export function tooManyRequestsPage(language: string, minutes: number): Response {
  const strings = (resources[language] ?? resources.en)?.limits as Record<"title" | "text" | "home", string>;
  const text = strings.text.replace("{{minutes}}", String(minutes));
  const body = `<!DOCTYPE html>\n<html lang="${language}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeXml(strings.title)}</title>\n</head>\n<body>\n<main>\n<h1>${escapeXml(strings.title)}</h1>\n<p>${escapeXml(text)}</p>\n<p><a href="/">${escapeXml(strings.home)}</a></p>\n</main>\n</body>\n</html>\n`;
  return new Response(body, {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(minutes * 60),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * A rate limit per client address on every POST and on quick search (issue 22 item 8, decision
 * 0054), counted through the shared Throttles port, so several storefront processes count together
 * where the throttles are shared. Over the limit: 429 with a translated page and Retry-After. When
 * the address is unknown, or the throttles' store fails, the request goes on: a limit that cannot be
 * counted never locks shoppers out.
 */
export function rateLimitStep(throttles: Throttles, limits: RateLimits | null = RATE_LIMITS): Step {
  if (!limits) return () => undefined;
  const posts = throttles("posts-per-ip", limits.posts);
  const quickSearch = throttles("quick-search-per-ip", limits.quickSearch);
  const count = async (throttle: ReturnType<Throttles>, key: string) => {
    try {
      return (await throttle.count(key)).blockedFor;
    } catch {
      return 0;
    }
  };
  return async ({ request, host, path, state }) => {
    const ip = host.clientIp;
    if (!ip) return undefined;
    const throttle = request.method === "POST" ? posts : QUICK_SEARCH.test(path) ? quickSearch : undefined;
    if (!throttle) return undefined;
    // An IPv6 client counts by its /64, a mapped IPv4 address as itself (the sign-in limit's keys).
    const minutes = await count(throttle, clientKey(ip));
    return minutes > 0 ? tooManyRequestsPage(state.market?.language ?? "en", minutes) : undefined;
  };
}
export type { ThrottleLimit };
