import { type AppLoadContext, defer, type EntryContext } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "../../server/caching/policy";
import { RenderedPages } from "../../server/caching/rendered-pages";
import { keepableRender, keepingWhileStreaming, keptPage, keptPageSlot } from "./kept-pages.server";

const URL_ = "http://de.localhost/grill";
const ETAG = 'W/"4846-abc"';
type Deferred = ReturnType<typeof defer>;

function contextOf(pages: RenderedPages | undefined, anonymous = true, stepCookie = false) {
  return {
    renderedPages: pages,
    session: { anonymous },
    stepsSetCookies: () => stepCookie,
  } as unknown as AppLoadContext;
}

function entryOf(deferreds: Record<string, Deferred> = {}) {
  return { staticHandlerContext: { activeDeferreds: deferreds } } as unknown as EntryContext;
}

function sharedHeaders(extra: Record<string, string> = {}) {
  return new Headers({ "Cache-Control": SHARED_CACHE_CONTROL, ETag: ETAG, ...extra });
}

const settled = async (deferred: Deferred) => {
  await (deferred as unknown as { resolveData(signal: AbortSignal): Promise<boolean> }).resolveData(
    new AbortController().signal,
  );
  return deferred;
};

const pages = () => new RenderedPages({ maxBytes: 1_000_000, maxPageBytes: 100_000, maxAgeMs: 60_000 });

describe("keptPageSlot", () => {
  it("gives a slot for an anonymous 200 a shared cache may store, under its URL and client kind", () => {
    const store = pages();
    const slot = keptPageSlot(new Request(URL_), 200, sharedHeaders(), entryOf(), contextOf(store), false);
    expect(slot).toEqual({
      pages: store,
      key: RenderedPages.key(URL_, false),
      source: { etag: ETAG, deferred: "" },
    });
    expect(
      keptPageSlot(new Request(URL_), 200, sharedHeaders(), entryOf(), contextOf(store), true)?.key,
    ).toBe(RenderedPages.key(URL_, true));
  });

  it("gives none for what is not everyone's page, or without the host's store", () => {
    const store = pages();
    const slot = (overrides: { status?: number; headers?: Headers; method?: string; anonymous?: boolean }) =>
      keptPageSlot(
        new Request(URL_, { method: overrides.method ?? "GET" }),
        overrides.status ?? 200,
        overrides.headers ?? sharedHeaders(),
        entryOf(),
        contextOf(store, overrides.anonymous ?? true),
        false,
      );
    expect(slot({})).not.toBeNull();
    expect(slot({ method: "HEAD" })).not.toBeNull();
    expect(slot({ method: "POST" })).toBeNull();
    expect(slot({ status: 404 })).toBeNull();
    expect(slot({ status: 503 })).toBeNull();
    expect(slot({ anonymous: false })).toBeNull();
    expect(slot({ headers: sharedHeaders({ "Cache-Control": PRIVATE_CACHE_CONTROL }) })).toBeNull();
    expect(slot({ headers: sharedHeaders({ "Set-Cookie": "cart=1" }) })).toBeNull();
    expect(slot({ headers: new Headers({ "Cache-Control": SHARED_CACHE_CONTROL }) })).toBeNull();
    // A step's cookie (utm_source, a prefix's locale) makes the answer private (the shared-cache guard).
    expect(
      keptPageSlot(new Request(URL_), 200, sharedHeaders(), entryOf(), contextOf(store, true, true), false),
    ).toBeNull();
    expect(
      keptPageSlot(new Request(URL_), 200, sharedHeaders(), entryOf(), contextOf(undefined), false),
    ).toBeNull();
  });

  it("names the settled deferred lists in the source, and gives none while one is pending or failed", async () => {
    const store = pages();
    const slotOf = (deferred: Deferred) =>
      keptPageSlot(
        new Request(URL_),
        200,
        sharedHeaders(),
        entryOf({ "routes/$": deferred }),
        contextOf(store),
        false,
      );
    expect(slotOf(defer({ price: 532.99, related: new Promise(() => {}) }))).toBeNull();
    const failed = defer({ price: 532.99, related: Promise.reject(new Error("recommender down")) });
    expect(slotOf(await settled(failed))).toBeNull();
    const one = slotOf(await settled(defer({ price: 532.99, related: Promise.resolve(["EX1"]) })));
    const same = slotOf(await settled(defer({ price: 532.99, related: Promise.resolve(["EX1"]) })));
    const other = slotOf(await settled(defer({ price: 532.99, related: Promise.resolve(["EX2"]) })));
    expect(one?.source.deferred).toContain("EX1");
    expect(one?.source).toEqual(same?.source);
    expect(other?.source.deferred).not.toBe(one?.source.deferred);
    // A page whose only change is in a deferred list is not served the kept one.
    if (!one || !other) throw new Error("slots expected");
    store.keep(one.key, one.source, "n0nce", "<p>EX1</p>");
    expect(keptPage(same ?? one, "m0nce")).not.toBeNull();
    expect(keptPage(other, "m0nce")).toBeNull();
  });
});

