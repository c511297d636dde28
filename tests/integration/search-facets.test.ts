import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLocale } from "../../config";
import { typesenseMock } from "../../mocks/typesense";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { searchWithDisjunctiveFacets } from "../../server/search/disjunctive";
import { createIndexer } from "../../server/search/indexer";
import type { ProductDocument, SearchPort, SearchResponse } from "../../server/search/port";
import { TypesenseSearch, typesenseEnvSchema } from "../../server/search/typesense";
import { SEARCH_BACKENDS } from "../support/search-backends";

const DE = "prod.de-DE";
const counts = (response: SearchResponse, field: string) =>
  Object.fromEntries(
    (response.facet_counts.find((f) => f.field_name === field)?.counts ?? []).map((c) => [c.value, c.count]),
  );
const tally = (docs: ProductDocument[], values: (d: ProductDocument) => string[]) => {
  const out: Record<string, number> = {};
  for (const d of docs) for (const v of values(d)) out[v] = (out[v] ?? 0) + 1;
  return out;
};

/** Once on the local index, once through the Typesense adapter over the local Typesense API (real HTTP). */
describe.each(SEARCH_BACKENDS)("multi-select facets on $name", (backend) => {
  let search: SearchPort;
  let inStock: ProductDocument[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const db = openDatabase(":memory:");
    seedIfEmpty(db, 1000);
    ({ search, close } = await backend.open());
    await createIndexer(new LocalCommerce(db), search).rebuild([getLocale("de-DE")]);
    const all: ProductDocument[] = [];
    for (let page = 1; page <= 4; page++)
      all.push(...(await search.search(DE, { q: "*", per_page: 250, page })).hits.map((h) => h.document));
    expect(all).toHaveLength(1000);
    inStock = all.filter((d) => d.inStock);
  }, 90_000);
  afterAll(() => close());

  it("counts a refined field without its own filter and every other facet over the filtered hits", async () => {
    const params = {
      q: "*",
      filter_by: "inStock:=true && brand:=[Ferrox]",
      facet_by: "brand,tags",
      max_facet_values: 30,
      per_page: 5,
    };
    const response = await searchWithDisjunctiveFacets(search, DE, params, ["brand", "tags"]);
    const ferrox = inStock.filter((d) => d.brand === "Ferrox");
    expect(response.found).toBe(ferrox.length);
    expect(response.hits).toHaveLength(5);
    expect(response.hits.every((h) => h.document.brand === "Ferrox")).toBe(true);
    // Every brand keeps its count among the products in stock, so a second one can be added.
    expect(counts(response, "brand")).toEqual(tally(inStock, (d) => [d.brand]));
    expect(Object.keys(counts(response, "brand")).length).toBeGreaterThan(1);
    // Tags are not refined here: they count Ferrox's products only.
    expect(counts(response, "tags")).toEqual(tally(ferrox, (d) => d.tags));
    // The plain search counts brands over the filtered hits: only Ferrox.
    expect(Object.keys(counts(await search.search(DE, params), "brand"))).toEqual(["Ferrox"]);
  });

  it("counts each refined field without its own filter but with the other's", async () => {
    const response = await searchWithDisjunctiveFacets(
      search,
      DE,
      {
        q: "*",
        filter_by: "brand:=[Ferrox,Saxby] && tags:=[on-sale] && inStock:=true",
        facet_by: "brand,tags",
        max_facet_values: 30,
        per_page: 0,
      },
      ["brand", "tags"],
    );
    const onSale = inStock.filter((d) => d.tags.includes("on-sale"));
    const twoBrands = inStock.filter((d) => ["Ferrox", "Saxby"].includes(d.brand));
    expect(response.found).toBe(onSale.filter((d) => ["Ferrox", "Saxby"].includes(d.brand)).length);
    expect(response.hits).toEqual([]);
    expect(counts(response, "brand")).toEqual(tally(onSale, (d) => [d.brand]));
    expect(counts(response, "tags")).toEqual(tally(twoBrands, (d) => d.tags));
  });

  it("is one plain search when no multi-select field is refined", async () => {
    const params = { q: "*", filter_by: "inStock:=true", facet_by: "brand", per_page: 1 };
    expect(await searchWithDisjunctiveFacets(search, DE, params, ["brand", "tags"])).toEqual(
      await search.search(DE, params),
    );
  });
});

describe("multi-select facets on Typesense", () => {
  const mock = typesenseMock("https://search.typesense.test");
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());

  it("sends the search and a facet-only search without the field's own clause in one multi_search", async () => {
    const search = TypesenseSearch.fromEnv(
      typesenseEnvSchema.parse({ TYPESENSE_HOST: "search.typesense.test", TYPESENSE_API_KEY: "key" }),
    );
    await search.reset(DE);
    await searchWithDisjunctiveFacets(
      search,
      DE,
      {
        q: "kompressor",
        filter_by: "published:=true && brand:=[Ferrox] && price:[0..500]",
        facet_by: "brand,tags,price(0:[0, 100])",
        max_facet_values: 30,
        sort_by: "price:asc",
        page: 2,
        per_page: 24,
      },
      ["brand", "tags"],
    );
    const request = mock.state.requests.find((r) => r.path === "/multi_search");
    const searches = (request?.body as { searches: Record<string, unknown>[] } | undefined)?.searches ?? [];
    expect(searches).toHaveLength(2);
    expect(searches[0]).toMatchObject({
      collection: DE,
      q: "kompressor",
      filter_by: "published:=true && brand:=[Ferrox] && price:[0..500]",
      facet_by: "brand,tags,price(0:[0, 100])",
      page: 2,
      per_page: 24,
    });
    expect(searches[1]).toMatchObject({
      collection: DE,
      q: "kompressor",
      query_by: "name,brand,categories.lvl2,description",
      filter_by: "published:=true && price:[0..500]",
      facet_by: "brand",
      max_facet_values: 30,
      per_page: 0,
    });
  });
});
