import { createRequire } from "node:module";
import path from "node:path";
import { createElement, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  KEPT_ENCODINGS_REACT,
  KeptChunkEncoder,
  LONGEST_KEPT,
  loadReactWithKeptEncodings,
  MOST_KEPT,
  reactDomVersion,
} from "./react-encoder";

const require = createRequire(import.meta.url);

const plain = new TextEncoder();
const SAMPLES = [
  "",
  "class",
  "Schweißgerät",
  "Ελληνικά и български",
  "🔧 tool",
  "lone \ud800 surrogate",
  "x".repeat(LONGEST_KEPT),
  "ä".repeat(LONGEST_KEPT),
  "€".repeat(LONGEST_KEPT),
];

describe("React's stream encoder keeps short strings' bytes (decision 0076)", () => {
  it("encodes every string as TextEncoder does, kept or not", () => {
    const kept = new KeptChunkEncoder();
    for (const text of [...SAMPLES, "y".repeat(LONGEST_KEPT + 1), "🔧".repeat(200)])
      for (let i = 0; i < 2; i++) expect([...kept.encode(text)]).toEqual([...plain.encode(text)]);
  });

  it("answers a short string seen twice before with the same bytes, and never keeps one that may pass 512 bytes", () => {
    const kept = new KeptChunkEncoder();
    const short = "€".repeat(LONGEST_KEPT);
    expect(kept.encode(short)).not.toBe(kept.encode(short));
    expect(kept.encode(short)).toBe(kept.encode(short));
    expect(kept.encode(short).length).toBeLessThanOrEqual(512);
    // React enqueues a chunk over 512 bytes as it is, and a byte stream takes its buffer: never shared.
    const long = "€".repeat(LONGEST_KEPT + 1);
    expect(kept.encode(long)).not.toBe(kept.encode(long));
  });

  it("keeps a string's text only from its second sighting: one-off values never push out the common ones", () => {
    const kept = new KeptChunkEncoder();
    // ~1,400 strings every page has, seen on two pages: kept from then on.
    const common = Array.from({ length: 1400 }, (_, i) => `class-${i}`);
    for (let page = 0; page < 2; page++) for (const text of common) kept.encode(text);
    const bytes = common.map((text) => kept.encode(text));
    expect(kept.size).toBe(common.length);
    // 20,000 one-off values (e-mails, names, search terms, tokens), between pages that use the common ones.
    const oneOff = (i: number) => `kunde${i}@example.de`;
    for (let i = 0; i < 20_000; i++) {
      expect([...kept.encode(oneOff(i))]).toEqual([...plain.encode(oneOff(i))]);
      if (i % 1000 === 999) for (const text of common) kept.encode(text);
    }
    for (let i = 0; i < 20_000; i++) if (kept.holds(oneOff(i))) throw new Error(`kept ${oneOff(i)}`);
    expect(kept.size).toBe(common.length);
    common.forEach((text, i) => {
      expect(kept.encode(text)).toBe(bytes[i]);
    });
  });

  it("holds at most MOST_KEPT strings, and those in use survive when an older generation is dropped", () => {
    const kept = new KeptChunkEncoder();
    const used = "in-use";
    kept.encode(used);
    const bytes = kept.encode(used);
    for (let i = 0; i < MOST_KEPT * 2; i++) {
      kept.encode(`s${i}`);
      kept.encode(`s${i}`);
      if (i % 1000 === 0) expect(kept.encode(used)).toBe(bytes);
      expect(kept.size).toBeLessThanOrEqual(MOST_KEPT);
    }
    expect(kept.encode(used)).toBe(bytes);
    expect(kept.holds("s0")).toBe(false);
    expect([...kept.encode("s0")]).toEqual([...plain.encode("s0")]);
  });

  it("gives the module it loads the kept encoder, synchronously, and puts the global one back, also when loading fails", () => {
    const original = globalThis.TextEncoder;
    let made: TextEncoder | undefined;
    expect(
      loadReactWithKeptEncodings({
        version: "18.3.1",
        load: () => {
          made = new TextEncoder();
        },
      }),
    ).toBe(true);
    expect(made).toBeInstanceOf(KeptChunkEncoder);
    expect(globalThis.TextEncoder).toBe(original);
    expect(() =>
      loadReactWithKeptEncodings({
        version: "18.3.1",
        load: () => {
          throw new Error("no module");
        },
      }),
    ).toThrow("no module");
    expect(globalThis.TextEncoder).toBe(original);
  });

  it("installs nothing for a react-dom other than 18.3.x: loads it as is and warns", () => {
    for (const version of ["19.0.0", "18.2.0", "18.30.0", "0.18.3"]) {
      let made: TextEncoder | undefined;
      const warnings: string[] = [];
      const installed = loadReactWithKeptEncodings({
        version,
        load: () => {
          made = new TextEncoder();
        },
        warn: (message) => warnings.push(message),
      });
      expect(installed).toBe(false);
      expect(made).toBeDefined();
      expect(made).not.toBeInstanceOf(KeptChunkEncoder);
      expect(warnings).toEqual([expect.stringContaining(`react-dom ${version} is not 18.3.x`)]);
    }
  });

  it("is pinned to the react-dom it was read against: an upgrade fails here until writeChunk is read again", () => {
    // React 18.3.1's writeChunk copies a chunk of ≤ 512 bytes into its own view (see the file's head).
    expect(reactDomVersion()).toBe("18.3.1");
    expect(KEPT_ENCODINGS_REACT.test(reactDomVersion())).toBe(true);
  });

  it("React's production renderer, loaded so, writes what an unkept copy writes: Suspense, a nonce, page after page", async () => {
    const encode = vi.spyOn(KeptChunkEncoder.prototype, "encode");
    try {
      const kept = freshProductionRenderer(true);
      const unkept = freshProductionRenderer(false);
      expect(kept.renderToReadableStream).not.toBe(unkept.renderToReadableStream);
      for (let i = 0; i < 4; i++) {
        const nonce = `nonce-${i}-${"x".repeat(i * 7)}`;
        const calls = encode.mock.calls.length;
        const expected = await streamed(unkept.renderToReadableStream, nonce);
        expect(encode.mock.calls.length).toBe(calls);
        const html = await streamed(kept.renderToReadableStream, nonce);
        expect(encode.mock.calls.length - calls).toBeGreaterThan(1000);
        expect(html).toBe(expected);
        // The streamed boundary came after the fallback, in a script with the response's nonce.
        expect(html).toContain("Laden …");
        expect(html).toContain(`<script nonce="${nonce}">`);
        expect(html).toContain("$RC(");
        expect(html).toContain("Bewertungen: 4,5 von 5 – 🔧 ä€");
      }
    } finally {
      encode.mockRestore();
    }
    expect(KeptChunkEncoder.prototype.encode).not.toHaveProperty("mock");
  });
});

