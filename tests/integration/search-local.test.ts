import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLocale, LIMITS } from "../../config";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createIndexer, type Indexer } from "../../server/search/indexer";
import type { LocalSearch } from "../../server/search/local";
import type { ProductDocument, SearchPort } from "../../server/search/port";
import { SEARCH_BACKENDS } from "../support/search-backends";

const DE = "prod.de-DE";

/**
 * The local index's semantics, asserted through the port: once on the index itself and once through
 * the Typesense adapter over the local Typesense API (real HTTP), each over its own seeded engine.
 */
describe.each(SEARCH_BACKENDS)("search on $name", (backend) => {
  let commerce: LocalCommerce;
  let search: SearchPort;
  let local: LocalSearch;
  let indexer: Indexer;
  let all: ProductDocument[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const db = openDatabase(":memory:");
    seedIfEmpty(db, 1000);
    commerce = new LocalCommerce(db);
    ({ search, local, close } = await backend.open());
    indexer = createIndexer(commerce, search);
    const written = await indexer.rebuild([getLocale("de-DE"), getLocale("hu-HU")]);
    expect(written).toBe(2000);
    all = (await search.search(DE, { q: "*", per_page: 250, page: 1 })).hits.map((h) => h.document);
    for (let page = 2; page <= 4; page++)
      all.push(...(await search.search(DE, { q: "*", per_page: 250, page })).hits.map((h) => h.document));
  }, 90_000);
  afterAll(() => close());

  it("indexes every listable product with its German texts and price in EUR", () => {
    expect(all).toHaveLength(1000);
    expect(new Set(all.map((d) => d.sku)).size).toBe(1000);
    expect(all.every((d) => d.currency === "EUR" && d.price > 0 && d.name.length > 0)).toBe(true);
    expect(all.every((d) => d["categories.lvl0"].length > 0)).toBe(true);
  });

  it("finds by brand, by prefix and despite a typo", async () => {
    const ferrox = all.filter((d) => d.brand === "Ferrox").length;
    expect((await search.search(DE, { q: "Ferrox", per_page: 1 })).found).toBe(ferrox);
    expect((await search.search(DE, { q: "ferr", per_page: 1 })).found).toBe(ferrox);
    expect((await search.search(DE, { q: "Ferox", per_page: 1 })).found).toBe(ferrox);
    expect((await search.search(DE, { q: "ferr", per_page: 1, prefix: false, num_typos: 0 })).found).toBe(0);
  });

  it("stems German inflections", async () => {
    const welders = all.filter((d) => /Schweißgerät/i.test(d.name)).length;
    expect(welders).toBeGreaterThan(0);
    expect((await search.search(DE, { q: "Schweißgeräte", per_page: 1 })).found).toBe(welders);
  });

  it("filters by brand, price range, stock and tags", async () => {
    const response = await search.search(DE, {
      q: "*",
      filter_by: "brand:=[Ferrox,Vestra] && price:[100..500] && inStock:=true",
      per_page: 250,
    });
    const expected = all.filter(
      (d) => ["Ferrox", "Vestra"].includes(d.brand) && d.price >= 100 && d.price <= 500 && d.inStock,
    );
    expect(response.found).toBe(expected.length);
    expect(
      response.hits.every((h) => ["Ferrox", "Vestra"].includes(h.document.brand) && h.document.inStock),
    ).toBe(true);
    const onSale = await search.search(DE, { q: "*", filter_by: "tags:=[on-sale]", per_page: 1 });
    expect(onSale.found).toBe(all.filter((d) => d.tags.includes("on-sale")).length);
  });

  it("counts facets over the result set, with price ranges and rating stars", async () => {
    const response = await search.search(DE, {
      q: "*",
      filter_by: "inStock:=true",
      facet_by: "brand,tags,avgRating,price(low:[0, 100], mid:[100, 1000], high:[1000, ])",
      max_facet_values: 20,
      per_page: 1,
    });
    const inStock = all.filter((d) => d.inStock);
    const facet = (name: string) => response.facet_counts.find((f) => f.field_name === name);
    expect(facet("brand")?.counts.reduce((sum, c) => sum + c.count, 0)).toBe(inStock.length);
    expect(facet("tags")?.counts.find((c) => c.value === "bestseller")?.count).toBe(
      inStock.filter((d) => d.tags.includes("bestseller")).length,
    );
    expect(facet("price")?.counts.map((c) => c.count)).toEqual([
      inStock.filter((d) => d.price < 100).length,
      inStock.filter((d) => d.price >= 100 && d.price < 1000).length,
      inStock.filter((d) => d.price >= 1000).length,
    ]);
    expect(facet("price")?.stats?.min).toBe(Math.min(...inStock.map((d) => d.price)));
    const fives = inStock.filter((d) => Math.trunc(d.avgRating) === 5).length;
    expect(facet("avgRating")?.counts.find((c) => c.value === "5")?.count ?? 0).toBe(fives);
  });

  it("sorts by price, name and newest and pages without overlap", async () => {
    const asc = (await search.search(DE, { q: "*", sort_by: "price:asc", per_page: 48 })).hits.map(
      (h) => h.document.price,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search.search(DE, { q: "*", sort_by: "price:desc", per_page: 48 })).hits.map(
      (h) => h.document.price,
    );
    expect(desc[0]).toBe(Math.max(...all.map((d) => d.price)));
    const names = (await search.search(DE, { q: "*", sort_by: "name:asc", per_page: 24 })).hits.map((h) =>
      h.document.name.toLocaleLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const newest = (await search.search(DE, { q: "*", sort_by: "createdAt:desc", per_page: 12 })).hits[0]
      ?.document.createdAt;
    expect(newest).toBe(Math.max(...all.map((d) => d.createdAt)));
    const first = await search.search(DE, { q: "*", per_page: 12, page: 1 });
    const second = await search.search(DE, { q: "*", per_page: 12, page: 2 });
    expect(second.hits).toHaveLength(12);
    expect(second.hits.some((h) => first.hits.some((f) => f.document.id === h.document.id))).toBe(false);
  });

  it("answers an empty query with no hits and '*' with everything", async () => {
    expect(await search.search(DE, { q: "  " })).toMatchObject({ found: 0, hits: [] });
    expect(await search.search(DE, { q: "*" })).toMatchObject({ found: 1000, out_of: 1000 });
  });

  it("keeps whole forints in the Hungarian collection", async () => {
    const hu = await search.search("prod.hu-HU", { q: "*", per_page: 50 });
    expect(hu.hits.every((h) => h.document.currency === "HUF" && Number.isInteger(h.document.price))).toBe(
      true,
    );
  });

  it("answers a failed search of a multi_search in its place", async () => {
    const { results } = await search.multiSearch([
      { collection: DE, q: "Ferrox", per_page: 1 },
      { collection: "prod.xx-XX", q: "Ferrox" },
      { collection: DE, q: "*", filter_by: "colour:=[red]" },
      { collection: DE, q: "*", filter_by: "brand:=[``]" },
    ]);
    expect(results[0]).toMatchObject({ found: all.filter((d) => d.brand === "Ferrox").length });
    expect(results[1]).toMatchObject({ code: 404 });
    expect(results[2]).toMatchObject({ code: 400 });
    expect(results[3]).toMatchObject({ code: 400 });
  });

  it("caches the local index's results and drops them when documents change", async () => {
    const params = { q: "*", filter_by: "tags:=[bestseller]", per_page: 5 };
    const first = await local.search(DE, params);
    expect(await local.search(DE, params)).toBe(first);
    await search.upsert(DE, [first.hits[0]?.document as ProductDocument]);
    expect(await local.search(DE, params)).not.toBe(first);
  });

  it("re-indexes a product whose stock ran out", async () => {
    const doc = all.find((d) => d.inStock && d.availableQuantity <= 5 && !d.isFreight) as ProductDocument;
    let cart = await commerce.createCart({
      currency: "EUR",
      country: "DE",
      store: { typeId: "store", key: "store-de" },
      inventoryMode: "TrackOnly",
    });
    cart = await commerce.updateCart(cart.id, cart.version, [
      { action: "addLineItem", sku: doc.sku, quantity: doc.availableQuantity },
    ]);
    await commerce.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: "stock-out" });
    await indexer.update([doc.sku]);
    const after = await search.search(DE, { q: "*", filter_by: `id:=[${doc.sku}]` });
    expect(after.hits[0]?.document).toMatchObject({ inStock: false, availableQuantity: 0 });
    expect((await search.search(DE, { q: "*", filter_by: `id:=[${doc.sku}] && inStock:=true` })).found).toBe(
      0,
    );
  });

  it("finds no extra guarantee: they are sold with a product only, also after their stock changes", async () => {
    const { results } = await commerce.queryProducts(
      { skus: LIMITS.knownGuaranteeSkus, limit: LIMITS.knownGuaranteeSkus.length },
      { country: "DE", currency: "EUR" },
    );
    expect(results.map((p) => p.masterVariant.sku).sort()).toEqual([...LIMITS.knownGuaranteeSkus].sort());
    await indexer.update([...LIMITS.knownGuaranteeSkus]);
    for (const product of results) {
      const name = product.name.de ?? "";
      expect(name).toMatch(/Garantieverlängerung/);
      const byName = await search.search(DE, { q: name, per_page: 250 });
      expect(
        byName.hits.map((h) => h.document.sku),
        name,
      ).not.toContain(product.masterVariant.sku);
      expect(
        (await search.search(DE, { q: "*", filter_by: `id:=[${product.masterVariant.sku}]` })).found,
      ).toBe(0);
    }
    expect((await search.search(DE, { q: "Garantieverlängerung", per_page: 1 })).found).toBe(0);
  });
});
