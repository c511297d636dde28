import { describe, expect, it } from "vitest";
import { forbiddenInPages, forbiddenOutsidePages } from "./client-packages";
import type { PageFigures } from "./js-budget";

const page = (kind: PageFigures["kind"], urls: string[]) =>
  ({ kind, scripts: urls.map((url) => ({ url, raw: 1, gzip: 1 })) }) as unknown as PageFigures;

const inputs = (...paths: [string, number][]) => ({
  inputs: Object.fromEntries(paths.map(([path, bytesInOutput]) => [path, { bytesInOutput }])),
});

describe("what must not come back into a page's scripts (decisions 0045, 0048)", () => {
  const metafile = {
    outputs: {
      "public/build/_shared/a.js": inputs(
        ["../main/node_modules/react-i18next/dist/es/useTranslation.js", 900],
        ["app/lib/lazy-form.ts", 3000],
      ),
      "public/build/_shared/b.js": inputs(
        ["node_modules/i18next/dist/esm/i18next.js", 48000],
        ["node_modules/zod/v4/locales/de.js", 2000],
      ),
      "public/build/_shared/c.js": inputs(["node_modules/@conform-to/zod/dist/v4/coercion.mjs", 0]),
      "public/build/_shared/d.js": inputs(["app/components/cart/CartContents.tsx", 1500]),
      "public/build/_shared/e.js": inputs(["../main/node_modules/zod/v4/classic/schemas.js", 5000]),
      "public/build/_shared/f.js": inputs(["empty-module:~/lib/routes.server", 31]),
      "public/build/_shared/g.js": inputs(["empty-module:../lib/tracking.server", 31]),
      "public/build/_shared/h.js": inputs(["app/components/product/ProductPage.tsx", 9000]),
      "public/build/_shared/i.js": inputs(["app/components/pages/CategoryPage.tsx", 900]),
      "public/build/_shared/j.js": inputs(["../main/node_modules/@conform-to/dom/dist/form.mjs", 9000]),
      "public/build/_shared/k.js": inputs(["../main/node_modules/@conform-to/react/dist/helpers.mjs", 1900]),
      "public/build/_shared/l.js": inputs(
        ["../main/node_modules/zod/v4/locales/en.js", 300],
        ["../main/node_modules/zod/v4/mini/schemas.js", 3700],
        ["../main/node_modules/zod/v4/core/schemas.js", 16000],
        ["config/zod-mini.ts", 80],
      ),
    },
  };

  it("passes react-i18next and the lazy form hook", () => {
    expect(forbiddenInPages(metafile, [page("home", ["/build/_shared/a.js"])])).toEqual([]);
  });

  it("names zod/mini on a page that loads it: config tables are plain objects (decision 0081)", () => {
    expect(
      forbiddenInPages(metafile, [page("category", ["/build/_shared/a.js", "/build/_shared/l.js"])]),
    ).toEqual([
      "category: zod (zod/mini included): config tables are plain typed objects checked by config/schemas/tables.test.ts; form schemas load with a form's checks on first use (decision 0081)",
    ]);
  });

  it("names i18next and the whole of zod on the page that loads them, with the decision", () => {
    const found = forbiddenInPages(metafile, [
      page("home", ["/build/_shared/a.js"]),
      page("product", ["/build/_shared/a.js", "/build/_shared/b.js", "/build/_shared/c.js"]),
    ]);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^product: i18next: .*decision 0048\)$/);
    expect(found[1]).toMatch(/^product: zod \(zod\/mini included\)/);
  });

  it("names conform's engine or its React layer on a page that loads them (decision 0081)", () => {
    const found = forbiddenInPages(metafile, [
      page("sign-in", ["/build/_shared/j.js"]),
      page("home", ["/build/_shared/k.js"]),
    ]);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^sign-in: conform's form engine .*decision 0081\)$/);
    expect(found[1]).toMatch(/^home: conform's form engine/);
  });

  it("names classic zod on a page that loads it once, as zod (a config module building a classic schema)", () => {
    expect(forbiddenInPages(metafile, [page("sign-in", ["/build/_shared/e.js"])])).toEqual([
      "sign-in: zod (zod/mini included): config tables are plain typed objects checked by config/schemas/tables.test.ts; form schemas load with a form's checks on first use (decision 0081)",
    ]);
  });

  it("names a page with more than one .server stand-in, and passes one shared by every page", () => {
    const pages = [
      page("home", ["/build/_shared/f.js"]),
      page("product", ["/build/_shared/f.js", "/build/_shared/g.js"]),
    ];
    expect(forbiddenInPages(metafile, pages)).toEqual([
      'product: 2 .server modules (~/lib/routes.server, ../lib/tracking.server): browser modules import server code from "~/lib/routes.server" only, one empty module per page (decision 0071)',
    ]);
  });

  it("lets the cart page, and only it, load the cart's contents with its HTML", () => {
    const pages = [page("cart", ["/build/_shared/d.js"]), page("home", ["/build/_shared/d.js"])];
    expect(forbiddenInPages(metafile, pages)).toEqual([
      "home: the cart's contents (app/components/cart/CartContents.tsx): the cart sidebar loads them when it first opens (decision 0048)",
    ]);
  });

  it("lets each catch-all kind's page, and only it, load that kind's chunk (decision 0077)", () => {
    const pages = [
      page("product", ["/build/_shared/h.js"]),
      page("category", ["/build/_shared/i.js", "/build/_shared/h.js"]),
      page("content", ["/build/_shared/i.js"]),
    ];
    expect(forbiddenInPages(metafile, pages)).toEqual([
      "category: the product page (app/components/product/ProductPage.tsx): the catch-all route loads it as the product kind's chunk, on product pages only (decision 0077)",
      "content: the category page (app/components/pages/CategoryPage.tsx): the catch-all route loads it as the category kind's chunk, on category pages only (decision 0077)",
    ]);
  });
});

