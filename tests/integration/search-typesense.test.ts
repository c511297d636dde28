import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getLocale, LIMITS } from "../../config";
import { typesenseMock } from "../../mocks/typesense";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createIndexer } from "../../server/search/indexer";
import type { ProductDocument } from "../../server/search/port";
import { TypesenseSearch, typesenseEnvSchema } from "../../server/search/typesense";

const env = typesenseEnvSchema.parse({
  TYPESENSE_HOST: "search.typesense.test",
  TYPESENSE_API_KEY: "search-key",
  TYPESENSE_PRESET: "storefront",
  TYPESENSE_STOPWORDS: "stopwords-de",
});
const mock = typesenseMock("https://search.typesense.test");
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  mock.state.requests.length = 0;
});

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

describe("Typesense adapter", () => {
  const search = TypesenseSearch.fromEnv(env);

  it("re-creates a locale's collection with the product schema and imports documents as JSONL upserts", async () => {
    await search.reset("prod.de-DE");
    await search.upsert("prod.de-DE", [
      doc("EX10000001", "Ferrox Schweißgerät"),
      doc("EX10000002", "Ferrox Kompressor"),
    ]);
    const create = mock.state.requests.find((r) => r.method === "POST" && r.path === "/collections");
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
    const imported = mock.state.requests.find((r) => r.path.endsWith("/documents/import"));
    expect(imported?.params.action).toBe("upsert");
    expect(String(imported?.body).split("\n")).toHaveLength(2);
    expect(imported?.apiKey).toBe("search-key");
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
    const request = mock.state.requests.find((r) => r.path.endsWith("/documents/search"));
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
    expect(mock.state.requests).toHaveLength(0);
  });

  it("passes on a multi_search whose second search failed", async () => {
    const { results } = await search.multiSearch([
      { collection: "prod.de-DE", q: "kompressor", per_page: 5 },
      { collection: "prod.xx-XX", q: "kompressor" },
    ]);
    expect(results[0]).toMatchObject({ found: 1 });
    expect(results[1]).toEqual({ code: 404, error: "Not found." });
    const body = mock.state.requests[0]?.body as { searches: Record<string, unknown>[] };
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
    expect(mock.state.events).toEqual([
      {
        type: "click",
        name: "product_click",
        data: { q: "schweiß", doc_id: "EX10000001", user_id: "u-1", position: 1, collection: "prod.de-DE" },
      },
    ]);
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
    const imported = mock.state.requests
      .filter((r) => r.path === "/collections/prod.de-DE/documents/import")
      .flatMap((r) => String(r.body).split("\n").filter(Boolean))
      .map((line) => JSON.parse(line) as { sku: string });
    expect(imported).toHaveLength(all.total - guarantees.length);
    expect(imported.filter((d) => d.sku.startsWith(LIMITS.guaranteeSkuPrefix))).toEqual([]);
    const documents = mock.state.collections.get("prod.de-DE")?.documents;
    expect(documents?.size).toBe(all.total - guarantees.length);

    // A stock change of a guarantee (an order holding one) sends nothing either.
    mock.state.requests.length = 0;
    await indexer.update([...LIMITS.knownGuaranteeSkus]);
    const updates = mock.state.requests.filter((r) => r.path.endsWith("/documents/import"));
    expect(updates.map((r) => String(r.body)).join("")).not.toContain(LIMITS.guaranteeSkuPrefix);
    db.close();
  });
});
