import { describe, expect, it } from "vitest";
import { SHARED_CACHE } from "../../config/caching";
import { resolveMarket } from "../market";
import { contextOf } from "../pipeline/test-context";
import { sharedCacheGuard } from "./guard";
import {
  allowsSharedStore,
  cacheControlFor,
  hasPersonalCookie,
  isShareable,
  type PageFacts,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
  sharedStoreAllowed,
} from "./policy";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const product: PageFacts = {
  method: "GET",
  status: 200,
  anonymous: true,
  routeIds: ["root", "routes/$"],
  market: de,
  componentCache: true,
  hostAgrees: true,
};

describe("shared cache policy (decision 0047)", () => {
  it("keeps anonymous pages for at least 60 s with stale-while-revalidate", () => {
    expect(SHARED_CACHE.sharedMaxAgeSeconds).toBeGreaterThanOrEqual(60);
    expect(SHARED_CACHE_CONTROL).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400",
    );
    expect(cacheControlFor(product)).toBe(SHARED_CACHE_CONTROL);
    expect(cacheControlFor({ ...product, routeIds: ["root", "routes/_index"] })).toBe(SHARED_CACHE_CONTROL);
    expect(cacheControlFor({ ...product, routeIds: ["root"] })).toBe(SHARED_CACHE_CONTROL);
  });

  it("keeps everything else private: visitors with state, other routes, posts, errors, no-cache flags", () => {
    const privates: Partial<PageFacts>[] = [
      { anonymous: false },
      { routeIds: ["root", "routes/($lang).checkout.cart"] },
      { routeIds: ["root", "routes/($lang).search"] },
      { routeIds: [] },
      { method: "POST" },
      { status: 404 },
      { status: 500 },
      { componentCache: false },
      // Links built from a forwarded host other than the Host a cache keys on (X-Forwarded-Host).
      { hostAgrees: false },
      // Belgium's unprefixed page in Dutch: the language came from the locale cookie.
      { market: resolveMarket({ host: "be.localhost", pathname: "/", localeCookie: "nl-BE" }) },
    ];
    for (const change of privates) {
      expect(isShareable({ ...product, ...change }), JSON.stringify(change)).toBe(false);
      expect(cacheControlFor({ ...product, ...change })).toBe(PRIVATE_CACHE_CONTROL);
    }
    // The same language by its prefix is the same page for everyone.
    const prefixed = resolveMarket({ host: "be.localhost", pathname: "/nl/", localeCookie: "nl-BE" });
    expect(isShareable({ ...product, market: prefixed })).toBe(true);
  });

  it("finds a personal cookie however the header is written, and only then", () => {
    for (const header of [null, "", "locale=de-DE", "utm_source=mail; analytics_user=1", "oauth=1; carts2=1"])
      expect(hasPersonalCookie(header), String(header)).toBe(false);
    for (const header of [
      "cart=abc",
      "locale=de-DE; auth=x",
      "a=1,csrf=x",
      "a=1;  CLIENT_TYPE = x",
      "x-newsletter_sent=1",
      "customer_id=1",
      // A consent choice: the page carries that visitor's data layer and no banner (decision 0055).
      "locale=de-DE; consent=eyJ9.sig",
    ])
      expect(hasPersonalCookie(header), header).toBe(true);
  });

  it("reads Cache-Control as a shared cache does", () => {
    expect(allowsSharedStore(SHARED_CACHE_CONTROL)).toBe(true);
    expect(allowsSharedStore("s-maxage=60")).toBe(true);
    for (const value of [
      null,
      PRIVATE_CACHE_CONTROL,
      "public, no-store",
      "no-store, public, s-maxage=60",
      "max-age=60",
    ])
      expect(allowsSharedStore(value), String(value)).toBe(false);
  });

  it("lets a shared cache store only a public plain success that sets no cookie", () => {
    const answer = { status: 200, cacheControl: SHARED_CACHE_CONTROL, setsCookie: false };
    expect(sharedStoreAllowed(answer)).toBe(true);
    expect(sharedStoreAllowed({ ...answer, status: 304 })).toBe(true);
    expect(sharedStoreAllowed({ ...answer, setsCookie: true })).toBe(false);
    expect(sharedStoreAllowed({ ...answer, status: 404 })).toBe(false);
    expect(sharedStoreAllowed({ ...answer, cacheControl: PRIVATE_CACHE_CONTROL })).toBe(false);
  });
});

describe("sharedCacheGuard", () => {
  const page = (init: ResponseInit) => sharedCacheGuard(async () => new Response("page", init));
  const shared = { "Cache-Control": SHARED_CACHE_CONTROL };

  it("passes a public page that sets no cookie", async () => {
    const response = await page({ headers: shared })(contextOf("http://de.localhost/"));
    expect(response.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(await response.text()).toBe("page");
  });

  it("makes private a public page that sets a cookie (its own or a step's) or is no success", async () => {
    const own = await page({ headers: { ...shared, "Set-Cookie": "cart=1" } })(
      contextOf("http://de.localhost/"),
    );
    expect(own.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const context = contextOf("http://de.localhost/nl/");
    context.headers.append("Set-Cookie", "locale=nl-BE");
    expect((await page({ headers: shared })(context)).headers.get("cache-control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    const failed = await page({ status: 500, headers: shared })(contextOf("http://de.localhost/"));
    expect(failed.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(failed.status).toBe(500);
  });
});
