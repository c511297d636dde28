/**
 * The comparison's kept columns (issue 20 item 3, decision 0070): each family's columns are read
 * once per market and lifetime, the stock in them stays live, the shop cache admin empties them,
 * and a customer's group prices are still applied per request.
 */
import type { Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { groupPricedComparison } from "../../app/lib/tiers.server";
import { clearCaches } from "../../server/cache-registry";
import {
  type ComparisonProduct,
  cachedComparison,
  comparisonProducts,
  followStock,
} from "../../server/catalog/comparison";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { resolveMarket } from "../../server/market";
import { ResultCache } from "../../server/search/result-cache";
import { createTiers } from "../../server/tiers";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const at = resolveMarket({ host: "at.localhost", pathname: "/" });
let db: ReturnType<typeof openDatabase>;
let engine: LocalCommerce;
/** A product of the largest family that is no B-ware (so its table has most columns). */
let product: { sku: string; family: string; isBware: boolean };

beforeAll(() => {
  db = openDatabase(":memory:");
  seedIfEmpty(db, 60);
  engine = new LocalCommerce(db);
  const row = db
    .prepare(
      `SELECT k.sku, a.value AS family FROM product_attributes a JOIN products p ON p.id = a.product_id
       JOIN product_skus k ON k.product_id = p.id
       JOIN product_attributes b ON b.product_id = p.id AND b.name = 'isBware' AND b.value = '0'
       WHERE a.name = 'family' AND p.published = 1 GROUP BY a.value ORDER BY COUNT(*) DESC, a.value LIMIT 1`,
    )
    .get() as { sku: string; family: string };
  product = { ...row, isBware: false };
});

/** The engine's stock listeners added from now on and not yet removed. */
function countedListeners() {
  const listen = engine.onStockChange.bind(engine);
  let live = 0;
  const spy = vi.spyOn(engine, "onStockChange").mockImplementation((listener) => {
    live++;
    const stop = listen(listener);
    let stopped = false;
    return () => {
      if (!stopped) live--;
      stopped = true;
      stop();
    };
  });
  return { live: () => live, done: () => spy.mockRestore() };
}

/** A comparison whose platform reads are counted. */
function counted() {
  const reads = vi.spyOn(engine, "queryProducts");
  return {
    comparison: cachedComparison(engine),
    reads: () => reads.mock.calls.length,
    done: () => reads.mockRestore(),
  };
}

describe("the comparison's kept columns (decision 0070)", () => {
  it("reads a family once per market and answers the same table as the uncached comparison", async () => {
    clearCaches();
    const { comparison, reads, done } = counted();
    try {
      const first = await comparison(de, product);
      expect(reads()).toBe(1);
      expect(first.length).toBeGreaterThanOrEqual(2);
      expect(first[0]?.sku).toBe(product.sku);
      expect(await comparison(de, product)).toEqual(first);
      expect(reads()).toBe(1);
      expect(first).toEqual(await comparisonProducts(engine, de, product));
      // Another market (its own currency, texts and links) is read on its own.
      await comparison(at, product);
      expect(reads()).toBe(3);
    } finally {
      done();
    }
  });

  it("shows a stock change of a kept column on the next table, ranked by it", async () => {
    const { comparison, done } = counted();
    try {
      const before = await comparison(de, product);
      const other = before.slice(1).find((c) => c.inStock);
      expect(other).toBeDefined();
      engine.setStock(other?.sku ?? "", 0);
      const after = await comparison(de, product);
      const column = after.find((c) => c.sku === other?.sku);
      // Out of stock: either shown as such or ranked out of the table by a column in stock.
      expect(column?.inStock ?? false).toBe(false);
      expect(after.slice(1).filter((c) => c.inStock).length).toBeLessThanOrEqual(
        before.slice(1).filter((c) => c.inStock).length,
      );
      engine.setStock(other?.sku ?? "", 7);
      expect((await comparison(de, product)).find((c) => c.sku === other?.sku)?.inStock).toBe(true);
    } finally {
      done();
    }
  });

  it("removes its stock listener at the first stock change after its cache is gone, not before", async () => {
    const listeners = countedListeners();
    try {
      // A comparison whose cache is still held (collected or not is up to the GC: not asserted here).
      const cache = new ResultCache<ComparisonProduct[]>(undefined, 10);
      const kept = cachedComparison(engine, cache);
      const before = await kept(de, product);
      const other = before.slice(1).find((c) => c.inStock);
      expect(other).toBeDefined();
      // One cache held, one gone: a reference that answers undefined is what a collected one answers.
      let gone = 0;
      followStock(engine, {
        deref: () => {
          gone++;
          return undefined;
        },
      });
      expect(listeners.live()).toBe(2);
      engine.setStock(other?.sku ?? "", 0);
      // The gone cache's listener asked once and removed itself; the held one still follows stock.
      expect(gone).toBe(1);
      expect(listeners.live()).toBe(1);
      expect((await kept(de, product)).find((c) => c.sku === other?.sku)?.inStock ?? false).toBe(false);
      engine.setStock(other?.sku ?? "", 7);
      expect(gone).toBe(1);
      expect(listeners.live()).toBe(1);
      expect((await kept(de, product)).find((c) => c.sku === other?.sku)?.inStock).toBe(true);
    } finally {
      listeners.done();
    }
  });

  it("is emptied by the shop cache admin: a changed price shows after clearCaches", async () => {
    const { comparison, reads, done } = counted();
    try {
      const before = await comparison(de, product);
      const row = db
        .prepare(
          "SELECT p.id, p.data FROM products p JOIN product_skus k ON k.product_id = p.id WHERE k.sku = ?",
        )
        .get(product.sku) as { id: string; data: string };
      const stored = JSON.parse(row.data);
      for (const price of stored.masterVariant.prices) price.value.centAmount += 1000;
      db.prepare("UPDATE products SET data = ? WHERE id = ?").run(JSON.stringify(stored), row.id);
      expect(clearCaches().search).toBeGreaterThan(0);
      const after = await comparison(de, product);
      expect(reads()).toBe(2);
      expect(after[0]?.price).toBeGreaterThan(before[0]?.price ?? Number.POSITIVE_INFINITY);
      expect(after).toEqual(await comparisonProducts(engine, de, product));
    } finally {
      done();
    }
  });

  it("shows a tier-1 customer their group prices on kept columns, others the public ones", async () => {
    const { comparison, done } = counted();
    try {
      const { customer } = await engine.signUp({ email: "compare@example.com", password: "secret123" });
      const tierOne: Customer = await engine.updateCustomer(customer.id, customer.version, [
        {
          action: "setCustomerGroupAssignments",
          customerGroupAssignments: [{ customerGroup: { typeId: "customer-group", key: "tier-1" } }],
        },
      ]);
      const context = { market: de, services: { tiers: createTiers(engine) } } as unknown as Pick<
        AppLoadContext,
        "market" | "services"
      >;
      const tierScope = { country: "DE", currency: "EUR", customerGroupId: "group-tier-1" };
      // A family with a tier-1 price in it.
      const grouped = (await engine.queryProducts({ limit: 60 }, tierScope)).results.find(
        (p) => p.masterVariant.price?.customerGroup && !p.masterVariant.price.discounted,
      );
      const attribute = (name: string) =>
        grouped?.masterVariant.attributes?.find((a) => a.name === name)?.value;
      const member = {
        sku: grouped?.masterVariant.sku ?? "",
        family: String(attribute("family")),
        isBware: Boolean(attribute("isBware")),
      };
      await comparison(de, member);
      const kept = await comparison(de, member);
      const { results } = await engine.queryProducts(
        { skus: kept.map((c) => c.sku), limit: kept.length },
        tierScope,
      );
      const groupPrice = (sku: string) => {
        const price = results.find((p) => p.masterVariant.sku === sku)?.masterVariant.price;
        return price?.customerGroup ? (price.discounted?.value ?? price.value).centAmount / 100 : undefined;
      };
      const priced = await groupPricedComparison(context, tierOne, kept);
      expect(priced[0]?.sku).toBe(member.sku);
      expect(priced[0]?.price).toBe(groupPrice(member.sku));
      expect(priced[0]?.price).toBeLessThan(kept[0]?.price ?? 0);
      for (const [i, column] of kept.entries()) {
        const group = groupPrice(column.sku);
        const expected =
          group !== undefined && group < (column.price ?? Number.POSITIVE_INFINITY) ? group : column.price;
        expect(priced[i]?.price).toBe(expected);
      }
      // The kept columns themselves still hold the public prices for the next visitor.
      expect(await comparison(de, member)).toEqual(kept);
      expect(await groupPricedComparison(context, null, kept)).toEqual(kept);
    } finally {
      done();
    }
  });
});
