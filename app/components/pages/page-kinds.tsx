import { type ComponentType, lazy } from "react";
import { PAGE_KIND_COMPONENTS } from "~/lib/routes.server";
import { CATCH_ALL_ROUTE, type ChunkedPageKind } from "../../../server/http/page-chunks";
import { holdHydration } from "../../lib/hydration-gate";
import type { ProductPageProps } from "../product/ProductPage";
import type { CategoryPageProps } from "./CategoryPage";

/**
 * The catch-all route's page kinds as browser chunks (issue 20 item 1, decision 0077): a category
 * page loads the listing's components and not the product page's (buy box, reviews, comparison,
 * Google Pay express), and a product page the reverse. The server renders the shown kind from a
 * static map (./page-kinds.server.ts, empty in the browser build) and preloads its chunk in the
 * document's head (the route's meta, from the build's metafile: server/http/page-chunks.ts); this
 * module loads it before hydration (the hydration gate, as the CMS families of decision 0050), so the
 * server's HTML hydrates in one pass. On a client navigation the route's clientLoader loads the next
 * kind's chunk with the page's data, so the page never shows without its content.
 */
interface KindProps {
  product: ProductPageProps;
  category: CategoryPageProps;
}
type KindComponent<K extends ChunkedPageKind> = ComponentType<KindProps[K]>;

const IMPORTS: { [K in ChunkedPageKind]: () => Promise<KindComponent<K>> } = {
  product: () => import("../product/ProductPage").then((module) => module.ProductPage),
  category: () => import("./CategoryPage").then((module) => module.CategoryPage),
};

const loaded: { [K in ChunkedPageKind]?: KindComponent<K> } = {};
const loading: { [K in ChunkedPageKind]?: Promise<KindComponent<K>> } = {};

/**
 * A kind's chunk, asked for once however often the gate, the clientLoader and the lazy component
 * ask; a failure is forgotten, so the next one that asks tries again (as app/lib/island.tsx's
 * `chunk`, written out here: importing it would make island.tsx a chunk of its own on every page).
 */
function load<K extends ChunkedPageKind>(kind: K): Promise<KindComponent<K>> {
  const started =
    (loading[kind] as Promise<KindComponent<K>> | undefined) ??
    IMPORTS[kind]().catch((error: unknown) => {
      loading[kind] = undefined;
      throw error;
    });
  loading[kind] = started as never;
  return started;
}

export const isChunkedKind = (kind: unknown): kind is ChunkedPageKind =>
  typeof kind === "string" && Object.hasOwn(IMPORTS, kind);

/** Loads a kind's chunk (once; a failure is forgotten, so the next call tries again). */
export function loadPageKind(kind: ChunkedPageKind): Promise<void> {
  return load(kind).then((component) => {
    (loaded as Record<ChunkedPageKind, unknown>)[kind] = component;
  });
}

/**
 * A kind whose chunk could not be loaded before hydration: the server's HTML stays as it is (it
 * works as without JavaScript, forms and links included) until the chunk arrives; a chunk that
 * fails leaves it so, and the chunk-reload guard of the document reloads the page once.
 */
const pending = <K extends ChunkedPageKind>(kind: K): KindComponent<K> =>
  lazy(() =>
    load(kind).then(
      (component) => ({ default: component as ComponentType<KindProps[K]> }),
      () => new Promise<never>(() => undefined),
    ),
  ) as unknown as KindComponent<K>;
const lazies: { [K in ChunkedPageKind]?: KindComponent<K> } = {};

/** The component of a kind: the server's, the loaded chunk's, else one that waits for the chunk. */
export function pageKindComponent<K extends ChunkedPageKind>(kind: K): KindComponent<K> {
  const server = PAGE_KIND_COMPONENTS?.[kind] as KindComponent<K> | undefined;
  if (server) return server;
  const ready = loaded[kind] as KindComponent<K> | undefined;
  if (ready) return ready;
  lazies[kind] ??= pending(kind) as never;
  return lazies[kind] as KindComponent<K>;
}

/** The kind of the catch-all page in the document (Remix's `window.__remixContext`), if chunked. */
export function kindInDocument(): ChunkedPageKind | undefined {
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } })
    .__remixContext;
  const kind = (context?.state?.loaderData?.[CATCH_ALL_ROUTE] as { kind?: unknown } | null | undefined)?.kind;
  return isChunkedKind(kind) ? kind : undefined;
}

// The browser build empties the `.server` map: the document's kind loads before hydration.
if (typeof document !== "undefined" && !PAGE_KIND_COMPONENTS) {
  const kind = kindInDocument();
  if (kind) holdHydration(loadPageKind(kind));
}
