/**
 * Adyen Web stays out of every page's initial bundle (decisions 0031, 0032): the storefront's sources
 * reach it only through its one lazy loader, and the Drop-in's module only by dynamic import. Reads
 * app/ from disk, so it lives here, not beside the (edge-clean) components.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("Adyen Web in the client code", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")
          ? [path.join(dir, entry.name)]
          : [],
    );
  const sources = files("app").map((file) => ({ file, text: readFileSync(file, "utf8") }));

  it("is loaded by its one lazy loader only, with a dynamic import", () => {
    const packageImport = /(?:from\s+|import\(\s*)["']@adyen\/adyen-web["']/;
    expect(sources.filter(({ text }) => packageImport.test(text)).map((s) => s.file)).toEqual([
      path.join("app", "lib", "adyen-web.client.ts"),
    ]);
    expect(sources.some(({ text }) => /from\s+["']@adyen\/adyen-web["']/.test(text))).toBe(false);
  });

  it("and the Drop-in's module is reached by dynamic import only, from the Drop-in", () => {
    expect(sources.filter(({ text }) => /from\s+["'][^"']*adyen-drop-in\.client["']/.test(text))).toEqual([]);
    const dynamic = sources.filter(({ text }) =>
      /import\(\s*["'][^"']*adyen-drop-in\.client["']\s*\)/.test(text),
    );
    expect(dynamic.map((s) => s.file)).toEqual([path.join("app", "components", "checkout", "DropIn.tsx")]);
  });
});
