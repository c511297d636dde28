import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  KEPT_ENCODINGS_REACT,
  KeptChunkEncoder,
  LONGEST_KEPT,
  loadReactWithKeptEncodings,
  MOST_KEPT,
  reactDomVersion,
} from "./react-encoder";

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

  it("React's web-stream renderer, loaded so, encodes through it and writes the same page every time", async () => {
    const encode = vi.spyOn(KeptChunkEncoder.prototype, "encode");
    loadReactWithKeptEncodings();
    const { renderToReadableStream } = await import("react-dom/server.browser");
    const { renderToString } = await import("react-dom/server");
    // Many repeated short strings and multi-byte text across React's 512-byte views.
    const page = () =>
      createElement(
        "ul",
        { className: "list" },
        Array.from({ length: 300 }, (_, i) =>
          createElement("li", { key: i, className: "item", title: "Schweißgerät" }, `Größe ${i} – 🔧 ä€`),
        ),
      );
    const expected = renderToString(page());
    for (let i = 0; i < 3; i++) {
      const html = await new Response(await renderToReadableStream(page())).text();
      expect(html).toBe(expected);
    }
    expect(encode.mock.calls.length).toBeGreaterThan(1000);
  });
});
