/**
 * The search port over a Typesense cluster, calling Typesense's REST API with fetch (./http.ts), so
 * the Node storefront and the edge build share one adapter (issue 18 item 2). Every search carries
 * the global preset and stopwords set when configured, with click analytics on (SPEC §7 "Search");
 * one collection per locale. Results are kept for 120 s (SPEC §7, §9) as the local index keeps
 * them (../result-cache.ts); this adapter's own writes to a collection drop its results.
 */
import { z } from "zod";
import type {
  ClickEvent,
  MultiSearchResult,
  ProductDocument,
  SearchParams,
  SearchPort,
  SearchResponse,
} from "../port";
import { ResultCache } from "../result-cache";
import { productSchema } from "./collection-schema";
import { segment, type TypesenseConnection, TypesenseError, typesenseCall, typesenseJson } from "./http";

export { productSchema } from "./collection-schema";
export { TypesenseError } from "./http";

export const typesenseEnvSchema = z.object({
  TYPESENSE_HOST: z.string().min(1),
  TYPESENSE_PORT: z.coerce.number().int().positive().default(443),
  TYPESENSE_PROTOCOL: z.enum(["http", "https"]).default("https"),
  /** A path before Typesense's own (a proxy's, or the local services host's "/typesense"). */
  TYPESENSE_PATH: z
    .string()
    .regex(/^(\/[\w.~-]+)*$/, "a path such as /typesense, without a trailing slash")
    .default(""),
  TYPESENSE_API_KEY: z.string().min(1),
  TYPESENSE_PRESET: z.string().optional(),
  TYPESENSE_STOPWORDS: z.string().optional(),
  TYPESENSE_CLICK_EVENT: z.string().default("product_click"),
});
export type TypesenseEnv = z.infer<typeof typesenseEnvSchema>;

/** Fields searched when a request names none, most telling first. */
const QUERY_BY = "name,brand,categories.lvl2,description";
const QUERY_BY_WEIGHTS = "8,4,2,1";
/** A locale's bulk import (500 documents a call) may take longer than a search's 3 s. */
const IMPORT_TIMEOUT_MS = 30_000;

type Globals = Pick<TypesenseEnv, "TYPESENSE_PRESET" | "TYPESENSE_STOPWORDS" | "TYPESENSE_CLICK_EVENT">;

export class TypesenseSearch implements SearchPort {
  private readonly cache = new ResultCache<SearchResponse>();

  constructor(
    private readonly connection: TypesenseConnection,
    private readonly env: Globals,
  ) {}

  /** `fetchImpl` for tests that watch the requests; the global fetch otherwise. */
  static fromEnv(env: TypesenseEnv, fetchImpl?: typeof fetch): TypesenseSearch {
    const baseUrl = `${env.TYPESENSE_PROTOCOL}://${env.TYPESENSE_HOST}:${env.TYPESENSE_PORT}${env.TYPESENSE_PATH}`;
    return new TypesenseSearch({ baseUrl, apiKey: env.TYPESENSE_API_KEY, fetch: fetchImpl }, env);
  }

  private withGlobals(params: SearchParams): SearchParams & Record<string, unknown> {
    return {
      query_by: QUERY_BY,
      ...(params.query_by ? {} : { query_by_weights: QUERY_BY_WEIGHTS }),
      ...(this.env.TYPESENSE_PRESET ? { preset: this.env.TYPESENSE_PRESET } : {}),
      ...(this.env.TYPESENSE_STOPWORDS ? { stopwords: this.env.TYPESENSE_STOPWORDS } : {}),
      enable_analytics: true,
      ...params,
    };
  }

