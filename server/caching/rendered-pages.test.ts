import { describe, expect, it } from "vitest";
import { clearCaches } from "../cache-registry";
import { RenderedPages } from "./rendered-pages";

const decoder = new TextDecoder();
// Nonces are 16 random bytes in base64: nothing else on a page is ever one.
const N = "0nce0f24characters+/AB==";
const BOUNDS = { maxBytes: 1000, maxPageBytes: 400, maxAgeMs: 60_000 };
const source = { etag: 'W/"1-a"', deferred: '["routes/$",["comparison",[1]]]' };
const page = (nonce: string, text = "Grill 532,99 €") =>
  `<html><script nonce="${nonce}">a</script><p>${text}</p><script nonce="${nonce}">b</script></html>`;

function store(now = { ms: 0 }) {
  return { pages: new RenderedPages(BOUNDS, () => now.ms), now };
}

describe("RenderedPages", () => {
  it("serves a kept page with the asking answer's nonce in every place its render's was", () => {
    const { pages } = store();
    const key = RenderedPages.key("http://de.localhost/grill", false);
    pages.keep(key, source, "first+nonce==", page("first+nonce=="));
    const served = pages.find(key, source, "second/nonce==");
    expect(served && decoder.decode(served)).toBe(page("second/nonce=="));
    // Multi-byte text keeps its bytes.
    pages.keep(key, source, "n1", page("n1", "Schweißgerät 1.299,00 € ✓"));
    expect(decoder.decode(pages.find(key, source, "n2") ?? new Uint8Array())).toBe(
      page("n2", "Schweißgerät 1.299,00 € ✓"),
    );
  });

  it("serves nothing once the ETag or the deferred data differ, and drops the stale page", () => {
    const { pages } = store();
    const key = RenderedPages.key("http://de.localhost/grill", false);
    pages.keep(key, source, N, page(N));
    expect(pages.find(key, { ...source, etag: 'W/"1-b"' }, "m")).toBeNull();
    expect(pages.size().pages).toBe(0);
    pages.keep(key, source, N, page(N));
    expect(pages.find(key, { ...source, deferred: '["routes/$",["comparison",[2]]]' }, "m")).toBeNull();
    expect(pages.find(key, source, "m")).toBeNull();
  });

  it("keeps a crawler's page apart from a browser's, and each URL apart", () => {
    const { pages } = store();
    const url = "http://de.localhost/grill";
    pages.keep(RenderedPages.key(url, true), source, N, page(N, "crawler"));
    expect(pages.find(RenderedPages.key(url, false), source, "m")).toBeNull();
    expect(pages.find(RenderedPages.key(`${url}?page=2`, true), source, "m")).toBeNull();
    expect(
      decoder.decode(pages.find(RenderedPages.key(url, true), source, "m") ?? new Uint8Array()),
    ).toContain("crawler");
  });

  it("serves a page for at most its age bound, and not after the clock went back", () => {
    const { pages, now } = store({ ms: 1_000_000 });
    const key = RenderedPages.key("http://de.localhost/", false);
    pages.keep(key, source, N, page(N));
    now.ms += BOUNDS.maxAgeMs - 1;
    expect(pages.find(key, source, "m")).not.toBeNull();
    now.ms += 1;
    expect(pages.find(key, source, "m")).toBeNull();
    pages.keep(key, source, N, page(N));
    now.ms -= 5;
    expect(pages.find(key, source, "m")).toBeNull();
  });

  it("holds at most its bytes, the least recently served first out, and no page over the page bound", () => {
    const { pages } = store();
    const key = (n: number) => RenderedPages.key(`http://de.localhost/p${n}`, false);
    const nonce = "r4nd0mN0nce/of+24chars==";
    const text = (n: number) => page(nonce, `product ${n} ${"x".repeat(200)}`);
    // What is kept: the page without its two nonces.
    const bytes = new TextEncoder().encode(text(1)).byteLength - 2 * nonce.length;
    pages.keep(key(1), source, nonce, text(1));
    pages.keep(key(2), source, nonce, text(2));
    pages.keep(key(3), source, nonce, text(3));
    expect(pages.find(key(1), source, nonce)).not.toBeNull(); // 1 is now the most recently served
    expect(pages.size()).toEqual({ pages: 3, bytes: 3 * bytes });
    pages.keep(key(4), source, nonce, text(4)); // a fourth does not fit in the bound: 2 goes
    expect(pages.size()).toEqual({ pages: 3, bytes: 3 * bytes });
    expect(3 * bytes).toBeLessThanOrEqual(BOUNDS.maxBytes);
    expect(4 * bytes).toBeGreaterThan(BOUNDS.maxBytes);
    expect(pages.find(key(2), source, nonce)).toBeNull();
    for (const kept of [1, 3, 4]) expect(pages.find(key(kept), source, nonce)).not.toBeNull();
    pages.keep(key(6), source, nonce, page(nonce, "x".repeat(BOUNDS.maxPageBytes)));
    expect(pages.find(key(6), source, nonce)).toBeNull();
    // Keeping a URL again replaces its page and its bytes.
    const before = pages.size();
    pages.keep(key(4), source, nonce, text(4));
    expect(pages.size()).toEqual(before);
  });

  it("keeps no page larger than its whole bound, whatever the page bound", () => {
    const pages = new RenderedPages({ maxBytes: 100, maxPageBytes: 1_000, maxAgeMs: 60_000 });
    const key = RenderedPages.key("http://de.localhost/", false);
    pages.keep(key, source, N, page(N, "x".repeat(120)));
    expect(pages.size()).toEqual({ pages: 0, bytes: 0 });
    expect(pages.fits(100)).toBe(true);
    expect(pages.fits(101)).toBe(false);
  });

  it("is emptied by the shop cache admin, which counts it as pages", () => {
    const { pages } = store();
    const key = RenderedPages.key("http://de.localhost/", false);
    pages.keep(key, source, N, page(N));
    expect(clearCaches().pages).toBeGreaterThan(0);
    expect(pages.find(key, source, N)).toBeNull();
    expect(pages.size()).toEqual({ pages: 0, bytes: 0 });
  });
});
