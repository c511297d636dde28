/**
 * The search port in Typesense's shapes (`documents/search`, `multi_search`): one collection per
 * locale named `prod.{locale}` (SPEC §3 "Locale entry"). The local FTS5 adapter and the Typesense
 * adapter implement it.
 */

/** A product as the listings need it, in one locale's language, currency and country. */
export interface ProductDocument {
  id: string;
  productId: string;
  sku: string;
  name: string;
  slug: string;
  description: string;
  brand: string;
  tags: string[];
  /** Gross price in major units of the currency (discounted when on sale). */
  price: number;
  /** Gross price before a product discount, when there is one. */
  originalPrice?: number;
  currency: string;
  avgRating: number;
  reviewCount: number;
  /** Category names by level as Typesense hierarchies: "Workshop", "Workshop > Welding", … */
  "categories.lvl0": string[];
  "categories.lvl1": string[];
  "categories.lvl2": string[];
  "categories.lvl3": string[];
  "categories.lvl4": string[];
  categoryIds: string[];
  inStock: boolean;
  availableQuantity: number;
  eligibleForSelling: boolean;
  published: boolean;
  isFreight: boolean;
  /** Seconds since the epoch (Typesense sorts int64). */
  createdAt: number;
  image: string;
  imageAlt: string;
}

export interface SearchParams {
  /** The query; "*" matches every document. */
  q: string;
  query_by?: string;
  /** Typesense filter syntax: `brand:=[Ferrox,Vestra] && price:[10..100] && inStock:=true`. */
  filter_by?: string;
  /** Comma-separated fields; `price(cheap:[0, 100], mid:[100, 500])` gives range facets. */
  facet_by?: string;
  max_facet_values?: number;
  /** `_text_match:desc`, `price:asc`, `price:desc`, `name:asc`, `name:desc`, `createdAt:desc`. */
  sort_by?: string;
  page?: number;
  per_page?: number;
  /** Prefix-match the last word (autocomplete); true by default, as in Typesense. */
  prefix?: boolean;
  num_typos?: number;
  preset?: string;
  /** Click analytics: Typesense returns a query id to send events with. */
  enable_analytics?: boolean;
}

export interface FacetCount {
  field_name: string;
  counts: { value: string; count: number; highlighted?: string }[];
  stats?: { min?: number; max?: number; avg?: number; sum?: number; total_values?: number };
}

export interface SearchResponse<T = ProductDocument> {
  found: number;
  out_of: number;
  page: number;
  search_time_ms: number;
  hits: { document: T; text_match?: number; highlights?: { field: string; snippet: string }[] }[];
  facet_counts: FacetCount[];
  request_params: { collection_name: string; per_page: number; q: string };
  search_cutoff?: boolean;
}

export type MultiSearchResult<T = ProductDocument> = SearchResponse<T> | { error: string; code: number };

/** A shopper's click on a search hit (Typesense click analytics). */
export interface ClickEvent {
  collection: string;
  query: string;
  docId: string;
  /** 1-based position of the hit in the results. */
  position: number;
  userId: string;
}

export interface SearchPort {
  search(collection: string, params: SearchParams): Promise<SearchResponse>;
  /** Several searches in one round-trip; a failed one answers `{ error, code }` in its place. */
  multiSearch(searches: (SearchParams & { collection: string })[]): Promise<{ results: MultiSearchResult[] }>;
  /** Creates or replaces documents (and drops cached results of the collection). */
  upsert(collection: string, documents: ProductDocument[]): Promise<void>;
  remove(collection: string, ids: string[]): Promise<void>;
  /** Empties a collection before a rebuild. */
  reset(collection: string): Promise<void>;
  recordClick(event: ClickEvent): Promise<void>;
}

export const collectionName = (locale: string) => `prod.${locale}`;

/**
 * A search index that loads faster when it knows a rebuild is under way: the local index drops its
 * secondary indexes and merges its text index once at the end (decision 0072). A capability beside
 * the port: Typesense has nothing to gain from it, and the indexer calls it only where it exists.
 */
export interface BulkLoading {
  /** Runs `load` (the reset and refill of `collections`) in the index's bulk-loading mode. */
  rebuilding<T>(collections: string[], load: () => Promise<T>): Promise<T>;
}

export const isBulkLoading = (search: object): search is BulkLoading =>
  typeof (search as Partial<BulkLoading>).rebuilding === "function";