  async search(collection: string, params: SearchParams): Promise<SearchResponse> {
    if (params.q.trim() === "") {
      // SPEC §7: an empty query gives empty hits, without a round-trip.
      return {
        found: 0,
        out_of: 0,
        page: params.page ?? 1,
        search_time_ms: 0,
        hits: [],
        facet_counts: [],
        request_params: { collection_name: collection, per_page: params.per_page ?? 10, q: params.q },
      };
    }
    const key = ResultCache.key(collection, params);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const response = await typesenseJson<SearchResponse>(
      this.connection,
      "GET",
      `/collections/${segment(collection)}/documents/search`,
      { query: this.withGlobals(params) },
    );
    this.cache.set(key, response);
    return response;
  }

  /** Only the searches without a kept result are sent; failed ones are never kept. */
  async multiSearch(
    searches: (SearchParams & { collection: string })[],
  ): Promise<{ results: MultiSearchResult[] }> {
    const keys = searches.map(({ collection, ...params }) => ResultCache.key(collection, params));
    const results: (MultiSearchResult | undefined)[] = keys.map((key) => this.cache.get(key));
    const missing = searches.flatMap((search, i) => (results[i] ? [] : [{ search, i }]));
    if (missing.length === 0) return { results: results as MultiSearchResult[] };
    const answer = await typesenseJson<{ results: MultiSearchResult[] }>(
      this.connection,
      "POST",
      "/multi_search",
      {
        body: JSON.stringify({ searches: missing.map(({ search }) => this.withGlobals(search)) }),
      },
    );
    missing.forEach(({ i }, n) => {
      const result = answer.results[n] ?? { code: 500, error: "No answer to the search" };
      results[i] = result;
      if (!("error" in result)) this.cache.set(keys[i] as string, result);
    });
    return { results: results as MultiSearchResult[] };
  }

  /** JSONL upserts; Typesense answers one `{ success }` line per document. */
  async upsert(collection: string, documents: ProductDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const response = await this.writing(
      collection,
      typesenseCall(this.connection, "POST", `/collections/${segment(collection)}/documents/import`, {
        query: { action: "upsert" },
        body: documents.map((d) => JSON.stringify(d)).join("\n"),
        contentType: "text/plain",
        timeoutMs: IMPORT_TIMEOUT_MS,
      }),
    );
    const results = (await response.text())
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { success: boolean; error?: string });
    const failed = results.filter((r) => !r.success);
    if (failed.length)
      throw new Error(
        `Typesense rejected ${failed.length} of ${documents.length} documents: ${failed[0]?.error}`,
      );
  }

  async remove(collection: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.writing(
      collection,
      typesenseCall(this.connection, "DELETE", `/collections/${segment(collection)}/documents`, {
        query: { filter_by: `id:=[${ids.join(",")}]` },
      }),
    );
  }

  /** Drops and re-creates the collection with the product schema. */
  async reset(collection: string): Promise<void> {
    const drop = typesenseCall(this.connection, "DELETE", `/collections/${segment(collection)}`).catch(
      (error) => {
        if (!(error instanceof TypesenseError && error.httpStatus === 404)) throw error;
      },
    );
    await this.writing(collection, drop);
    await this.writing(
      collection,
      typesenseCall(this.connection, "POST", "/collections", {
        body: JSON.stringify(productSchema(collection)),
      }),
    );
  }

  /**
   * A write to a collection: its kept results are dropped when it starts and again when it ends, so a
   * search answered while the write was under way is not served afterwards.
   */
  private async writing<T>(collection: string, write: Promise<T>): Promise<T> {
    this.cache.dropCollection(collection);
    try {
      return await write;
    } finally {
      this.cache.dropCollection(collection);
    }
  }

  async recordClick(event: ClickEvent): Promise<void> {
    await typesenseCall(this.connection, "POST", "/analytics/events", {
      retry: false,
      body: JSON.stringify({
        type: "click",
        name: this.env.TYPESENSE_CLICK_EVENT,
        data: {
          q: event.query,
          doc_id: event.docId,
          user_id: event.userId,
          position: event.position,
          collection: event.collection,
        },
      }),
    });
  }
}