describe("zod and conform's engine only in the form engine's chunks, in every output (decision 0081)", () => {
  const metafile = {
    outputs: {
      "public/build/root.js": {
        ...inputs(["app/root.tsx", 4000]),
        imports: [{ path: "public/build/_shared/form-engine.js", kind: "dynamic-import" }],
      },
      "public/build/_shared/form-engine.js": {
        ...inputs(
          ["app/lib/form-engine.ts", 900],
          ["../main/node_modules/@conform-to/dom/dist/form.mjs", 9000],
        ),
        imports: [
          { path: "public/build/_shared/schemas.js", kind: "import-statement" },
          { path: "public/build/_shared/zod.js", kind: "import-statement" },
        ],
      },
      "public/build/_shared/schemas.js": {
        ...inputs(["config/forms.ts", 3000], ["config/zod-mini.ts", 80]),
        imports: [{ path: "public/build/_shared/zod.js", kind: "import-statement" }],
      },
      "public/build/_shared/zod.js": inputs(["../main/node_modules/zod/v4/core/schemas.js", 16000]),
      "public/build/routes/($lang).newsletter.js": inputs(["app/routes/($lang).newsletter.tsx", 2000]),
    },
  };

  it("passes zod and the engine in the form engine's chunk and the chunks only it imports", () => {
    expect(forbiddenOutsidePages(metafile, [page("home", ["/build/root.js"])])).toEqual([]);
  });

  it("names a route without a measured page that imports a form schema itself (consent, newsletter…)", () => {
    const withSchema = {
      outputs: {
        ...metafile.outputs,
        "public/build/routes/($lang).newsletter.js": {
          ...inputs(["app/routes/($lang).newsletter.tsx", 2000], ["config/newsletter-form.ts", 300]),
          imports: [{ path: "public/build/_shared/zod.js", kind: "import-statement" }],
        },
      },
    };
    expect(forbiddenOutsidePages(withSchema, [page("home", ["/build/root.js"])])).toEqual([
      "public/build/_shared/zod.js: zod (zod/mini included): config tables are plain typed objects checked by config/schemas/tables.test.ts; form schemas load with a form's checks on first use (decision 0081)",
    ]);
  });

  it("leaves a measured page's scripts to forbiddenInPages", () => {
    const route = "public/build/routes/($lang).newsletter.js";
    const withMini = { outputs: { ...metafile.outputs, [route]: inputs(["config/zod-mini.ts", 80]) } };
    expect(forbiddenOutsidePages(withMini, [page("home", ["/build/routes/($lang).newsletter.js"])])).toEqual(
      [],
    );
    expect(forbiddenOutsidePages(withMini, [])).toHaveLength(1);
  });
});
