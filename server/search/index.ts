import path from "node:path";
import type { CommercePort } from "../commerce/port";
import { createIndexer } from "./indexer";
import { LocalSearch } from "./local";
import type { SearchPort } from "./port";

export type { ProductDocument, SearchParams, SearchPort, SearchResponse } from "./port";
export { collectionName } from "./port";

export const DEFAULT_SEARCH_DB_PATH = path.resolve(".data/search.sqlite");

/**
 * The search port for this process: the local FTS5 index (SEARCH_DB_PATH). On first start it is
 * built from the commerce port; afterwards orders keep stock up to date in it.
 */
export async function createSearch(
  commerce: CommercePort,
  env: Record<string, string | undefined> = process.env,
): Promise<SearchPort> {
  const search = LocalSearch.open(env.SEARCH_DB_PATH ?? DEFAULT_SEARCH_DB_PATH);
  const indexer = createIndexer(commerce, search);
  if (search.isEmpty()) {
    const started = performance.now();
    const written = await indexer.rebuild();
    console.info(
      `Built the search index (${written} documents) in ${Math.round(performance.now() - started)} ms`,
    );
  }
  commerce.onStockChange?.((skus) => {
    indexer.update(skus).catch((error) => console.error("Search index update failed", error));
  });
  return search;
}
