import { type AppLoadContext, defer, type EntryContext } from "@remix-run/server-runtime";
import { describe, expect, it, vi } from "vitest";
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "../../server/caching/policy";
import { resolveMarket } from "../../server/market";
import { dataCaching, documentCaching } from "./shared-cache.server";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });

/** The load context's parts the cache rules read; `issued` counts the tokens a page asked for. */
function contextOf(anonymous: boolean) {
  const issued: string[] = [];
  const session = {
    anonymous,
    get csrfToken() {
      issued.push("token");
      return "t".repeat(43);
    },
  };
  const context = { market: de, session, flags: { componentCache: true } } as unknown as AppLoadContext;
  return { context, issued };
}

function entryOf(routeIds: string[], loaderData: Record<string, unknown>) {
  return {
    manifest: { version: "v1" },
    staticHandlerContext: {
      matches: routeIds.map((id) => ({ route: { id } })),
      loaderData,
      activeDeferreds: {},
    },
  } as unknown as EntryContext;
}

const product = () =>
  entryOf(["root", "routes/$"], { root: { csrfToken: "" }, "routes/$": { price: 532.99 } });

describe("documentCaching", () => {
  it("makes an anonymous product page shared, with an ETag over its data, and a 304 for that ETag", async () => {
    const { context, issued } = contextOf(true);
    const headers = new Headers();
    const get = new Request("http://de.localhost/grill");
    expect(await documentCaching(get, 200, headers, product(), context)).toBeNull();
    expect(headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(issued).toEqual([]);
    const etag = headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);

    const again = new Request(get.url, { headers: { "if-none-match": etag } });
    const notModified = await documentCaching(again, 200, new Headers(), product(), context);
    expect(notModified?.status).toBe(304);
    expect(notModified?.headers.get("etag")).toBe(etag);

    // Another price is another page.
    const changed = entryOf(["root", "routes/$"], { root: { csrfToken: "" }, "routes/$": { price: 499 } });
    expect(await documentCaching(again, 200, new Headers(), changed, context)).toBeNull();
  });

  it("takes the ETag over the awaited data only: a deferred list, ready or not, neither changes it nor is waited for", async () => {
    const { context } = contextOf(true);
    const withList = (related: unknown) => {
      const entry = product();
      const deferred = { data: { price: 532.99, related }, deferredKeys: ["related"] };
      Object.assign(entry.staticHandlerContext, { activeDeferreds: { "routes/$": deferred } });
      return entry;
    };
    const etagOf = async (entry: EntryContext, request = new Request("http://de.localhost/grill")) => {
      const headers = new Headers();
      const answer = await documentCaching(request, 200, headers, entry, context);
      return { etag: headers.get("etag") ?? "", answer };
    };
    const pending = await etagOf(withList(new Promise(() => {})));
    const ready = await etagOf(withList(["EX1"]));
    expect(ready.etag).toBe(pending.etag);
    // A repeat view is answered at once, though the list never settles.
    const repeat = new Request("http://de.localhost/grill", { headers: { "if-none-match": pending.etag } });
    expect((await etagOf(withList(new Promise(() => {})), repeat)).answer?.status).toBe(304);
  });

  it("hashes Remix's hand-off string, not the data a second time: a deferred list settled or not is the same page", async () => {
    const { context } = contextOf(true);
    // As Remix makes it: the routes' data, a deferred route's tracked promises in it, serialised once.
    const pageWith = (data: Record<string, unknown>) => {
      const entry = entryOf(["root", "routes/$"], { root: { csrfToken: "" }, "routes/$": data });
      const state = { loaderData: entry.staticHandlerContext.loaderData, actionData: null, errors: null };
      entry.serverHandoffString = JSON.stringify({ future: {}, state }).replace(/</g, "\\u003c");
      return entry;
    };
    const etagOf = async (entry: EntryContext) => {
      const headers = new Headers();
      await documentCaching(new Request("http://de.localhost/grill"), 200, headers, entry, context);
      return headers.get("etag");
    };
    let settle: (related: string[]) => void = () => {};
    const settling = defer({ price: 532.99, related: new Promise<string[]>((done) => (settle = done)) });
    const pending = pageWith(settling.data);
    const before = await etagOf(pending);
    settle(["EX1"]);
    await (settling as unknown as { resolveData(signal: AbortSignal): Promise<boolean> }).resolveData(
      new AbortController().signal,
    );
    expect(await etagOf(pageWith(settling.data))).toBe(before);
    expect(await etagOf(pageWith(defer({ price: 532.99, related: new Promise(() => {}) }).data))).toBe(
      before,
    );
    expect(await etagOf(pageWith(defer({ price: 499, related: new Promise(() => {}) }).data))).not.toBe(
      before,
    );
    // The hand-off string is what is hashed: a page whose hand-off differs is another page.
    const changed = pageWith(settling.data);
    changed.serverHandoffString = changed.serverHandoffString?.replace("532.99", "531");
    expect(await etagOf(changed)).not.toBe(before);
  });

  it("serialises the data itself under single fetch, whose hand-off string has no state: another price is another page", async () => {
    const { context } = contextOf(true);
    // As Remix 2 writes it with `v3_singleFetch`: the same string for every page of the build.
    const singleFetch = (price: number) => {
      const entry = entryOf(["root", "routes/$"], { root: { csrfToken: "" }, "routes/$": { price } });
      const future = { v3_singleFetch: true };
      entry.serverHandoffString = JSON.stringify({ basename: "/", future, isSpaMode: false });
      return Object.assign(entry, { future });
    };
    const etagOf = async (entry: EntryContext) => {
      const headers = new Headers();
      await documentCaching(new Request("http://de.localhost/grill"), 200, headers, entry, context);
      return headers.get("etag");
    };
    expect(await etagOf(singleFetch(532.99))).toBe(await etagOf(singleFetch(532.99)));
    expect(await etagOf(singleFetch(499))).not.toBe(await etagOf(singleFetch(532.99)));
  });

  it("takes the server's translations into the ETag: a deploy that changes only a locale file is another page", async () => {
    const { context } = contextOf(true);
    const etagOf = async (caching: typeof documentCaching) => {
      const headers = new Headers();
      await caching(new Request("http://de.localhost/grill"), 200, headers, product(), context);
      return headers.get("etag");
    };
    const before = await etagOf(documentCaching);
    // Another process with other strings (the same build version): its modules loaded afresh.
    vi.resetModules();
    const { resources } = await import("../../locales/resources");
    (resources.de?.common as Record<string, unknown>).changedByTheDeploy = "Neu";
    const fresh = await import("./shared-cache.server");
    expect(await etagOf(fresh.documentCaching)).not.toBe(before);
  });

  it("keeps a page private whose links' host (a trusted proxy's X-Forwarded-Host) is not the Host a cache keys on", async () => {
    const { context } = contextOf(true);
    const poisoned = new Headers();
    const forwarded = new Request("http://de.localhost:1/grill", { headers: { host: "www.shop.de" } });
    await documentCaching(forwarded, 200, poisoned, product(), context);
    expect(poisoned.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const same = new Headers();
    const direct = new Request("http://de.localhost/grill", { headers: { host: "de.localhost" } });
    await documentCaching(direct, 200, same, product(), context);
    expect(same.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
  });

  it("fills the token into an anonymous visitor's page that is not shared, which stays private", async () => {
    const { context, issued } = contextOf(true);
    const headers = new Headers();
    const entry = entryOf(["root", "routes/($lang).login"], { root: { csrfToken: "" } });
    // The hydration data, serialized and escaped by Remix before the page renders.
    const state = { loaderData: { root: { csrfToken: "", footer: "</script>&" } } };
    entry.serverHandoffString = JSON.stringify({ state }).replace(/</g, "\\u003c").replace(/&/g, "\\u0026");
    await documentCaching(new Request("http://de.localhost/login"), 200, headers, entry, context);
    expect(headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(issued).toHaveLength(1);
    expect((entry.staticHandlerContext.loaderData.root as { csrfToken: string }).csrfToken).toHaveLength(43);
    // The browser hydrates with the same token, and the handoff stays safe inside a script.
    const handoff = entry.serverHandoffString ?? "";
    expect(JSON.parse(handoff).state.loaderData.root).toEqual({
      csrfToken: "t".repeat(43),
      footer: "</script>&",
    });
    expect(handoff).not.toMatch(/[<&]/);
  });

  it("keeps a visitor with cookies private and a 404 without ETag", async () => {
    const headers = new Headers();
    await documentCaching(
      new Request("http://de.localhost/grill"),
      200,
      headers,
      product(),
      contextOf(false).context,
    );
    expect(headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const missing = new Headers();
    await documentCaching(
      new Request("http://de.localhost/x"),
      404,
      missing,
      product(),
      contextOf(true).context,
    );
    expect([missing.get("cache-control"), missing.get("etag")]).toEqual([PRIVATE_CACHE_CONTROL, null]);
  });
});

describe("dataCaching", () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json; charset=utf-8" } });
  const url = "http://de.localhost/werkstatt/?_data=routes%2F%24";

  it("shares an anonymous route's data with an ETag and answers its repeat with a bare 304", async () => {
    const { context } = contextOf(true);
    const first = await dataCaching(json({ total: 12 }), new Request(url), context);
    expect(first.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(await first.json()).toEqual({ total: 12 });
    const etag = first.headers.get("etag") ?? "";
    const again = await dataCaching(
      json({ total: 12 }),
      new Request(url, { headers: { "if-none-match": etag } }),
      context,
    );
    expect([again.status, await again.text()]).toEqual([304, ""]);
    expect(again.headers.get("content-type")).toBeNull();
    const changed = await dataCaching(
      json({ total: 13 }),
      new Request(url, { headers: { "if-none-match": etag } }),
      context,
    );
    expect(changed.status).toBe(200);
  });

  it("keeps other routes' and personal data private, and passes deferred data on untouched", async () => {
    const login = await dataCaching(
      json({}),
      new Request("http://de.localhost/login?_data=routes%2F(%24lang).login"),
      contextOf(true).context,
    );
    expect(login.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const personal = await dataCaching(json({}), new Request(url), contextOf(false).context);
    expect(personal.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const deferred = new Response("data:{}", { headers: { "Content-Type": "text/remix-deferred" } });
    const streamed = await dataCaching(deferred, new Request(url), contextOf(true).context);
    expect([streamed.headers.get("etag"), await streamed.text()]).toEqual([null, "data:{}"]);
  });
});
