/**
 * The scripts each page kind loads, read from the current client build, and their sizes against the
 * budgets of config/performance.ts (issue 20 item 1, decision 0045). Shared by `npm run bench:js`
 * (prints) and `npm run check:js` (fails over budget).
 *
 * A page's scripts are what Remix's `<Scripts>` puts into its HTML: the manifest module, the entry
 * and its imports, and for each route the URL matches (root first) the route module and its
 * imports, every file once; then, for a product or category page, the chunk of its kind that the
 * page preloads and loads before it hydrates (decision 0077), with the files that chunk imports. They
 * are read from the manifest and the metafile the build wrote, not from a running server: the result
 * is the same, and bytes need no database, no ports and no timing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { JS_BUDGETS_KB, JS_CEILINGS_KB, PAGE_KINDS, type PageKind } from "../config/performance";
import {
  type ChunkedPageKind,
  type ChunkMetafile,
  type PageChunks,
  pageChunksFrom,
  parseManifestScript,
  routeChain,
} from "../server/http/page-chunks";
import { CLIENT_METAFILE } from "../server/node/page-chunks";

/** The part of Remix's browser manifest (`window.__remixManifest`) read here. */
export interface BrowserManifest {
  url: string;
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

/**
 * The route that answers each page kind, and a page of that kind in the demo shop (country, path).
 * Category, product and content pages all are the catch-all route (`$.tsx` resolves the path, SPEC
 * §2); category and product pages add their kind's chunk (`chunk`, decision 0077). The cart and
 * checkout pages need a cart to show.
 */
export const PAGE_ROUTES: Readonly<
  Record<PageKind, { route: string; country: string; path: string; chunk?: ChunkedPageKind }>
> = {
  home: { route: "routes/_index", country: "de", path: "/" },
  category: { route: "routes/$", country: "de", path: "/werkstatt/", chunk: "category" },
  search: { route: "routes/($lang).search", country: "de", path: "/search?q=Grill" },
  product: {
    route: "routes/$",
    country: "de",
    path: "/mirota-kontaktgrill-mi-1788-10000008",
    chunk: "product",
  },
  content: { route: "routes/$", country: "gb", path: "/faq/" },
  cart: { route: "routes/($lang).checkout.cart", country: "de", path: "/checkout/cart" },
  "checkout-addresses": {
    route: "routes/($lang).checkout.addresses",
    country: "de",
    path: "/checkout/addresses",
  },
  "sign-in": { route: "routes/($lang).login", country: "de", path: "/login" },
};

/**
 * The script URLs (as in the HTML, "/build/…") a page answered by `routeId` loads, in order; `chunks`
 * are its kind's chunk and the files it imports (server/http/page-chunks.ts), loaded last.
 */
export function pageScripts(
  manifest: BrowserManifest,
  routeId: string,
  chunks: readonly string[] = [],
): string[] {
  const chain = routeChain(manifest.routes, routeId);
  const scripts = new Set([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) scripts.add(url);
  for (const url of chunks) scripts.add(url);
  return [...scripts];
}

export interface ScriptSize {
  url: string;
  raw: number;
  /** Gzip at zlib's default level, which the Node server's compression sends. */
  gzip: number;
}

export interface PageFigures {
  kind: PageKind;
  /** A page of the kind: "de /werkstatt/". */
  example: string;
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
  /** Issue 20's budget for the page kind, and whether the page is within it. */
  budgetKb: number;
  withinBudget: boolean;
  /** The ceiling `check:js` enforces, and whether the page is above it (a failure). */
  ceilingKb: number;
  overCeiling: boolean;
}

type Limits = Readonly<Record<PageKind, number>>;

/** The scripts of one page kind: its route's, and its kind's chunk where it has one. */
export function kindScripts(manifest: BrowserManifest, kind: PageKind, chunks?: PageChunks): string[] {
  const { route, chunk } = PAGE_ROUTES[kind];
  return pageScripts(manifest, route, chunk && chunks ? chunks[chunk] : []);
}

/** One page kind's scripts with their sizes; `sizeOf` reads a script by its URL. */
export function pageFigures(
  manifest: BrowserManifest,
  kind: PageKind,
  sizeOf: (url: string) => ScriptSize,
  {
    budgets = JS_BUDGETS_KB,
    ceilings = JS_CEILINGS_KB,
    chunks,
  }: { budgets?: Limits; ceilings?: Limits; chunks?: PageChunks } = {},
): PageFigures {
  const scripts = kindScripts(manifest, kind, chunks).map(sizeOf);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const [budgetKb, ceilingKb] = [budgets[kind], ceilings[kind]];
  return {
    kind,
    example: `${PAGE_ROUTES[kind].country} ${PAGE_ROUTES[kind].path}`,
    scripts,
    raw,
    gzip,
    budgetKb,
    withinBudget: gzip <= budgetKb * 1000,
    ceilingKb,
    overCeiling: gzip > ceilingKb * 1000,
  };
}

/** The client build on disk: its manifest and a reader of its scripts' sizes (each file read once). */
export function readClientBuild(root = process.cwd()) {
  const versionFile = join(root, "build/version.txt");
  if (!existsSync(versionFile)) throw new Error("No build found: run `npm run build` first.");
  const version = readFileSync(versionFile, "utf8").trim().toUpperCase();
  const source = readFileSync(join(root, `public/build/manifest-${version}.js`), "utf8");
  const manifest = parseManifestScript<BrowserManifest>(source);
  const sizes = new Map<string, ScriptSize>();
  const sizeOf = (url: string): ScriptSize => {
    let size = sizes.get(url);
    if (!size) {
      const bytes = readFileSync(join(root, "public", url));
      size = { url, raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(url, size);
    }
    return size;
  };
  const metafile = join(root, CLIENT_METAFILE);
  if (!existsSync(metafile)) throw new Error(`No ${CLIENT_METAFILE}: run \`npm run build\` first.`);
  const chunks = pageChunksFrom(JSON.parse(readFileSync(metafile, "utf8")) as ChunkMetafile, manifest);
  return { manifest, sizeOf, chunks };
}

/** Every page kind's figures from the build under `root`. */
export function measurePages(root = process.cwd()): PageFigures[] {
  const { manifest, sizeOf, chunks } = readClientBuild(root);
  return PAGE_KINDS.map((kind) => pageFigures(manifest, kind, sizeOf, { chunks }));
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

/** The table `bench:js` and `check:js` print: one line per page kind. */
export function formatTable(pages: PageFigures[]): string {
  const lines = [
    `${"page kind".padEnd(20)}scripts  raw kB gzip kB budget ceiling`,
    ...pages.map(
      (page) =>
        `${page.kind.padEnd(20)}${String(page.scripts.length).padStart(7)}${kb(page.raw)}${kb(page.gzip)}` +
        `${String(page.budgetKb).padStart(7)}${String(page.ceilingKb).padStart(8)}` +
        `${page.overCeiling ? "  OVER THE CEILING" : page.withinBudget ? "  within budget" : "  over budget"}`,
    ),
  ];
  return lines.join("\n");
}
