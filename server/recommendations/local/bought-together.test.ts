/**
 * The embedded recommender's bought-together lists kept per version of its database (decision
 * 0086): a list is read once, an empty one (an unknown SKU, one never bought with another) every
 * time, so asking for any number of SKUs keeps nothing.
 */
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../commerce/local/db";
import { boughtTogether } from "./bought-together";

function counted() {
  let reads = 0;
  const db = openDatabase(":memory:", {
    verbose: (sql) => {
      if (/FROM recommendation_pairs WHERE sku/.test(String(sql))) reads++;
    },
  });
  return { db, reads: () => reads };
}

describe("bought together, kept", () => {
  it("reads a SKU's list once, and an empty one every time", () => {
    const { db, reads } = counted();
    const together = boughtTogether(db, { batch: 10, kept: 10 });
    db.prepare("INSERT INTO recommendation_pairs (sku, other_sku, orders) VALUES ('A', 'B', 3)").run();
    expect(together.with("A", 5)).toEqual([{ sku: "B", orders: 3 }]);
    expect(together.with("A", 5)).toEqual([{ sku: "B", orders: 3 }]);
    expect(reads()).toBe(1);
    expect(together.with("UNKNOWN", 5)).toEqual([]);
    expect(together.with("UNKNOWN", 5)).toEqual([]);
    expect(reads()).toBe(3);
  });
});
