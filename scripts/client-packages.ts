/**
 * What must never reach a page's scripts again (issue 20 item 1), checked by `npm run check:js` over
 * the esbuild metafile of the client build (build/metafile.js.json): each entry names the decision
 * that took it out, so a change that brings it back fails with the reason instead of a few kB more.
 */

import type { PageKind } from "../config/performance";
import { packageOf } from "./edge/bundle-check";
import type { PageFigures } from "./js-budget";

export interface ClientMetafile {
  outputs: Record<
    string,
    {
      inputs: Record<string, { bytesInOutput: number }>;
      imports?: readonly { path: string; kind: string }[];
    }
  >;
}

export interface ClientRule {
  name: string;
  matches: (input: string) => boolean;
  why: string;
  /** Page kinds that show it at once and may load it with their HTML. */
  except?: readonly PageKind[];
  /**
   * Checked in every output of the client build, not only the measured pages' scripts: it may be
   * only in the form engine's chunk and the chunks only that chunk imports (decision 0081).
   */
  formEngineOnly?: true;
}

export const CLIENT_FORBIDDEN: readonly ClientRule[] = [
  {
    name: "i18next",
    matches: (input) => packageOf(input) === "i18next",
    why: "the browser translates with app/lib/translator.ts over the embedded strings (decision 0048)",
  },
  {
    name: "i18next-http-backend",
    matches: (input) => packageOf(input) === "i18next-http-backend",
    why: "translation files are read by app/lib/locale-files.ts (decision 0045)",
  },
  {
    name: "@conform-to/zod",
    matches: (input) => packageOf(input) === "@conform-to/zod",
    why: "the browser checks forms with checkForm, app/lib/form-check.ts (decision 0045)",
  },
  {
    // The config tables are plain objects; schemas are built only where forms are checked.
    name: "zod (zod/mini included)",
    matches: (input) => packageOf(input) === "zod" || input === "config/zod-mini.ts",
    why: "config tables are plain typed objects checked by config/schemas/tables.test.ts; form schemas load with a form's checks on first use (decision 0081)",
    formEngineOnly: true,
  },
  {
    // The engine (and the schemas and checkForm with it) load when a form is first used.
    name: "conform's form engine (@conform-to/dom, @conform-to/react)",
    matches: (input) => /^@conform-to\/(?:dom|react)$/.test(packageOf(input) ?? ""),
    why: "forms load their checks on first focus, input or submit, app/lib/lazy-form.ts (decision 0081)",
    formEngineOnly: true,
  },
  {
    name: "the cart's contents (app/components/cart/CartContents.tsx)",
    matches: (input) => input === "app/components/cart/CartContents.tsx",
    why: "the cart sidebar loads them when it first opens (decision 0048)",
    except: ["cart"],
  },
  {
    name: "the product page (app/components/product/ProductPage.tsx)",
    matches: (input) => input === "app/components/product/ProductPage.tsx",
    why: "the catch-all route loads it as the product kind's chunk, on product pages only (decision 0077)",
    except: ["product"],
  },
  {
    name: "the category page (app/components/pages/CategoryPage.tsx)",
    matches: (input) => input === "app/components/pages/CategoryPage.tsx",
    why: "the catch-all route loads it as the category kind's chunk, on category pages only (decision 0077)",
    except: ["category"],
  },
];

/**
 * The browser build's stand-ins for `.server` modules (Remix's empty-modules plugin, one per import
 * specifier): each is an empty CommonJS module, and one shared by several routes a chunk of its own.
 */
const EMPTY_MODULE = "empty-module:";

/** The module `lazy-form.ts` imports dynamically when a form is first used (decision 0081). */
const FORM_ENGINE = "app/lib/form-engine.ts";

const inputsOf = (metafile: ClientMetafile, output: string) =>
  Object.entries(metafile.outputs[output]?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input]) => input);

/**
 * The form engine's chunk and the outputs that only it (or outputs already in the set) imports:
 * what loads only once a form is first used.
 */
function formEngineOutputs(metafile: ClientMetafile): Set<string> {
  const outputs = Object.keys(metafile.outputs);
  const lazy = new Set<string>();
  const importers = new Map<string, string[]>();
  for (const [output, { inputs, imports }] of Object.entries(metafile.outputs)) {
    if (FORM_ENGINE in inputs) lazy.add(output);
    for (const { path } of imports ?? []) importers.set(path, [...(importers.get(path) ?? []), output]);
  }
  for (let grown = true; grown; ) {
    grown = false;
    for (const output of outputs) {
      const by = importers.get(output) ?? [];
      if (!lazy.has(output) && by.length > 0 && by.every((importer) => lazy.has(importer))) {
        lazy.add(output);
        grown = true;
      }
    }
  }
  return lazy;
}

/**
 * "page kind: name: why" for each forbidden thing with code in one of the page's scripts, and for a
 * page whose scripts hold more than one `.server` stand-in (decision 0071).
 */
export function forbiddenInPages(metafile: ClientMetafile, pages: readonly PageFigures[]): string[] {
  const found: string[] = [];
  for (const page of pages) {
    const inputs = page.scripts.flatMap((script) => inputsOf(metafile, `public${script.url}`));
    for (const rule of CLIENT_FORBIDDEN) {
      if (!rule.except?.includes(page.kind) && inputs.some(rule.matches))
        found.push(`${page.kind}: ${rule.name}: ${rule.why}`);
    }
    const standIns = [...new Set(inputs.filter((input) => input.startsWith(EMPTY_MODULE)))];
    if (standIns.length > 1)
      found.push(
        `${page.kind}: ${standIns.length} .server modules (${standIns.map((input) => input.slice(EMPTY_MODULE.length)).join(", ")}): ` +
          'browser modules import server code from "~/lib/routes.server" only, one empty module per page (decision 0071)',
      );
  }
  return found;
}

/**
 * "output: name: why" for a form-engine-only thing in any output of the build outside the measured
 * pages' scripts (a route without a measured page, a shared chunk) and outside the form engine's
 * chunks (decision 0081). The pages' own scripts are forbiddenInPages' to name.
 */
export function forbiddenOutsidePages(metafile: ClientMetafile, pages: readonly PageFigures[]): string[] {
  const found: string[] = [];
  const inPages = new Set(pages.flatMap((page) => page.scripts.map((script) => `public${script.url}`)));
  const lazy = formEngineOutputs(metafile);
  for (const output of Object.keys(metafile.outputs)) {
    if (inPages.has(output) || lazy.has(output)) continue;
    const inputs = inputsOf(metafile, output);
    for (const rule of CLIENT_FORBIDDEN) {
      if (rule.formEngineOnly && inputs.some(rule.matches))
        found.push(`${output}: ${rule.name}: ${rule.why}`);
    }
  }
  return found;
}
