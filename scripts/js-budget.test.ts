import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { JS_BUDGETS_KB, JS_CEILINGS_KB, PAGE_KINDS } from "../config/performance";
import {
  type BrowserManifest,
  kindScripts,
  measurePages,
  PAGE_ROUTES,
  pageFigures,
  pageScripts,
  readClientBuild,
} from "./js-budget";

/** A manifest shaped as Remix writes it: root, the catch-all route and a nested account route. */
const manifest: BrowserManifest = {
  url: "/build/manifest-AB12.js",
  entry: {
    module: "/build/entry.client-E.js",
    imports: ["/build/_shared/react-R.js", "/build/_shared/zod-Z.js"],
  },
  routes: {
    root: {
      id: "root",
      module: "/build/root-1.js",
      imports: ["/build/_shared/react-R.js", "/build/_shared/ui-U.js"],
    },
    "routes/$": {
      id: "routes/$",
      parentId: "root",
      module: "/build/routes/$-2.js",
      imports: ["/build/_shared/ui-U.js"],
    },
    "routes/account": { id: "routes/account", parentId: "root", module: "/build/routes/account-3.js" },
    "routes/account.profile": {
      id: "routes/account.profile",
      parentId: "routes/account",
      module: "/build/routes/account.profile-4.js",
      imports: ["/build/_shared/forms-F.js"],
    },
  },
};

describe("the scripts a page loads (issue 20 item 1)", () => {
  it("are the manifest, the entry with its imports, then each route from the root, every file once", () => {
    expect(pageScripts(manifest, "routes/$")).toEqual([
      "/build/manifest-AB12.js",
      "/build/entry.client-E.js",
      "/build/_shared/react-R.js",
      "/build/_shared/zod-Z.js",
      "/build/root-1.js",
      "/build/_shared/ui-U.js",
      "/build/routes/$-2.js",
    ]);
    expect(pageScripts(manifest, "routes/account.profile").slice(-4)).toEqual([
      "/build/_shared/ui-U.js",
      "/build/routes/account-3.js",
      "/build/routes/account.profile-4.js",
      "/build/_shared/forms-F.js",
    ]);
  });

  it("refuses a route the build does not have, so a renamed route cannot drop a page from the check", () => {
    expect(() => pageScripts(manifest, "routes/gone")).toThrow(/no route routes\/gone/);
  });

  it("names a route for every page kind, and budgets and ceilings for every one", () => {
    expect(Object.keys(PAGE_ROUTES).sort()).toEqual([...PAGE_KINDS].sort());
    expect(JS_BUDGETS_KB).toMatchObject({ product: 90, home: 85, category: 85, search: 85, cart: 95 });
    for (const kind of PAGE_KINDS) expect(JS_CEILINGS_KB[kind]).toBeGreaterThanOrEqual(JS_BUDGETS_KB[kind]);
  });
});

describe("a page's figures against its budget and ceiling", () => {
  const sizeOf = (url: string) => ({ url, raw: 10_000, gzip: 4_000 });
  const limits = (kB: number) =>
    Object.fromEntries(PAGE_KINDS.map((kind) => [kind, kB])) as typeof JS_BUDGETS_KB;

  it("adds up every script of the page", () => {
    const page = pageFigures(manifest, "category", sizeOf, { budgets: limits(28), ceilings: limits(30) });
    expect(page).toMatchObject({ raw: 70_000, gzip: 28_000, withinBudget: true, overCeiling: false });
    expect(page.scripts).toHaveLength(7);
  });

  it("is over budget one byte above it, and fails above the ceiling", () => {
    const page = pageFigures(manifest, "category", sizeOf, {
      budgets: limits(27.999),
      ceilings: limits(27.999),
    });
    expect(page).toMatchObject({ gzip: 28_000, withinBudget: false, overCeiling: true });
  });
});

describe("reading a client build from disk", () => {
  it("finds the manifest by the build's version and measures each script's gzip bytes", () => {
    const root = mkdtempSync(join(tmpdir(), "js-budget-"));
    mkdirSync(join(root, "build"));
    mkdirSync(join(root, "public/build/_shared"), { recursive: true });
    mkdirSync(join(root, "public/build/routes"));
    writeFileSync(join(root, "build/version.txt"), "ab12");
    writeFileSync(
      join(root, "public/build/manifest-AB12.js"),
      `window.__remixManifest=${JSON.stringify(manifest)};`,
    );
    // The manifest is itself one of the page's scripts; the others get a body of their own.
    for (const url of pageScripts(manifest, "routes/$").slice(1))
      writeFileSync(join(root, "public", url), `export const f = "${url.repeat(50)}";`);
    // The product page's chunk (decision 0077) imports a file the route loads anyway and one of its own.
    writeFileSync(
      join(root, "build/metafile.js.json"),
      JSON.stringify({
        outputs: {
          "public/build/_shared/ProductPage-P.js": {
            entryPoint: "app/components/product/ProductPage.tsx",
            imports: [
              { path: "public/build/_shared/ui-U.js", kind: "import-statement" },
              { path: "public/build/_shared/buy-box-B.js", kind: "import-statement" },
            ],
          },
          "public/build/_shared/buy-box-B.js": { imports: [] },
          "public/build/_shared/CategoryPage-C.js": {
            entryPoint: "app/components/pages/CategoryPage.tsx",
            imports: [{ path: "public/build/_shared/ui-U.js", kind: "import-statement" }],
          },
        },
      }),
    );
    const { sizeOf, chunks } = readClientBuild(root);
    expect(chunks).toEqual({
      product: ["/build/_shared/ProductPage-P.js", "/build/_shared/buy-box-B.js"],
      category: ["/build/_shared/CategoryPage-C.js"],
    });
    expect(kindScripts(manifest, "product", chunks).slice(-3)).toEqual([
      "/build/routes/$-2.js",
      "/build/_shared/ProductPage-P.js",
      "/build/_shared/buy-box-B.js",
    ]);
    expect(kindScripts(manifest, "content", chunks).at(-1)).toBe("/build/routes/$-2.js");
    const entry = `export const f = "${"/build/entry.client-E.js".repeat(50)}";`;
    expect(sizeOf("/build/entry.client-E.js")).toEqual({
      url: "/build/entry.client-E.js",
      raw: entry.length,
      gzip: gzipSync(entry).length,
    });
    // The fixture has only the catch-all route: the other page kinds' routes are missing.
    expect(() => measurePages(root)).toThrow(/no route routes\/_index/);
  });

  it("says to build first when there is no build", () => {
    expect(() => readClientBuild(mkdtempSync(join(tmpdir(), "js-budget-empty-")))).toThrow(/npm run build/);
  });
});
