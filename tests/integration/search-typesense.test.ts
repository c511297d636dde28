import Database from "better-sqlite3";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getLocale, LIMITS } from "../../config";
import { typesenseMock } from "../../mocks/typesense";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createIndexer } from "../../server/search/indexer";
import { LocalSearch } from "../../server/search/local";
import type { ProductDocument } from "../../server/search/port";
import { TypesenseSearch, typesenseEnvSchema } from "../../server/search/typesense";
import { type RecordedRequest, typesenseOverLocalApi } from "../support/search-backends";

const GLOBALS = { TYPESENSE_PRESET: "storefront", TYPESENSE_STOPWORDS: "stopwords-de" };

/** What the tests read from a Typesense server: the requests it got, the clicks and documents it keeps. */
interface TypesenseServer {
  search: TypesenseSearch;
  apiKey: string;
  requests: RecordedRequest[];
  /** The click events' data as the server stored them. */
  clicks(): Promise<unknown[]>;
  documentCount(collection: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * The adapter against the recorded-shape msw mock (mocks/typesense.ts), and against the local
 * Typesense API over real HTTP (issue 18 item 3), which answers from the local index.
 */
const SERVERS: { name: string; open(): Promise<TypesenseServer> }[] = [
  {
    name: "the Typesense mock",
    async open() {
      const mock = typesenseMock("https://search.typesense.test");
      const server = setupServer(...mock.handlers);
      server.listen({ onUnhandledRequest: "error" });
      const env = { TYPESENSE_HOST: "search.typesense.test", TYPESENSE_API_KEY: "search-key", ...GLOBALS };
      return {
        search: TypesenseSearch.fromEnv(typesenseEnvSchema.parse(env)),
        apiKey: "search-key",
        requests: mock.state.requests,
        clicks: async () => mock.state.events.map((e) => (e as { data: unknown }).data),
        documentCount: async (collection) => mock.state.collections.get(collection)?.documents.size ?? 0,
        close: async () => server.close(),
      };
    },
  },
  {
    name: "the local Typesense API",
    async open() {
      const local = new LocalSearch(new Database(":memory:"));
      const { search, services, env, requests } = await typesenseOverLocalApi(local, [], GLOBALS);
      return {
        search,
        apiKey: env.TYPESENSE_API_KEY,
        requests,
        clicks: async () =>
          local.db
            .prepare("SELECT query AS q, doc_id, user_id, position, collection FROM clicks")
            .all()
            .map((row) => ({ ...(row as object) })),
        documentCount: async (collection) => (await local.search(collection, { q: "*", per_page: 0 })).found,
        close: async () => {
          await services.close();
          local.db.close();
        },
      };
    },
  },
];

const doc = (id: string, name: string): ProductDocument => ({
  id,
  productId: `prod-${id}`,
  sku: id,
  name,
  slug: `${id}-10000001`,
  description: "",
  brand: "Ferrox",
  tags: [],
  price: 99.99,
  currency: "EUR",
  avgRating: 4.5,
  reviewCount: 2,
  "categories.lvl0": ["Werkstatt"],
  "categories.lvl1": [],
  "categories.lvl2": [],
  "categories.lvl3": [],
  "categories.lvl4": [],
  categoryIds: [],
  inStock: true,
  availableQuantity: 3,
  eligibleForSelling: true,
  published: true,
  isFreight: false,
  createdAt: 1_700_000_000,
  image: "/images/products/x/1.svg",
  imageAlt: name,
});

describe.each(SERVERS)("Typesense adapter against $name", (server) => {
  let search: TypesenseSearch;
  let typesense: TypesenseServer;
  beforeAll(async () => {
    typesense = await server.open();
    search = typesense.search;
  });
  afterAll(() => typesense.close());
  beforeEach(() => {
    typesense.requests.length = 0;
  });

  it("re-creates a locale's collection with the product schema and imports documents as JSONL upserts", async () => {
    await search.reset("prod.de-DE");
    await search.upsert("prod.de-DE", [
      doc("EX10000001", "Ferrox Schweißgerät"),
      doc("EX10000002", "Ferrox Kompressor"),
    ]);
    const create = typesense.requests.find((r) => r.method === "POST" && r.path === "/collections");
    const fields =
      (create?.body as { fields: { name: string; facet?: boolean }[] } | undefined)?.fields ?? [];
    expect(fields.filter((f) => f.facet).map((f) => f.name)).toEqual(
      expect.arrayContaining([
        "brand",
        "tags",
        "price",
        "avgRating",
        "categories.lvl0",
        "categories.lvl4",
        "inStock",
      ]),
    );
    const imported = typesense.requests.find((r) => r.path.endsWith("/documents/import"));
    expect(imported?.params.action).toBe("upsert");
    expect(String(imported?.body).split("\n")).toHaveLength(2);
    expect(imported?.apiKey).toBe(typesense.apiKey);
  });

  it("searches with the global preset, stopwords, analytics and default fields", async () => {
    const response = await search.search("prod.de-DE", {
      q: "schweiß",
      filter_by: "brand:=[Ferrox]",
      per_page: 24,
      page: 1,
    });
    expect(response.found).toBe(1);
    expect(response.hits[0]?.document.sku).toBe("EX10000001");
    const request = typesense.requests.find((r) => r.path.endsWith("/documents/search"));
    expect(request?.params).toMatchObject({
      q: "schweiß",
      query_by: "name,brand,categories.lvl2,description",
      filter_by: "brand:=[Ferrox]",
      preset: "storefront",
      stopwords: "stopwords-de",
      enable_analytics: "true",
      per_page: "24",
    });
  });

  it("answers an empty query without a request", async () => {
    expect(await search.search("prod.de-DE", { q: "" })).toMatchObject({ found: 0, hits: [] });
    expect(typesense.requests).toHaveLength(0);
  });

  it("passes on a multi_search whose second search failed", async () => {
    const { results } = await search.multiSearch([
      { collection: "prod.de-DE", q: "kompressor", per_page: 5 },
      { collection: "prod.xx-XX", q: "kompressor" },
    ]);
    expect(results[0]).toMatchObject({ found: 1 });
    expect(results[1]).toEqual({ code: 404, error: "Not found." });
    const body = typesense.requests[0]?.body as { searches: Record<string, unknown>[] };
    expect(body.searches[1]).toMatchObject({ collection: "prod.xx-XX", preset: "storefront" });
  });

  it("throws for an unknown collection and removes documents by id", async () => {
    await expect(search.search("prod.xx-XX", { q: "*" })).rejects.toMatchObject({ httpStatus: 404 });
    await search.remove("prod.de-DE", ["EX10000002"]);
    expect((await search.search("prod.de-DE", { q: "*" })).found).toBe(1);
  });

  it("sends click analytics events", async () => {
    await search.recordClick({
      collection: "prod.de-DE",
      query: "schweiß",
      docId: "EX10000001",
      position: 1,
      userId: "u-1",
    });
    const data = {
      q: "schweiß",
      doc_id: "EX10000001",
      user_id: "u-1",
      position: 1,
      collection: "prod.de-DE",
    };
    const sent = typesense.requests.find((r) => r.path === "/analytics/events");
    expect(sent?.body).toEqual({ type: "click", name: "product_click", data });
    expect(await typesense.clicks()).toEqual([data]);
  });

  it("receives no extra guarantee from the indexer: they are sold with a product only", async () => {
    const db = openDatabase(":memory:");
    seedIfEmpty(db, 30);
    const commerce = new LocalCommerce(db);
    const indexer = createIndexer(commerce, search);
    const all = await commerce.queryProducts({ limit: 100 }, { country: "DE", currency: "EUR" });
    const guarantees = all.results.filter((p) =>
      LIMITS.knownGuaranteeSkus.includes(p.masterVariant.sku ?? ""),
    );
    expect(guarantees).toHaveLength(LIMITS.knownGuaranteeSkus.length);

    expect(await indexer.rebuild([getLocale("de-DE")])).toBe(all.total - guarantees.length);
    const imported = typesense.requests
      .filter((r) => r.path === "/collections/prod.de-DE/documents/import")
      .flatMap((r) => String(r.body).split("\n").filter(Boolean))
      .map((line) => JSON.parse(line) as { sku: string });
    expect(imported).toHaveLength(all.total - guarantees.length);
    expect(imported.filter((d) => d.sku.startsWith(LIMITS.guaranteeSkuPrefix))).toEqual([]);
    expect(await typesense.documentCount("prod.de-DE")).toBe(all.total - guarantees.length);

    // A stock change of a guarantee (an order holding one) sends nothing either.
    typesense.requests.length = 0;
    await indexer.update([...LIMITS.knownGuaranteeSkus]);
    const updates = typesense.requests.filter((r) => r.path.endsWith("/documents/import"));
    expect(updates.map((r) => String(r.body)).join("")).not.toContain(LIMITS.guaranteeSkuPrefix);
    db.close();
  });
});
