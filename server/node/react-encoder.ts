/**
 * React's web-stream renderer (react-dom/server.browser, decision 0008) turns every string of a
 * page into bytes on its own, one `TextEncoder#encode` each: about 3,400 a product page, 10% of the
 * server's CPU (issue 20 item 3, decision 0076), and nearly all of them the same few hundred strings
 * on every page (attribute names, class names, `true`, translated labels). The renderer makes its
 * encoder once, when its module is first loaded; `loadReactWithKeptEncodings` loads it with an
 * encoder that keeps the bytes of short strings, then puts the global `TextEncoder` back, so nothing
 * else in the process sees it.
 *
 * Safe because of what React 18.3 does with the bytes: a chunk of at most 512 bytes is copied into
 * its own 512-byte view (`writeChunk`), never written to or handed on; a longer one is enqueued as is
 * (and a byte stream takes its buffer), so only strings that cannot encode to more than 512 bytes
 * (170 UTF-16 units, 3 bytes each at most) are kept. Node only; the edge encodes as before.
 */

/** The longest string kept: 170 × 3 = 510 bytes, under React's 512-byte view. */
export const LONGEST_KEPT = 170;
/** Strings kept at most; then the whole set is dropped and refilled by the next pages. */
export const MOST_KEPT = 10_000;

/** A TextEncoder whose `encode` answers a short string it has seen with the same bytes as before. */
export class KeptChunkEncoder extends TextEncoder {
  readonly #kept = new Map<string, Uint8Array<ArrayBuffer>>();

  override encode(input = ""): Uint8Array<ArrayBuffer> {
    if (input.length > LONGEST_KEPT) return super.encode(input);
    let bytes = this.#kept.get(input);
    if (bytes === undefined) {
      bytes = super.encode(input);
      if (this.#kept.size >= MOST_KEPT) this.#kept.clear();
      this.#kept.set(input, bytes);
    }
    return bytes;
  }
}

/**
 * Loads React's web-stream renderer (the module the server build imports) with a KeptChunkEncoder,
 * before the build is imported; the global TextEncoder is the original again when this returns.
 */
export async function loadReactWithKeptEncodings(
  load: () => Promise<unknown> = () => import("react-dom/server.browser"),
): Promise<void> {
  const original = globalThis.TextEncoder;
  globalThis.TextEncoder = KeptChunkEncoder;
  try {
    await load();
  } finally {
    globalThis.TextEncoder = original;
  }
}
