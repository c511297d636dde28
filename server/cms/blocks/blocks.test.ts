import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { BLOCK_NAMES, parseBlock, parseBlocks, resolveBlocks } from ".";
import { sanitizeRichText } from "./fields";
import { context } from "./test-context";

const catalogue = JSON.parse(readFileSync("cms/_catalogue/en-GB.json", "utf8")) as { blocks: unknown[] };
describe("the block registry (issue 21 item 1)", () => {
  it("has at least 40 kinds, among them every kind SPEC §2 names", () => {
    expect(BLOCK_NAMES.length).toBeGreaterThanOrEqual(40);
    for (const name of [
      "Banner",
      "PromoBanner",
      "CategoryCards",
      "ProductListing",
      "BlogPosts",
      "Faq",
      "Newsletter",
      "ContactWebform",
      "TrustedPayments",
      "AppFooter",
      "PhoneNumber",
    ])
      expect(BLOCK_NAMES).toContain(name);
  });

  it("the catalogue example holds every kind once, and each is valid", () => {
    const parsed = catalogue.blocks.map(parseBlock);
    expect(parsed.filter((p) => !p.ok)).toEqual([]);
    expect(catalogue.blocks.map((b) => (b as { component: string }).component).sort()).toEqual(BLOCK_NAMES);
  });

  it("logs an invalid block with the content key and why, and keeps the others", () => {
    const warn = vi.fn();
    const blocks = parseBlocks(
      [
        { component: "Faq", heading: "Q", items: [{ question: "Why?", answer: "Because." }] },
        { component: "Faq", heading: "Q", items: [] },
        { component: "Marquee", text: "hi" },
        { component: "Notice", tone: "info", text: "x", colour: "red" },
        "text",
      ],
      "landing/de-DE",
      warn,
    );
    expect(blocks.map((b) => b.component)).toEqual(["Faq"]);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/^CMS: invalid block 1 \(Faq\) in landing\/de-DE: items: /),
      "CMS: invalid block 2 (Marquee) in landing/de-DE: unknown component",
      expect.stringMatching(/^CMS: invalid block 3 \(Notice\) in landing\/de-DE: .*colour/),
      "CMS: invalid block 4 (?) in landing/de-DE: not an object",
    ]);
  });

  it("refuses links a browser would take elsewhere or run, and images from other hosts", () => {
    const link = (href: string) =>
      parseBlock({ component: "LinkList", heading: "h", links: [{ label: "l", href }] }).ok;
    expect(link("/faq/")).toBe(true);
    expect(link("https://www.example.com/page")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/",
      "/\\evil.example",
      "http://x.example/",
      '/a"b',
      "data:text/html,x",
    ])
      expect(link(bad), bad).toBe(false);
    const image = (src: string) =>
      parseBlock({ component: "Banner", heading: "h", image: { src, alt: "a" } }).ok;
    expect(image("/images/categories/garden.svg")).toBe(true);
    expect(image("https://tracker.example/pixel.gif")).toBe(false);
    expect(
      parseBlock({
        component: "Faq",
        anchor: "Bad Id",
        heading: "h",
        items: [{ question: "q", answer: "a" }],
      }).ok,
    ).toBe(false);
  });

  it("sanitises rich text: scripts, handlers and javascript: links go, formatting and shop links stay", () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="/faq/" title="F&quot;">FAQ</a>',
      ),
    ).toBe('<p>Hi <strong>there</strong></p><a href>a</a><a href="/faq/" title="F&quot;">FAQ</a>');
  });
});

describe("resolving blocks for a market", () => {
  const parse = (raw: unknown[]) => parseBlocks(raw, "t/sk-SK");

  it("adds the products, prices and store data a block shows, and leaves out what has none", async () => {
    const views = await resolveBlocks(
      parse([
        { component: "ProductListing", heading: "New", tag: "new", limit: 1 },
        {
          component: "Comparison",
          heading: "C",
          skus: ["X1", "GONE", "Y2"],
          rows: [{ label: "Use", values: ["a", "b", "c"] }],
        },
        { component: "BankDetails", heading: "Bank" },
        { component: "FreeShipping" },
        { component: "PopularSearches", heading: "Searches" },
      ]),
      context({ popularSearches: async () => [] }),
      "t/sk-SK",
    );
    expect(views).toEqual([
      expect.objectContaining({
        component: "ProductListing",
        products: [expect.objectContaining({ sku: "A1", price: 30.09 })],
      }),
      // The missing product's column goes with its values.
      expect.objectContaining({ component: "Comparison", rows: [{ label: "Use", values: ["a", "c"] }] }),
      expect.objectContaining({
        component: "BankDetails",
        bank: expect.objectContaining({ iban: "SK00 1000" }),
      }),
      { component: "FreeShipping", threshold: { amount: 59, currency: "EUR" } },
    ]);
  });

  it("shows a countdown and a promotion until their end by the server's clock, then never", async () => {
    const raw = [
      { component: "Countdown", heading: "Sale", ends: "2026-11-30T00:00:00Z" },
      { component: "PromoBanner", heading: "Promo", ends: "2026-11-30T00:00:00Z" },
    ];
    const before = await resolveBlocks(parse(raw), context(), "t");
    expect(before.map((v) => v.component)).toEqual(["Countdown", "PromoBanner"]);
    expect(before[0]).toMatchObject({ secondsLeft: 3 * 86_400 + 14 * 3600 });
    const after = await resolveBlocks(parse(raw), context({ now: new Date("2026-11-30T00:00:00Z") }), "t");
    expect(after).toEqual([]);
  });

  it("offers only the payment marks the market has: no Multibanco outside Portugal", async () => {
    const [view] = await resolveBlocks(
      parse([
        { component: "TrustedPayments", heading: "Pay", methods: ["visa", "multibanco", "bank", "visa"] },
      ]),
      context(),
      "t",
    );
    expect(view).toMatchObject({ methods: ["visa", "bank"] });
  });

  it("leaves out a block whose data cannot be read, with a log line naming the content", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const views = await resolveBlocks(
      parse([
        { component: "ProductBlock", tag: "bestseller" },
        { component: "Quote", text: "t", author: "a" },
      ]),
      context({ productsByTag: () => Promise.reject(new Error("search down")) }),
      "home/sk-SK",
    );
    expect(views.map((v) => v.component)).toEqual(["Quote"]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("ProductBlock in home/sk-SK could not read its data"),
    );
    warn.mockRestore();
  });
});
