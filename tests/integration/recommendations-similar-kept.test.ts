/**
 * The embedded recommender's same-category lists are kept (decision 0070): a product page's second
 * view runs no query for them, the list is read again after its lifetime, and the shop cache admin
 * empties them. They are kept in the shop's result cache, so its bound and the admin's emptying are
 * the one cache's.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearCaches } from "../../server/cache-registry";
import { openDatabase } from "../../server/commerce/local/db";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { sameCategory } from "../../server/recommendations/local/same-category";
import { ResultCache } from "../../server/search/result-cache";

const queries: string[] = [];
let db: ReturnType<typeof openDatabase>;
let sku: string;

beforeAll(() => {
  db = openDatabase(":memory:", { verbose: (sql) => queries.push(String(sql)) });
  seedIfEmpty(db, 60);
  ({ sku } = db
    .prepare(
      "SELECT k.sku FROM product_skus k JOIN product_categories c ON c.product_id = k.product_id LIMIT 1",
    )
    .get() as { sku: string });
});
afterEach(() => {
  vi.useRealTimers();
});

/** How many same-category queries `work` ran. */
function counted(work: () => void): number {
  queries.length = 0;
  work();
  return queries.filter((sql) => sql.includes("same_brand")).length;
}

describe("the recommender's same-category lists (decision 0070)", () => {
  it("are read once per lifetime, the same answer as a fresh read", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000 });
    const similar = sameCategory(db, { keepMs: 60_000 });
    let first: readonly string[] = [];
    expect(counted(() => (first = similar(sku, 8)))).toBe(1);
    expect(first.length).toBeGreaterThan(0);
    expect(first).not.toContain(sku);
    expect(counted(() => expect(similar(sku, 8)).toEqual(first))).toBe(0);
    // Another limit is another list.
    expect(counted(() => similar(sku, 3))).toBe(1);
    vi.setSystemTime(1_000 + 60_001);
    expect(counted(() => expect(similar(sku, 8)).toEqual(first))).toBe(1);
    expect(sameCategory(db)(sku, 8)).toEqual(first);
  });

  it("are emptied by the shop cache admin", () => {
    const similar = sameCategory(db, { keepMs: 60_000 });
    similar(sku, 8);
    expect(counted(() => similar(sku, 8))).toBe(0);
    expect(clearCaches().reference).toBeGreaterThan(0);
    expect(counted(() => similar(sku, 8))).toBe(1);
  });

  it("are kept in the shop's result cache: its bound, its entries, emptied with the registry", () => {
    const cache = new ResultCache<readonly string[]>(60_000, 1, "reference");
    const similar = sameCategory(db, { cache });
    const eight = similar(sku, 8);
    expect(cache.get(`8|${sku}`)).toEqual(eight);
    expect([...cache.values()]).toEqual([eight]);
    // The cache's bound of one list: the second list evicts the first, which is read again.
    const three = similar(sku, 3);
    expect([...cache.values()]).toEqual([three]);
    expect(counted(() => expect(similar(sku, 8)).toEqual(eight))).toBe(1);
    expect(counted(() => similar(sku, 8))).toBe(0);
    // Emptying every cache of the registry empties the recommender's lists.
    clearCaches();
    expect([...cache.values()]).toEqual([]);
    expect(counted(() => similar(sku, 8))).toBe(1);
  });
});
