import path from "node:path";
import { LOCALES } from "../../config";
import type { CommercePort } from "../commerce/port";
import { createIndexer } from "./indexer";
import { LocalSearch } from "./local";
import { collectionName, type SearchPort } from "./port";
import { TypesenseSearch, typesenseEnvSchema } from "./typesense";

export type { ClickEvent, ProductDocument, SearchParams, SearchPort, SearchResponse } from "./port";
export { collectionName } from "./port";

export const DEFAULT_SEARCH_DB_PATH = path.resolve(".data/search.sqlite");

/** Typesense when TYPESENSE_HOST is set, otherwise the local FTS5 index (SEARCH_DB_PATH). */
export function searchFromEnv(env: Record<string, string | undefined> = process.env): SearchPort {
  if (env.TYPESENSE_HOST) {
    const parsed = typesenseEnvSchema.safeParse(env);
    if (!parsed.success)
      throw new Error(
        `Incomplete Typesense configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
      );
    console.info(
      `Search: Typesense at ${parsed.data.TYPESENSE_PROTOCOL}://${parsed.data.TYPESENSE_HOST}:${parsed.data.TYPESENSE_PORT}${parsed.data.TYPESENSE_PATH}`,
    );
    return TypesenseSearch.fromEnv(parsed.data);
  }
  return LocalSearch.open(env.SEARCH_DB_PATH ?? DEFAULT_SEARCH_DB_PATH);
}

/**
 * The search port for this process. A new local index is built from the commerce port on first
 * start (a Typesense cluster is filled with `npm run search:rebuild`); orders keep stock up to date.
 */
export async function createSearch(
  commerce: CommercePort,
  env: Record<string, string | undefined> = process.env,
): Promise<SearchPort> {
  const search = searchFromEnv(env);
  const indexer = createIndexer(commerce, search);
  const unbuilt =
    search instanceof LocalSearch ? LOCALES.filter((l) => !search.hasDocuments(collectionName(l.code))) : [];
  if (unbuilt.length > 0) {
    const started = performance.now();
    const written = await indexer.rebuild(unbuilt);
    console.info(
      `Built the search index of ${unbuilt.length} locale(s) (${written} documents) in ${Math.round(performance.now() - started)} ms`,
    );
  }
  commerce.onStockChange?.((changes) => {
    indexer
      .update(changes.map((c) => c.sku))
      .catch((error) => console.error("Search index update failed", error));
  });
  return search;
}
