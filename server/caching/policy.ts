import { PERSONAL_COOKIE_NAMES, SHARED_CACHE } from "../../config/caching";
import type { Market } from "../market";

/**
 * Which responses a shared cache may keep (issue 20 item 5, decision 0047). Pure rules, runtime
 * neutral: the Node server and the edge worker answer with the same headers.
 */

/** Every page that is not shared: the browser keeps it but asks again each time (ETag → 304). */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/**
 * An anonymous page: a shared cache serves it for `s-maxage` and a while longer while it fetches a
 * fresh copy (RFC 5861); a browser asks again every time (`max-age=0`), so a visitor who has just got
 * a cart never sees their own cached anonymous copy without the server being asked.
 */
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE.sharedMaxAgeSeconds}, stale-while-revalidate=${SHARED_CACHE.staleWhileRevalidateSeconds}, stale-if-error=${SHARED_CACHE.staleIfErrorSeconds}`;

/**
 * Whether the Cookie header carries any personal cookie. Deliberately broader than a cookie parser:
 * a name counts wherever it follows the start or any character that cannot be part of a name, so a
 * crafted header (commas, odd spacing, a prefix such as "x-cart=") can only make a page private,
 * never make a personal page look anonymous to the cache while the session reads the cookie.
 */
export function hasPersonalCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return PERSONAL_PATTERN.test(cookieHeader);
}

// Cookie names are lower-case letters and underscores (config/cookies.ts checks it): nothing to escape.
const PERSONAL_PATTERN = new RegExp(`(?:^|[^A-Za-z0-9_])(?:${PERSONAL_COOKIE_NAMES.join("|")})\\s*=`, "i");

/**
 * Whether the market's language came from the visitor's locale cookie rather than the URL: an
 * unprefixed page in a language other than the country's first (SPEC §2 "the locale comes from the
 * domain and a cookie"). Such a page differs by cookie, so it stays private.
 */
export function languageFromCookie(market: Pick<Market, "pathPrefix" | "locale" | "country">): boolean {
  return market.pathPrefix === "" && market.locale.code !== market.country.locales[0];
}

/** Whether every matched route's page is the same for every anonymous visitor. */
export function isSharedRoute(routeIds: readonly string[]): boolean {
  return routeIds.length > 0 && routeIds.every((id) => SHARED_CACHE.routes.includes(id));
}

export interface PageFacts {
  method: string;
  status: number;
  /** The visitor carries no personal cookie (server/session: `session.anonymous`). */
  anonymous: boolean;
  /** The matched Remix routes (a document's matches, or a data request's `_data` route). */
  routeIds: readonly string[];
  /** The market, to tell a language chosen by cookie (languageFromCookie). */
  market: Pick<Market, "pathPrefix" | "locale" | "country">;
  /** False when `component_cache=false` asked for uncached content (server/routing/flags.ts). */
  componentCache: boolean;
  /**
   * The host the page's links are built from (the request URL's, which a trusted proxy's
   * X-Forwarded-Host sets) is the Host header a cache keys on. When they differ a client could have
   * chosen the links' host, so no shared cache may keep the page for others.
   */
  hostAgrees: boolean;
}

/** Whether a shared cache may store this page: a successful GET of a shared route for an anonymous visitor. */
export function isShareable(facts: PageFacts): boolean {
  return (
    (facts.method === "GET" || facts.method === "HEAD") &&
    facts.status === 200 &&
    facts.anonymous &&
    facts.componentCache &&
    facts.hostAgrees &&
    !languageFromCookie(facts.market) &&
    isSharedRoute(facts.routeIds)
  );
}

/** The Cache-Control of a page. */
export const cacheControlFor = (facts: PageFacts) =>
  isShareable(facts) ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;

/** Whether a Cache-Control value lets a shared cache store the response. */
export function allowsSharedStore(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d.startsWith("private="))) return false;
  return directives.some((d) => d === "public" || d.startsWith("s-maxage="));
}

/**
 * Whether a shared cache may keep an answer as it stands: its Cache-Control lets it, it sets no cookie
 * (a pipeline step's or the page's own: a stored Set-Cookie would hand one visitor's token or cart to
 * everyone), and it is a plain success. The shared-cache guard makes any other public answer private;
 * the Node server keeps rendered pages by the same rule (decision 0089).
 */
export function sharedStoreAllowed(answer: {
  status: number;
  cacheControl: string | null;
  setsCookie: boolean;
}) {
  return (
    allowsSharedStore(answer.cacheControl) &&
    !answer.setsCookie &&
    (answer.status === 200 || answer.status === 304)
  );
}
