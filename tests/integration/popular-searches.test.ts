import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTING } from "../../config";
import { createCatalog } from "../../server/catalog/listing";
import { createPopularSearches, popularTerms } from "../../server/catalog/popular-searches";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { LOCALE_MARKETS } from "../../server/market";
import { createIndexer } from "../../server/search/indexer";
import { LocalSearch } from "../../server/search/local";
import type { SearchPort } from "../../server/search/port";

let search: LocalSearch;

beforeAll(async () => {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 300);
  search = new LocalSearch(new Database(":memory:"));
  await createIndexer(new LocalCommerce(db), search).rebuild();
}, 120_000);

describe("popular searches (issue 15)", () => {
  it("name product kinds by their last category name, popular ones first, without repeats", () => {
    expect(
      popularTerms(
        [
          [
            { value: "Werkstatt > Druckluft > Kolbenkompressoren", count: 3 },
            { value: "Garten > Rasen > Vertikutierer", count: 1 },
          ],
          [
            { value: "Werkstatt > Druckluft > Kolbenkompressoren", count: 9 },
            { value: "Bau > Strom > Stromerzeuger", count: 7 },
            { value: "Bau > Licht > Baustrahler", count: 0 },
            { value: "Lager > Regale > Schwerlastregale", count: 5 },
          ],
        ],
        3,
      ),
    ).toEqual(["Kolbenkompressoren", "Vertikutierer", "Stromerzeuger"]);
    expect(popularTerms([[]], 3)).toEqual([]);
  });

  it("each find products in stock, in every language and market", async () => {
    const popular = createPopularSearches(search);
    const catalog = createCatalog(search);
    for (const market of LOCALE_MARKETS) {
      const terms = await popular(market);
      expect(terms, market.locale.code).toHaveLength(LISTING.popularSearches);
      expect(new Set(terms).size).toBe(terms.length);
      for (const term of terms) {
        const listing = await catalog.listing(market, new URLSearchParams({ q: term }));
        expect(listing.found, `${market.locale.code}: ${term}`).toBeGreaterThan(0);
        expect(listing.products.some((p) => p.inStock)).toBe(true);
      }
    }
  });

  it("are the kinds with the most bestsellers in stock first (de)", async () => {
    const de = LOCALE_MARKETS.find((m) => m.locale.code === "de-DE");
    if (!de) throw new Error("no de-DE market");
    const [first] = await createPopularSearches(search)(de);
    const bestsellers = await search.search("prod.de-DE", {
      q: "*",
      filter_by: "published:=true && eligibleForSelling:=true && inStock:=true && tags:=[bestseller]",
      per_page: 250,
    });
    const perKind = new Map<string, number>();
    for (const { document } of bestsellers.hits)
      for (const path of document["categories.lvl2"]) {
        const name = path.split(" > ").at(-1) ?? "";
        perKind.set(name, (perKind.get(name) ?? 0) + 1);
      }
    const most = Math.max(...perKind.values());
    expect(perKind.get(first ?? "")).toBe(most);
  });

  it("show none when the search fails (SPEC §8), and ask again later", async () => {
    const failing = {
      search: async () => {
        throw new Error("search down");
      },
    } as unknown as SearchPort;
    const error = console.error;
    console.error = () => {};
    try {
      expect(
        await createPopularSearches(failing)(LOCALE_MARKETS[0] as (typeof LOCALE_MARKETS)[number]),
      ).toEqual([]);
    } finally {
      console.error = error;
    }
  });
});
