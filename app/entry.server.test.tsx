import type { AppLoadContext, EntryContext } from "@remix-run/server-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveMarket } from "../server/market";
import handleRequest from "./entry.server";
import { documentCaching } from "./lib/shared-cache.server";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const context = {
  market: de,
  session: { anonymous: true, csrfToken: "t".repeat(43) },
  flags: { componentCache: true },
  cspNonce: "n",
  requestId: "r",
} as unknown as AppLoadContext;

/** A product page as Remix hands it over, its comparison deferred and never settling. */
function productPage() {
  const data = { price: 532.99 };
  const never = { data: { ...data, comparison: new Promise(() => {}) }, deferredKeys: ["comparison"] };
  // Resolves only when the data settles or the signal aborts, as Remix's DeferredData does: never here.
  const deferred = { ...never, resolveData: () => new Promise<boolean>(() => {}) };
  const state = { loaderData: { root: { csrfToken: "" }, "routes/$": { ...data, comparison: {} } } };
  return {
    manifest: { version: "v1" },
    future: {},
    serverHandoffString: JSON.stringify({ future: {}, state }),
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/$" } }],
      loaderData: state.loaderData,
      activeDeferreds: { "routes/$": deferred },
    },
  } as unknown as EntryContext;
}

describe("a repeat view of a page with deferred data (decision 0087)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["a browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0"],
    ["a crawler", "Googlebot/2.1 (+http://www.google.com/bot.html)"],
  ])("gets its 304 for %s without waiting for the deferred data", async (_who, userAgent) => {
    // No timer ever fires: neither the wait until the next timer nor the abort ends a wait here.
    vi.useFakeTimers();
    const url = "http://de.localhost/grill";
    // The ETag the first view carried (decision 0047).
    const first = new Headers();
    await documentCaching(new Request(url), 200, first, productPage(), context);
    const etag = first.get("etag") ?? "";
    const repeat = new Request(url, { headers: { "if-none-match": etag, "user-agent": userAgent } });
    const answer = await handleRequest(repeat, 200, new Headers(), productPage(), context);
    expect(answer.status).toBe(304);
    expect(answer.headers.get("etag")).toBe(etag);
  });
});