describe("keepingWhileStreaming", () => {
  const html = '<html><script nonce="abc123">x</script><p>Grill · 532,99 €</p></html>';
  const bytesOf = (text: string) => new TextEncoder().encode(text);
  const bodyOf = (text: string, end: "close" | "error" = "close") =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = bytesOf(text);
        // Split inside the multi-byte characters, as a stream may.
        for (let at = 0; at < bytes.byteLength; at += 7) controller.enqueue(bytes.subarray(at, at + 7));
        if (end === "close") controller.close();
        else controller.error(new Error("render failed"));
      },
    });
  const slot = (store = pages()) => ({
    pages: store,
    key: RenderedPages.key(URL_, false),
    source: { etag: ETAG, deferred: "" },
  });

  it("passes the body on whole and keeps its text once it has ended", async () => {
    const s = slot();
    const passed = await new Response(
      keepingWhileStreaming(bodyOf(html), s, new Request(URL_), "abc123", () => true),
    ).text();
    expect(passed).toBe(html);
    expect(new TextDecoder().decode(keptPage(s, "zz9") ?? new Uint8Array())).toBe(
      html.replace("abc123", "zz9"),
    );
  });

  it("keeps nothing the check refuses, nor a HEAD's body", async () => {
    const refused = slot();
    await new Response(
      keepingWhileStreaming(bodyOf(html), refused, new Request(URL_), "abc123", () => false),
    ).text();
    const head = slot();
    const request = new Request(URL_, { method: "HEAD" });
    await new Response(keepingWhileStreaming(bodyOf(html), head, request, "abc123", () => true)).text();
    expect(refused.pages.size().pages).toBe(0);
    expect(head.pages.size().pages).toBe(0);
  });

  it("keeps nothing of a body that fails or is cancelled, nor of one past the page bound", async () => {
    const failed = slot();
    const failing = keepingWhileStreaming(
      bodyOf(html, "error"),
      failed,
      new Request(URL_),
      "abc123",
      () => true,
    );
    await expect(new Response(failing).text()).rejects.toThrow("render failed");
    const cancelled = slot();
    const reader = keepingWhileStreaming(
      bodyOf(html),
      cancelled,
      new Request(URL_),
      "abc123",
      () => true,
    ).getReader();
    await reader.read();
    await reader.cancel();
    const small = new RenderedPages({ maxBytes: 1_000_000, maxPageBytes: 20, maxAgeMs: 60_000 });
    const large = slot(small);
    const passed = await new Response(
      keepingWhileStreaming(bodyOf(html), large, new Request(URL_), "abc123", () => true),
    ).text();
    expect(passed).toBe(html);
    for (const s of [failed, cancelled, large]) expect(s.pages.size().pages).toBe(0);
  });
});

describe("keepableRender", () => {
  it("keeps a 200 that was not aborted and does not carry the request's id", () => {
    let status = 200;
    const controller = new AbortController();
    const keepable = keepableRender(() => status, controller.signal, "req-7f3a");
    expect(keepable("<p>Grill</p>")).toBe(true);
    expect(keepable('<p data-request="req-7f3a">Fehler</p>')).toBe(false);
    status = 500; // an error while streaming
    expect(keepable("<p>Grill</p>")).toBe(false);
    status = 200;
    controller.abort(); // the render's time ran out
    expect(keepable("<p>Grill</p>")).toBe(false);
    expect(keepableRender(() => 200, new AbortController().signal, "")("<p>Grill</p>")).toBe(true);
  });
});
