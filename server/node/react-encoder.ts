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
 * That holds for React 18.3's `writeChunk` only: the encoder is installed for react-dom 18.3.x and
 * nothing else (another version loads as is, with a warning), and a test pins the version, so an
 * upgrade fails until someone has read the new `writeChunk`.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The react-dom versions whose `writeChunk` copies chunks of ≤ 512 bytes (read for 18.3.1). */
export const KEPT_ENCODINGS_REACT = /^18\.3\./;

/** The longest string kept: 170 × 3 = 510 bytes, under React's 512-byte view. */
export const LONGEST_KEPT = 170;
/** Strings kept at most, over two generations of half as many each. */
export const MOST_KEPT = 10_000;
/** Sightings remembered at most (as 32-bit hashes, never as text); then forgotten all at once. */
export const MOST_SIGHTED = 20_000;

let keptEncodes = 0;

/** Strings encoded through a KeptChunkEncoder since start: 0 after a page means React is not using it. */
export function keptEncodeCount(): number {
  return keptEncodes;
}

/** FNV-1a over UTF-16 units: a string's sighting is remembered by this number, not by its text. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A TextEncoder whose `encode` answers a short string it has seen before with the same bytes.
 *
 * A string's bytes are kept only at its second sighting: the first is remembered as a hash, so a
 * one-off value a page renders (an e-mail or a name in an input, a search term, a form token) never
 * sits here as text, and a stream of them cannot push out the few thousand strings every page has.
 * What is kept lives in two generations: a string found in the older one moves to the newer, and
 * when the newer is full the older is dropped, so strings in use on every page survive and a value
 * seen twice on one page only (the response's CSP nonce in several script tags) ages out.
 */
export class KeptChunkEncoder extends TextEncoder {
  #current = new Map<string, Uint8Array<ArrayBuffer>>();
  #previous = new Map<string, Uint8Array<ArrayBuffer>>();
  readonly #sighted = new Set<number>();

  override encode(input = ""): Uint8Array<ArrayBuffer> {
    keptEncodes++;
    if (input.length > LONGEST_KEPT) return super.encode(input);
    const current = this.#current.get(input);
    if (current !== undefined) return current;
    let bytes = this.#previous.get(input);
    if (bytes === undefined) {
      const hash = hashOf(input);
      if (!this.#sighted.has(hash)) {
        if (this.#sighted.size >= MOST_SIGHTED) this.#sighted.clear();
        this.#sighted.add(hash);
        return super.encode(input);
      }
      this.#sighted.delete(hash);
      bytes = super.encode(input);
    }
    if (this.#current.size >= MOST_KEPT / 2) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    this.#current.set(input, bytes);
    return bytes;
  }

  /** Whether the text of a string is held (for tests). */
  holds(text: string): boolean {
    return this.#current.has(text) || this.#previous.has(text);
  }

  /** How many strings are held (for tests). */
  get size(): number {
    return this.#current.size + this.#previous.size;
  }
}

/**
 * Loads React's web-stream renderer (the module the server build imports) with a KeptChunkEncoder,
 * before the build is imported. It is loaded synchronously (`require`), so nothing else can run
 * while the global TextEncoder is swapped; the build's `import` of it then reuses the loaded CommonJS
 * module (tests/integration/react-kept-encodings.after-build.test.ts checks that the built server's
 * pages go through the encoder). Answers whether the encoder was installed: only for react-dom 18.3.x.
 */
export function loadReactWithKeptEncodings({
  load = () => require("react-dom/server.browser"),
  version = reactDomVersion(),
  warn = console.warn,
}: {
  load?: () => unknown;
  version?: string;
  warn?: (message: string) => void;
} = {}): boolean {
  if (!KEPT_ENCODINGS_REACT.test(version)) {
    warn(
      `react-dom ${version} is not 18.3.x: its renderer is loaded without kept encodings (decision 0076; read its writeChunk first)`,
    );
    load();
    return false;
  }
  const original = globalThis.TextEncoder;
  globalThis.TextEncoder = KeptChunkEncoder;
  try {
    load();
  } finally {
    globalThis.TextEncoder = original;
  }
  return true;
}

/** The installed react-dom's version, from its package.json. */
export function reactDomVersion(): string {
  return (require("react-dom/package.json") as { version: string }).version;
}
