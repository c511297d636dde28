/**
 * The catch-all route's page kinds that come as browser chunks of their own (issue 20 item 1,
 * decision 0077): the route resolves a path to a listing, a product or a content page (SPEC §2) in
 * one loader, and its component loads only the shown kind's components (app/components/pages/
 * page-kinds.tsx). The module of each kind, as the esbuild metafile names its entry point; a test
 * checks that the browser's loaders import these modules (page-chunks.test.ts), and pageChunksFrom
 * throws for a kind the build has no entry point of (a moved file), so check:js and build:edge fail.
 */
export const CHUNKED_PAGE_MODULES = {
  product: "app/components/product/ProductPage.tsx",
  category: "app/components/pages/CategoryPage.tsx",
} as const;
export type ChunkedPageKind = keyof typeof CHUNKED_PAGE_MODULES;

/** The route whose page kinds these are. */
export const CATCH_ALL_ROUTE = "routes/$";

/** Each chunked kind's script URLs ("/build/_shared/…") beyond those the route's page loads anyway. */
export type PageChunks = Readonly<Record<ChunkedPageKind, readonly string[]>>;

/** The part of esbuild's metafile (Remix writes the client's to build/metafile.js.json) read here. */
export interface ChunkMetafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/** The part of Remix's assets manifest read here (the browser's `__remixManifest`, the build's `assets`). */
export interface ChunkManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] } | undefined>;
}

/** Reads the manifest file the client build wrote (`public/build/manifest-<version>.js`). */
export function parseManifestScript<M = ChunkManifest>(source: string): M {
  return JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as M;
}

/**
 * The routes of a page answered by `routeId`, root first (as `<Scripts>` loads their modules); throws
 * for a route the build does not have (a renamed route: scripts/js-budget.ts's PAGE_ROUTES).
 */
export function routeChain<R extends { parentId?: string }>(
  routes: Record<string, R | undefined>,
  routeId: string,
): R[] {
  const chain: R[] = [];
  for (let id: string | undefined = routeId; id !== undefined; ) {
    const route: R | undefined = routes[id];
    if (!route) throw new Error(`The build has no route ${id}: update PAGE_ROUTES in scripts/js-budget.ts`);
    chain.unshift(route);
    id = route.parentId;
  }
  return chain;
}

/** The scripts the document of a page answered by `routeId` loads: entry, then each route from the root. */
function documentScripts(manifest: ChunkManifest, routeId: string): Set<string> {
  const scripts = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of routeChain(manifest.routes, routeId))
    for (const url of [route.module, ...(route.imports ?? [])]) scripts.add(url);
  return scripts;
}

/**
 * What each kind's chunk brings: its own file and, transitively, the files it imports statically
 * (what the browser fetches before the chunk runs), without the scripts the catch-all's document
 * loads anyway. Read from the client build's metafile, whose output paths ("public/build/…") become
 * URLs under `publicPath`. Throws for a kind whose module is no entry point of the build: a moved
 * file would otherwise give no preload and a budget short of the chunk, silently.
 */
export function pageChunksFrom(
  metafile: ChunkMetafile,
  manifest: ChunkManifest,
  { assetsDirectory = "public/build/", publicPath = "/build/" } = {},
): PageChunks {
  const urlOf = (output: string) => publicPath + output.slice(assetsDirectory.length);
  const loaded = documentScripts(manifest, CATCH_ALL_ROUTE);
  const chunksOf = (kind: ChunkedPageKind, module: string): [ChunkedPageKind, string[]] => {
    const start = Object.keys(metafile.outputs).find((key) => metafile.outputs[key]?.entryPoint === module);
    if (!start)
      throw new Error(
        `The client build has no chunk of the ${kind} page: ${module} is no entry point of its metafile (server/http/page-chunks.ts, decision 0077)`,
      );
    const found: string[] = [];
    const seen = new Set<string>();
    const visit = (output: string) => {
      if (seen.has(output) || !output.endsWith(".js")) return;
      seen.add(output);
      if (!loaded.has(urlOf(output))) found.push(urlOf(output));
      for (const imported of metafile.outputs[output]?.imports ?? [])
        if (imported.kind === "import-statement") visit(imported.path);
    };
    visit(start);
    return [kind, found];
  };
  return Object.fromEntries(
    Object.entries(CHUNKED_PAGE_MODULES).map(([kind, module]) => chunksOf(kind as ChunkedPageKind, module)),
  ) as unknown as PageChunks;
}
