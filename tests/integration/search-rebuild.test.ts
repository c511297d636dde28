import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../config";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import type { CommercePort } from "../../server/commerce/port";
import { createIndexer } from "../../server/search/indexer";
import { LocalSearch } from "../../server/search/local";
import { collectionTables } from "../../server/search/local/schema";
import { collectionName } from "../../server/search/port";

const NOW = new Date("2026-11-22T10:00:00.000Z");

/** The engine as the port alone shows it: no `queryProductsInScopes`, so one read per country. */
const portOnly = (commerce: LocalCommerce): CommercePort =>
  new Proxy(commerce, {
    get: (target, key) => (key === "queryProductsInScopes" ? undefined : Reflect.get(target, key, target)),
  });

/** Every row of a collection's tables, in rowid order: documents, multi-valued fields, indexed terms. */
function rowsOf(search: LocalSearch, locale: string) {
  const t = collectionTables(search.db, collectionName(locale), false);
  return {
    docs: search.db.prepare(`SELECT rowid, * FROM ${t.docs} ORDER BY rowid`).all(),
    values: search.db.prepare(`SELECT doc, field, value FROM ${t.values} ORDER BY doc, field, value`).all(),
    terms: search.db.prepare(`SELECT term, doc, cnt FROM ${t.vocab} ORDER BY term`).all(),
  };
}

/**
 * Decision 0049: the rebuild reads each page of products once for every country and writes it to
 * each locale in turn. It must write exactly what the locale-by-locale rebuild through the port wrote
 * before (same rows, rowids, values and indexed terms), in all 28 collections, over several pages.
 */
describe("search index rebuild", () => {
  let shared: LocalSearch;
  let perLocale: LocalSearch;

  beforeAll(async () => {
    const db = openDatabase(":memory:");
    seedIfEmpty(db, 130);
    const commerce = new LocalCommerce(db, { now: () => NOW });
    shared = new LocalSearch(new Database(":memory:"));
    perLocale = new LocalSearch(new Database(":memory:"));
    const written = await createIndexer(commerce, shared, { page: 40 }).rebuild();
    let reference = 0;
    for (const locale of LOCALES)
      reference += await createIndexer(portOnly(commerce), perLocale, { page: 40 }).rebuild([locale]);
    expect(written).toBe(reference);
    expect(written).toBeGreaterThan(28 * 100);
  }, 120_000);

  it.each(LOCALES.map((l) => l.code))("writes the same collection for %s", (locale) => {
    const rows = rowsOf(shared, locale);
    expect(rows.docs.length).toBeGreaterThan(100);
    expect(rows.terms.length).toBeGreaterThan(50);
    expect(rows).toEqual(rowsOf(perLocale, locale));
  });

  it("answers a faceted search and a prefix search identically", async () => {
    const params = {
      q: "*",
      facet_by: "brand,categories.lvl0,avgRating",
      filter_by: "inStock:=true",
      sort_by: "price:asc",
      per_page: 24,
    };
    for (const locale of ["prod.de-CH", "prod.fr-CH", "prod.hu-HU"]) {
      const [a, b] = await Promise.all([shared.search(locale, params), perLocale.search(locale, params)]);
      expect({ ...a, search_time_ms: 0 }).toEqual({ ...b, search_time_ms: 0 });
      expect(a.found).toBeGreaterThan(0);
      const prefix = { q: a.hits[0]?.document.name.slice(0, 3) ?? "", per_page: 10 };
      const [c, d] = await Promise.all([shared.search(locale, prefix), perLocale.search(locale, prefix)]);
      expect(c.found).toBeGreaterThan(0);
      expect({ ...c, search_time_ms: 0 }).toEqual({ ...d, search_time_ms: 0 });
    }
  });
});
