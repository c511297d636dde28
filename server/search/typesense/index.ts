/**
 * The search port over a Typesense cluster (the `typesense` client). Every search carries the global
 * preset and stopwords set when configured, with click analytics on; one collection per locale.
 */
import { Client } from "typesense";
import type { CollectionCreateSchema } from "typesense/lib/Typesense/Collections";
import { z } from "zod";
import type {
  ClickEvent,
  MultiSearchResult,
  ProductDocument,
  SearchParams,
  SearchPort,
  SearchResponse,
} from "../port";

export const typesenseEnvSchema = z.object({
  TYPESENSE_HOST: z.string().min(1),
  TYPESENSE_PORT: z.coerce.number().int().positive().default(443),
  TYPESENSE_PROTOCOL: z.enum(["http", "https"]).default("https"),
  TYPESENSE_API_KEY: z.string().min(1),
  TYPESENSE_PRESET: z.string().optional(),
  TYPESENSE_STOPWORDS: z.string().optional(),
  TYPESENSE_CLICK_EVENT: z.string().default("product_click"),
});
export type TypesenseEnv = z.infer<typeof typesenseEnvSchema>;

/** Fields searched when a request names none, most telling first. */
const QUERY_BY = "name,brand,categories.lvl2,description";
const QUERY_BY_WEIGHTS = "8,4,2,1";

/** The collection schema of a locale's product documents (ProductDocument). */
export function productSchema(name: string): CollectionCreateSchema {
  const facet = (field: string, type: "string" | "string[]" | "float" | "int32" | "bool") => ({
    name: field,
    type,
    facet: true,
  });
  return {
    name,
    default_sorting_field: "createdAt",
    fields: [
      { name: "name", type: "string", sort: true },
      { name: "description", type: "string" },
      { name: "slug", type: "string", index: false, optional: true },
      { name: "sku", type: "string" },
      { name: "productId", type: "string", index: false, optional: true },
      facet("brand", "string"),
      facet("tags", "string[]"),
      facet("price", "float"),
      { name: "originalPrice", type: "float", optional: true },
      { name: "currency", type: "string", index: false, optional: true },
      facet("avgRating", "float"),
      { name: "reviewCount", type: "int32" },
      ...[0, 1, 2, 3, 4].map((level) => ({ ...facet(`categories.lvl${level}`, "string[]"), optional: true })),
      facet("categoryIds", "string[]"),
      facet("inStock", "bool"),
      { name: "availableQuantity", type: "int32" },
      facet("eligibleForSelling", "bool"),
      facet("published", "bool"),
      facet("isFreight", "bool"),
      { name: "createdAt", type: "int64" },
      { name: "image", type: "string", index: false, optional: true },
      { name: "imageAlt", type: "string", index: false, optional: true },
    ],
  };
}

const httpStatus = (error: unknown) => (error as { httpStatus?: number }).httpStatus;

export class TypesenseSearch implements SearchPort {
  constructor(
    private readonly client: Client,
    private readonly env: Pick<
      TypesenseEnv,
      "TYPESENSE_PRESET" | "TYPESENSE_STOPWORDS" | "TYPESENSE_CLICK_EVENT"
    >,
  ) {}

  static fromEnv(env: TypesenseEnv): TypesenseSearch {
    const client = new Client({
      nodes: [{ host: env.TYPESENSE_HOST, port: env.TYPESENSE_PORT, protocol: env.TYPESENSE_PROTOCOL }],
      apiKey: env.TYPESENSE_API_KEY,
      connectionTimeoutSeconds: 3,
      numRetries: 2,
      logLevel: "warn",
    });
    return new TypesenseSearch(client, env);
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
    const response = await this.client
      .collections<ProductDocument>(collection)
      .documents()
      .search(this.withGlobals(params) as never);
    return response as unknown as SearchResponse;
  }

  async multiSearch(
    searches: (SearchParams & { collection: string })[],
  ): Promise<{ results: MultiSearchResult[] }> {
    const response = (await this.client.multiSearch.perform({
      searches: searches.map((s) => this.withGlobals(s)) as never,
    })) as unknown as {
      results: MultiSearchResult[];
    };
    return { results: response.results };
  }

  async upsert(collection: string, documents: ProductDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const results = (await this.client
      .collections<ProductDocument>(collection)
      .documents()
      .import(documents, { action: "upsert" })) as unknown as {
      success: boolean;
      error?: string;
    }[];
    const failed = results.filter((r) => !r.success);
    if (failed.length)
      throw new Error(
        `Typesense rejected ${failed.length} of ${documents.length} documents: ${failed[0]?.error}`,
      );
  }

  async remove(collection: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.client
      .collections(collection)
      .documents()
      .delete({ filter_by: `id:=[${ids.join(",")}]` });
  }

  /** Drops and re-creates the collection with the product schema. */
  async reset(collection: string): Promise<void> {
    try {
      await this.client.collections(collection).delete();
    } catch (error) {
      if (httpStatus(error) !== 404) throw error;
    }
    await this.client.collections().create(productSchema(collection));
  }

  async recordClick(event: ClickEvent): Promise<void> {
    await this.client.analytics.events().create({
      type: "click",
      name: this.env.TYPESENSE_CLICK_EVENT,
      data: {
        q: event.query,
        doc_id: event.docId,
        user_id: event.userId,
        position: event.position,
        collection: event.collection,
      },
    });
  }
}
