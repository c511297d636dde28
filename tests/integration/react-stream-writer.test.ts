/**
 * React's web-stream renderer as the shop patches it (patches/react-dom+18.3.1.patch, decision 0088):
 * strings are joined and encoded once per flush instead of one `TextEncoder#encode` per string
 * copied into 512-byte views. The bytes must be React's own: each render here is compared with the
 * package's unpatched UMD build of the same renderer (react-dom/umd, which the patch does not touch),
 * for the production build the server and the edge load and the development build tests and
 * `npm run dev` load.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h, type ReactNode, Suspense } from "react";
import { describe, expect, it } from "vitest";

type Render = (
  node: ReactNode,
  options?: { nonce?: string; bootstrapScriptContent?: string; bootstrapModules?: string[] },
) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;

const require = createRequire(import.meta.url);
/** A file of the installed react-dom by its path in the package (its `exports` name none of these). */
const PACKAGE = path.dirname(require.resolve("react-dom/package.json"));
const load = (file: string) =>
  (require(path.join(PACKAGE, file)) as { renderToReadableStream: Render }).renderToReadableStream;
/** Each patched build beside the package's unpatched UMD build of the same kind. */
const builds: [string, Render, Render][] = [
  [
    "production",
    load("cjs/react-dom-server.browser.production.min.js"),
    load("umd/react-dom-server.browser.production.min.js"),
  ],
  [
    "development",
    load("cjs/react-dom-server.browser.development.js"),
    load("umd/react-dom-server.browser.development.js"),
  ],
];

/** The stream's chunks, as they were enqueued, and its text. */
async function read(render: Render, node: () => ReactNode, options?: Parameters<Render>[1]) {
  const chunks: Uint8Array[] = [];
  const stream = await render(node(), options);
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  return { chunks, bytes, text: bytes.toString("utf8") };
}

/** Text that crosses both the old 512-byte views and the new 16,384-unit flush with multi-byte characters. */
const MIXED = ["ä", "ß", "€", "Ω", "ş", "😀", "\u{1F1E9}\u{1F1EA}", "<&>\"'", "\u2028"];
function mixedText(length: number, seed: number): string {
  let text = "";
  for (let i = 0; text.length < length; i++) text += i % 7 === seed % 7 ? MIXED[i % MIXED.length] : "x";
  return text;
}

/** A page like the shop's: a head, many attributed elements and texts, a big inline JSON, a long text. */
function page(): ReactNode {
  const items = Array.from({ length: 400 }, (_, i) =>
    h(
      "li",
      { key: i, className: `item item--${i % 5}`, "data-sku": `EX${10000000 + i}`, style: { order: i } },
      h(
        "a",
        { href: `/produkt-${i}?q=Schweißgerät&x=<${i}>` },
        `Produkt ${i} – Größe ${mixedText(i % 40, i)}`,
      ),
      " ",
      h("span", { "aria-label": `Preis ${i},99 €` }, `${i},99 €`),
    ),
  );
  return h(
    "html",
    { lang: "de" },
    h("head", null, h("title", null, "Kontaktgrill – Ωmega 😀"), h("meta", { charSet: "utf-8" })),
    h(
      "body",
      null,
      h("ul", null, items),
      h("script", {
        type: "application/json",
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own JSON, as the translations script renders it
        dangerouslySetInnerHTML: { __html: JSON.stringify({ words: mixedText(25_000, 3) }) },
      }),
      h("p", null, mixedText(40_000, 5)),
      h("input", { defaultValue: mixedText(300, 1), name: "q" }),
    ),
  );
}

/** A boundary that suspends until its own promise settles: a second flush after the shell. */
function suspended(): () => ReactNode {
  let settled = false;
  const ready = new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => {
    settled = true;
  });
  function Late() {
    if (!settled) throw ready;
    return h("section", null, h("h2", null, "Später geladen"), h("p", null, mixedText(20_000, 2)));
  }
  return () =>
    h(
      "div",
      null,
      h("p", null, "Sofort: Größe ß"),
      h(Suspense, { fallback: h("p", null, "Lädt…") }, h(Late)),
      h("p", null, mixedText(600, 4)),
    );
}

describe.each(builds)("React's web-stream renderer, patched (%s build)", (_, render, unpatched) => {
  it("writes the bytes React's own writer writes, for a page of 400 items and 90,000 characters", async () => {
    const options = {
      nonce: "abc123==",
      bootstrapScriptContent: "window.x = '<ä>';",
      bootstrapModules: ["/a.js"],
    };
    const theirs = await read(unpatched, page, options);
    const ours = await read(render, page, options);
    expect(ours.bytes.length).toBeGreaterThan(100_000);
    expect(ours.bytes.equals(theirs.bytes)).toBe(true);
    // One encode per 16,384 units or per flush instead of a 512-byte view per few strings.
    expect(theirs.chunks.length).toBeGreaterThan(150);
    expect(ours.chunks.length).toBeLessThan(15);
  });

  it("writes a multi-byte character at every position around the flush bound whole", async () => {
    for (let length = 16_380; length <= 16_390; length++) {
      for (const character of ["ä", "€", "😀"]) {
        const node = () => h("p", null, `${"x".repeat(length)}${character}${"y".repeat(600)}`);
        const ours = await read(render, node);
        expect(ours.bytes.equals((await read(unpatched, node)).bytes), `${length} ${character}`).toBe(true);
        expect(ours.text).not.toContain("\uFFFD");
        expect(ours.text).not.toContain("\0");
      }
    }
  });

  it("streams a suspended boundary after the shell, as React's own writer does", async () => {
    const theirs = await read(unpatched, suspended());
    const ours = await read(render, suspended());
    expect(ours.bytes.equals(theirs.bytes)).toBe(true);
    const shell = Buffer.from(ours.chunks[0] ?? new Uint8Array()).toString("utf8");
    expect(shell).toContain("Lädt…");
    expect(shell).not.toContain("Später geladen");
    expect(ours.text).toContain("Später geladen");
  });

  it("leaves nothing of a cancelled render in the next (the pending text is the module's, as React's view was)", async () => {
    // A visitor who leaves: the body is cancelled while a boundary is pending, React aborts and
    // writes its client-render script into a stream that no longer takes it.
    const never = new Promise<never>(() => {});
    function Pending(): ReactNode {
      throw never;
    }
    const node = () => h("div", null, h(Suspense, { fallback: h("p", null, "Lädt…") }, h(Pending)));
    const stream = await render(node(), { nonce: "VISITOR-A-NONCE" });
    const reader = stream.getReader();
    expect(Buffer.from((await reader.read()).value ?? []).toString("utf8")).toContain("Lädt…");
    await reader.cancel().catch(() => undefined);
    const nextPage = () => h("p", null, "Die nächste Anfrage");
    const next = await read(render, nextPage);
    expect(next.text).toBe("<p>Die nächste Anfrage</p>");
    expect(next.bytes.equals((await read(unpatched, nextPage)).bytes)).toBe(true);
  });

  it("leaves nothing of one render in the next (the pending text is the module's, as React's view was)", async () => {
    const [first, second] = await Promise.all([read(render, suspended()), read(render, page)]);
    expect(first.bytes.equals((await read(unpatched, suspended())).bytes)).toBe(true);
    expect(second.bytes.equals((await read(unpatched, page)).bytes)).toBe(true);
  });
});
