import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { CHUNKED_PAGE_MODULES, pageChunksFrom } from "./page-chunks";

/** A client build: root and the catch-all route, and the two kinds' chunks with their imports. */
const manifest = {
  entry: { module: "/build/entry.client-E.js", imports: ["/build/_shared/react-R.js"] },
  routes: {
    root: { module: "/build/root-1.js", imports: ["/build/_shared/react-R.js", "/build/_shared/card-C.js"] },
    "routes/$": { parentId: "root", module: "/build/routes/$-2.js", imports: ["/build/_shared/blocks-K.js"] },
  },
};
const statement = (path: string) => ({ path: `public/build/${path}`, kind: "import-statement" });
const metafile = {
  outputs: {
    "public/build/_shared/ProductPage-P.js": {
      entryPoint: CHUNKED_PAGE_MODULES.product,
      imports: [
        statement("_shared/card-C.js"),
        statement("_shared/reviews-V.js"),
        // Loaded later by the page's own code (the anchors, a stylesheet): not the kind's chunk.
        { path: "public/build/_shared/anchors-A.js", kind: "dynamic-import" },
        { path: "public/build/_assets/product-S.css", kind: "file-loader" },
      ],
    },
    "public/build/_shared/reviews-V.js": {
      imports: [statement("_shared/pagination-G.js"), statement("_shared/react-R.js")],
    },
    "public/build/_shared/pagination-G.js": { imports: [statement("_shared/react-R.js")] },
    "public/build/_shared/CategoryPage-L.js": {
      entryPoint: CHUNKED_PAGE_MODULES.category,
      imports: [statement("_shared/pagination-G.js"), statement("_shared/blocks-K.js")],
    },
  },
};

describe("the scripts a page kind's chunk brings (decision 0077)", () => {
  it("are the chunk and what it imports statically, transitively, without what the route's page loads", () => {
    expect(pageChunksFrom(metafile, manifest)).toEqual({
      product: [
        "/build/_shared/ProductPage-P.js",
        "/build/_shared/reviews-V.js",
        "/build/_shared/pagination-G.js",
      ],
      category: ["/build/_shared/CategoryPage-L.js", "/build/_shared/pagination-G.js"],
    });
  });

  it("are refused for a kind the build has no chunk of: a moved module fails check:js and build:edge", () => {
    expect(() => pageChunksFrom({ outputs: {} }, manifest)).toThrow(
      /no chunk of the product page: app\/components\/product\/ProductPage\.tsx/,
    );
    const { "public/build/_shared/CategoryPage-L.js": _moved, ...outputs } = metafile.outputs;
    expect(() => pageChunksFrom({ outputs }, manifest)).toThrow(/no chunk of the category page/);
  });
});

describe("the modules named as the kinds' entry points (decision 0077)", () => {
  it("are the modules the browser's loaders import, one per kind", () => {
    const loaders = "app/components/pages/page-kinds.tsx";
    const source = readFileSync(loaders, "utf8");
    const imported = Object.fromEntries(
      [...source.matchAll(/^\s*(\w+): \(\) => import\("([^"]+)"\)/gm)].map(([, kind, specifier]) => [
        kind,
        `${posix.join(posix.dirname(loaders), specifier ?? "")}.tsx`,
      ]),
    );
    expect(imported).toEqual(CHUNKED_PAGE_MODULES);
  });
});
