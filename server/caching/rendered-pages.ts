import { type CacheKind, registerCache } from "../cache-registry";

/**
 * Shared pages as they were rendered, so that the next anonymous visitor of the same page gets its
 * HTML without React rendering it again (issue 20 item 3, decision 0089). A page is kept under its
 * URL and the kind of client (a crawler's page waits for every deferred list, a browser's streams
 * them), together with what it was drawn from: the document's ETag (the build, the server's
 * translations and the routes' awaited data; app/lib/shared-cache.server.ts) and the settled
 * deferred data. It is served only while both are what this request's loaders produced, so a new
 * price, stock level or review shows on the very next page as when every page was rendered; the age
 * bound (a shared cache's `s-maxage`) covers what no loader returns. Each answer gets its own CSP
 * nonce: the kept bytes are held in the pieces between the nonce of the render that made them.
 *
 * Only what a shared cache may store is kept (public, no cookie, status 200), so nothing in it belongs
 * to one visitor. At most `maxBytes` of pages, the least recently served first out; the shop cache
 * admin empties it. Runtime-neutral, but given by the Node host only (server/index.ts): a worker
 * isolate's memory is small, and the CDN in front of the edge keeps pages there (decision 0047).
 */
export interface RenderedPageBounds {
  /** The kept pages' bytes at most (UTF-8, as sent). */
  maxBytes: number;
  /** A page larger than this is not kept. */
  maxPageBytes: number;
  /** How long a page is served at most, however unchanged its data. */
  maxAgeMs: number;
}

/** What a page was drawn from besides its URL: the ETag and the settled deferred data's JSON. */
export interface PageSource {
  etag: string;
  deferred: string;
}

interface KeptPage extends PageSource {
  keptAt: number;
  /** The page's bytes between the occurrences of its render's nonce. */
  pieces: Uint8Array[];
  bytes: number;
}

const encoder = new TextEncoder();

export class RenderedPages {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;

  constructor(
    private readonly bounds: RenderedPageBounds,
    private readonly now: () => number = Date.now,
    kind: CacheKind = "pages",
  ) {
    registerCache(this, kind, () => this.clear());
  }

  /** The key of a page: its client kind and whole URL (host, path and query). */
  static key(url: string, crawler: boolean): string {
    return `${crawler ? "crawler" : "browser"} ${url}`;
  }

  /** The kept page with `nonce` in place of its render's, when it was drawn from `source`; else null. */
  find(key: string, source: PageSource, nonce: string): Uint8Array<ArrayBuffer> | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.etag !== source.etag || page.deferred !== source.deferred || this.expired(page)) {
      this.drop(key, page);
      return null;
    }
    // Least recently served last.
    this.pages.delete(key);
    this.pages.set(key, page);
    return withNonce(page.pieces, encoder.encode(nonce));
  }

  /** Keeps a rendered page (its whole HTML) drawn from `source`, rendered with `nonce`. */
  keep(key: string, source: PageSource, nonce: string, html: string): void {
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    // An empty nonce would split the page into characters; a page without scripts has none to swap.
    const pieces = (nonce === "" ? [html] : html.split(nonce)).map((piece) => encoder.encode(piece));
    const bytes = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
    if (!this.fits(bytes)) return;
    this.pages.set(key, { ...source, keptAt: this.now(), pieces, bytes });
    this.bytes += bytes;
    for (const [oldest, page] of this.pages) {
      if (this.bytes <= this.bounds.maxBytes) break;
      this.drop(oldest, page);
    }
  }

  /** Whether a page of this many bytes (so far) may be kept. */
  fits(bytes: number): boolean {
    return bytes <= this.bounds.maxPageBytes && bytes <= this.bounds.maxBytes;
  }

  /** How many pages and bytes are kept (for tests and the bound). */
  size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  private expired(page: KeptPage): boolean {
    const age = this.now() - page.keptAt;
    // A clock set back (a test's) counts as expired too.
    return age < 0 || age >= this.bounds.maxAgeMs;
  }

  private drop(key: string, page: KeptPage): void {
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

/** The pieces joined by the nonce's bytes, in one buffer. */
function withNonce(pieces: readonly Uint8Array[], nonce: Uint8Array): Uint8Array<ArrayBuffer> {
  let length = nonce.byteLength * (pieces.length - 1);
  for (const piece of pieces) length += piece.byteLength;
  const out = new Uint8Array(length);
  let at = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) {
      out.set(nonce, at);
      at += nonce.byteLength;
    }
    out.set(piece, at);
    at += piece.byteLength;
  });
  return out;
}
