import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { KeptChunkEncoder, LONGEST_KEPT, loadReactWithKeptEncodings, MOST_KEPT } from "./react-encoder";

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

  it("answers a short string seen before with the same bytes, and never keeps one that may pass 512 bytes", () => {
    const kept = new KeptChunkEncoder();
    const short = "€".repeat(LONGEST_KEPT);
    expect(kept.encode(short)).toBe(kept.encode(short));
    expect(kept.encode(short).length).toBeLessThanOrEqual(512);
    // React enqueues a chunk over 512 bytes as it is, and a byte stream takes its buffer: never shared.
    const long = "€".repeat(LONGEST_KEPT + 1);
    expect(kept.encode(long)).not.toBe(kept.encode(long));
  });

  it("drops what it keeps when it holds the most it may", () => {
    const kept = new KeptChunkEncoder();
    const first = kept.encode("first");
    for (let i = 0; i < MOST_KEPT; i++) kept.encode(`s${i}`);
    expect(kept.encode("first")).not.toBe(first);
    expect([...kept.encode("first")]).toEqual([...plain.encode("first")]);
  });

  it("gives the module it loads the kept encoder and puts the global one back, also when loading fails", async () => {
    const original = globalThis.TextEncoder;
    let made: TextEncoder | undefined;
    await loadReactWithKeptEncodings(async () => {
      made = new TextEncoder();
    });
    expect(made).toBeInstanceOf(KeptChunkEncoder);
    expect(globalThis.TextEncoder).toBe(original);
    await expect(
      loadReactWithKeptEncodings(async () => {
        throw new Error("no module");
      }),
    ).rejects.toThrow("no module");
    expect(globalThis.TextEncoder).toBe(original);
  });

  it("React's web-stream renderer, loaded so, encodes through it and writes the same page every time", async () => {
    const encode = vi.spyOn(KeptChunkEncoder.prototype, "encode");
    await loadReactWithKeptEncodings();
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
