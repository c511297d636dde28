/**
 * When the payment step reaches the Drop-in's mount code (issue 19.5): only with JavaScript, for the
 * card, while the cart can be ordered; and Adyen Web only through the one dynamic import, so no
 * page's initial bundle holds it (the gpay branch's loader joins the same module).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dropInWanted } from "./DropIn";

describe("dropInWanted", () => {
  it("mounts for the card with JavaScript running and an orderable cart only", () => {
    expect(dropInWanted({ hydrated: true, selected: "card", blocked: false })).toBe(true);
    expect(dropInWanted({ hydrated: false, selected: "card", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "cod", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "bank", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "multibanco", blocked: false })).toBe(false);
    expect(dropInWanted({ hydrated: true, selected: "card", blocked: true })).toBe(false);
  });
});

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