type RenderToReadableStream = (
  children: ReactNode,
  options?: { nonce?: string },
) => Promise<ReadableStream<Uint8Array>>;

/**
 * React's production web-stream renderer as a module of its own (out of require's cache before and
 * after), loaded with the kept encoder or with the plain one: the build the server runs
 * (NODE_ENV=production), not the development one vitest would pick.
 */
function freshProductionRenderer(withKeptEncodings: boolean): {
  renderToReadableStream: RenderToReadableStream;
} {
  const file = path.join(
    path.dirname(require.resolve("react-dom/package.json")),
    "cjs/react-dom-server.browser.production.min.js",
  );
  delete require.cache[file];
  try {
    let loaded: { renderToReadableStream: RenderToReadableStream } | undefined;
    const load = () => {
      loaded = require(file);
    };
    if (withKeptEncodings) expect(loadReactWithKeptEncodings({ load })).toBe(true);
    else load();
    if (!loaded) throw new Error("not loaded");
    return loaded;
  } finally {
    delete require.cache[file];
  }
}

/** A page with many repeated short strings, multi-byte text across React's 512-byte views, long ones, and a
 * Suspense boundary whose content arrives only after the shell has been read. */
async function streamed(renderToReadableStream: RenderToReadableStream, nonce: string): Promise<string> {
  let resolve = () => {};
  let done = false;
  const ready = new Promise<void>((settle) => {
    resolve = () => {
      done = true;
      settle();
    };
  });
  function Reviews() {
    if (!done) throw ready;
    return createElement("p", { className: "reviews" }, "Bewertungen: 4,5 von 5 – 🔧 ä€");
  }
  const page = createElement(
    "main",
    { className: "page" },
    createElement(
      "ul",
      { className: "list" },
      Array.from({ length: 300 }, (_, i) =>
        createElement("li", { key: i, className: "item", title: "Schweißgerät" }, `Größe ${i} – 🔧 ä€`),
      ),
    ),
    // Strings over 512 bytes, on every page: React enqueues these as they are.
    Array.from({ length: 3 }, (_, i) =>
      createElement("p", { key: i, title: "€".repeat(200) }, "ä".repeat(300)),
    ),
    createElement(Suspense, { fallback: createElement("p", null, "Laden …") }, createElement(Reviews)),
  );
  const reader = (await renderToReadableStream(page, { nonce })).getReader();
  const decoder = new TextDecoder();
  let html = "";
  for (;;) {
    const { done: ended, value } = await reader.read();
    if (ended) break;
    html += decoder.decode(value, { stream: true });
    if (!done && html.includes("Laden …")) resolve();
  }
  return html + decoder.decode();
}
