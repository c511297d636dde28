import { type ComponentType, lazy } from "react";
import { PAGE_KIND_COMPONENTS } from "~/lib/routes.server";
import { LOCALES } from "../../../config";
import type { ChunkedPageKind } from "../../../server/http/page-chunks";
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

/** The marker of the shown kind in the document (as the islands' `data-island`, app/lib/island.tsx). */
export const PAGE_KIND_ATTRIBUTE = "data-page-kind";

/**
 * A kind's chunk that failed (a deployment replaced the build, the network dropped): the document is
 * reloaded by the chunk-reload guard of its head (SPEC §4, at most once per TIMINGS.chunkReloadGuard),
 * which answers an unhandled rejection naming a chunk. Never a component that waits for good: React
 * 18 holds every later router update (each runs in a transition) until a dehydrated boundary hydrates.
 */
function reloadForChunk(kind: ChunkedPageKind, error: unknown): void {
  void Promise.reject(new Error(`The chunk of the ${kind} page failed to load: ${String(error)}`));
}

/**
 * A kind whose chunk was not there at hydration (late: the gate waits at most 3 s): the server's HTML
 * stays as it is until the chunk arrives. A chunk that fails reloads the document; should the guard
 * have reloaded within the minute, the route's error boundary shows instead of a page that no longer
 * follows the router.
 */
const pending = <K extends ChunkedPageKind>(kind: K): KindComponent<K> =>
  lazy(() =>
    load(kind).then(
      (component) => ({ default: component as ComponentType<KindProps[K]> }),
      (error: unknown) => {
        chosen[kind] = undefined;
        reloadForChunk(kind, error);
        throw error;
      },
    ),
  ) as unknown as KindComponent<K>;

/** The component handed out for each kind: the same one for good, so React never remounts the page. */
const chosen: { [K in ChunkedPageKind]?: KindComponent<K> } = {};

/**
 * The component of a kind: the server's, else the loaded chunk's, else one that waits for the chunk.
 * Once handed out it stays the kind's component (a waiting one renders the chunk's once it is there):
 * a different type for the same kind would unmount and remount the whole page on the next router
 * update (an add-to-cart fetcher), losing the quantity typed and the focus.
 */
export function pageKindComponent<K extends ChunkedPageKind>(kind: K): KindComponent<K> {
  const server = PAGE_KIND_COMPONENTS?.[kind] as KindComponent<K> | undefined;
  if (server) return server;
  chosen[kind] ??= ((loaded[kind] as KindComponent<K> | undefined) ?? pending(kind)) as never;
  return chosen[kind] as KindComponent<K>;
}

/** The chunked kind of the catch-all page in the document, from its marker (none on other pages). */
export function kindInDocument(): ChunkedPageKind | undefined {
  const kind = document.querySelector(`[${PAGE_KIND_ATTRIBUTE}]`)?.getAttribute(PAGE_KIND_ATTRIBUTE);
  return isChunkedKind(kind) ? kind : undefined;
}

/**
 * The languages a market's path may start with ("/nl/…", server/market's `pathPrefix`): those of the
 * locales in config, whichever country the page is in. A wrong guess costs time either way: a path
 * taken for a page that is a language home in its country fetches one chunk early for nothing; a
 * category whose slug is a locale's language ("/it/", "/pl/" where that is no prefix) is taken for a
 * language home, so its chunk is not fetched early and the clientLoader loads it after the data.
 */
const PREFIX_LANGUAGES: ReadonlySet<string> = new Set(LOCALES.map((locale) => locale.language));

/**
 * The kind a catch-all path probably is, before its data says (server/routing/paths.ts decides): a
 * category ("/{slug}/", "/c/{slug}/" where native routing is on) or a content page end in "/", a
 * product ("/{slug}", "/p/{slug}") does not; a language home ("/nl/") is neither. A category whose
 * slug has two letters ("/tv/") is a category: only a market's language prefix makes a home.
 */
export function likelyKindOf(pathname: string): ChunkedPageKind | undefined {
  const segments = pathname.split("/").filter(Boolean);
  // Any case, as the server reads a language prefix (server/routing/normalize.ts).
  if (
    segments.length === 0 ||
    (segments.length === 1 && PREFIX_LANGUAGES.has(segments[0]?.toLowerCase() ?? ""))
  )
    return undefined;
  return pathname.endsWith("/") ? "category" : "product";
}

// The browser build empties the `.server` map: the document's kind loads before hydration, and a
// chunk that fails reloads the document rather than hydrating a page that cannot show its kind.
if (typeof document !== "undefined" && !PAGE_KIND_COMPONENTS) {
  const kind = kindInDocument();
  if (kind)
    holdHydration(
      loadPageKind(kind).catch((error: unknown) => {
        reloadForChunk(kind, error);
      }),
    );
}
