import { COOKIES, type CookieKey } from "./cookies";
import * as z from "./zod";

const seconds = z.number().int().positive();

/**
 * Issue 20 item 5 (decision 0047): which pages a shared cache (a CDN, the edge) may keep, for how
 * long, and which cookies make a visitor's page their own. Read by the server only (not exported from
 * config/index.ts, so no client bundle carries it).
 */
const sharedCacheSchema = z.object({
  /** How long a shared cache serves a stored anonymous page without asking (`s-maxage`). */
  sharedMaxAgeSeconds: seconds.min(60),
  /** How long after that it may still serve it while it fetches a fresh one (`stale-while-revalidate`). */
  staleWhileRevalidateSeconds: seconds,
  /**
   * How long it may still serve it when the shop answers with an error or not at all
   * (`stale-if-error`, RFC 5861): a shopper sees a page a little old rather than none (SPEC §8).
   * Prices and stock are checked again by the cart and the checkout on the server.
   */
  staleIfErrorSeconds: seconds,
  /**
   * The Remix routes whose pages are the same for every anonymous visitor: the root (the shell), the
   * home page and the catch-all of products, categories, language homes and content pages (SPEC §2).
   */
  routes: z.array(z.string().min(1)).nonempty(),
  /**
   * Cookies that make a page the visitor's own: the CSRF token, the cart, the signed-in customer,
   * the client type (company buyers see net prices, SPEC §4), feature toggles, one-time notices and
   * checkout memos. A request carrying any of them is never served from, nor stored in, a shared cache.
   */
  personalCookies: z.array(z.string() as z.ZodType<CookieKey>).nonempty(),
});

export const SHARED_CACHE = sharedCacheSchema.parse({
  sharedMaxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 300,
  staleIfErrorSeconds: 86400,
  routes: ["root", "routes/_index", "routes/$"],
  personalCookies: [
    "csrf",
    "cart",
    "auth",
    "customerId",
    "customerGroup",
    "clientType",
    "toggles",
    "newsletterSent",
    "orders",
    "session",
    "addressChecks",
    "shippingAddressType",
    // A visitor who chose (issue 23, decision 0055): no banner, their data layer and tracking. The
    // tracking cookie (analytics_user) only ever comes with it.
    "consent",
    // The search page's one-time confirmation popup (decision 0063).
    "confirmation",
  ],
});

/** The cookie names (as browsers send them) of SHARED_CACHE.personalCookies. */
export const PERSONAL_COOKIE_NAMES: readonly string[] = SHARED_CACHE.personalCookies.map((key) => {
  const spec = COOKIES[key];
  if (!spec) throw new Error(`Unknown cookie ${key} in SHARED_CACHE.personalCookies`);
  return spec.name;
});

/**
 * Decision 0089: shared pages the Node server keeps as rendered and serves again while their data
 * (ETag and settled deferred lists) is unchanged. `RENDERED_PAGES_MB` sets the bound (0 switches
 * keeping off); a page is served for at most a shared cache's `s-maxage`.
 */
const renderedPagesSchema = z.object({
  /** The kept pages' bytes at most, in MB (a product page is about 100 kB). */
  maxMegabytes: z.number().nonnegative(),
  /** A larger page is rendered every time. */
  maxPageBytes: z.number().int().positive(),
  /** How long a kept page is served at most, however unchanged its data. */
  maxAgeSeconds: seconds,
});

export const RENDERED_PAGES = renderedPagesSchema.parse({
  maxMegabytes: 32,
  maxPageBytes: 1_000_000,
  maxAgeSeconds: SHARED_CACHE.sharedMaxAgeSeconds,
});
