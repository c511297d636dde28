import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0048: the browser translates only the namespaces the matched routes declare in
 * `handle.i18n` (root first); a namespace a rendered component reads but no route declares shows raw
 * keys after hydration. Every route that renders CMS blocks must declare what the block components
 * (and the product cards and post teasers they show) read.
 */
const read = (file: string) => readFileSync(file, "utf8");
const namespacesRead = (source: string) =>
  [...source.matchAll(/useTranslation\("([a-z-]+)"\)/g)].map((m) => m[1] as string);
const declared = (source: string) => {
  const list = /export const handle = \{[^}]*i18n: \[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return [...list.matchAll(/"([a-z-]+)"/g)].map((m) => m[1] as string);
};

const BLOCKS_DIR = "app/components/cms/blocks";
const componentFiles = [
  ...readdirSync(BLOCKS_DIR)
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => path.join(BLOCKS_DIR, f)),
  "app/components/cms/BlogPosts.tsx",
  "app/components/listing/ProductCard.tsx",
];
const ROUTES_WITH_BLOCKS = ["app/routes/_index.tsx", "app/routes/$.tsx", "app/routes/[__cms].catalogue.tsx"];

describe("routes that render CMS blocks declare the blocks' namespaces (decision 0048)", () => {
  const used = new Set(componentFiles.flatMap((file) => namespacesRead(read(file))));
  const root = declared(read("app/root.tsx"));

  it("finds the namespaces the block components read", () => {
    expect([...used].sort()).toEqual(expect.arrayContaining(["cms", "listing", "pages"]));
  });

  for (const route of ROUTES_WITH_BLOCKS)
    it(route, () => {
      const source = read(route);
      expect(source).toContain("<CmsBlocks");
      const available = new Set([...root, ...declared(source)]);
      expect([...used].filter((ns) => !available.has(ns))).toEqual([]);
    });
});
