/**
 * The embedded platform's parsed product documents (issue 20 item 3, decision 0070): a product read
 * twice is parsed once and shared, frozen; and whatever writes its row (the engine, a raw UPDATE,
 * another connection to the same file) shows on the very next read.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Review } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { fixtureCommerce } from "../support/commerce";

const scope = { country: "DE", currency: "EUR" };
const slug = { language: "de", value: "produkt-drill-10000001" };

function review(id: string, rating: number): Review {
  const at = new Date(Date.now() - 86_400_000).toISOString();
  return {
    id,
    version: 1,
    createdAt: at,
    lastModifiedAt: at,
    rating,
    target: { typeId: "product", id: "prod-DRILL" },
    includedInStatistics: true,
  };
}

/** Adds 10.00 to every stored price of the product, as a raw UPDATE of its row. */
function raisePrices(db: ReturnType<typeof openDatabase>) {
  const row = db.prepare("SELECT data FROM products WHERE id = 'prod-DRILL'").get() as { data: string };
  const stored = JSON.parse(row.data);
  for (const price of stored.masterVariant.prices) price.value.centAmount += 1000;
  db.prepare("UPDATE products SET data = ? WHERE id = 'prod-DRILL'").run(JSON.stringify(stored));
}

const centsOf = (product: Awaited<ReturnType<LocalCommerce["productBySlug"]>>) =>
  product?.masterVariant.price?.value.centAmount;

describe("parsed product documents (decision 0070)", () => {
  it("parses a product once and shares it, frozen, between reads", async () => {
    const { commerce } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    const first = await commerce.productBySlug(slug, scope);
    const second = await commerce.productBySlug(slug, scope);
    const { results } = await commerce.queryProducts({ skus: ["DRILL"] }, scope);
    expect(first?.masterVariant.sku).toBe("DRILL");
    // The stored document inside a projection is shared; so is the projection by slug, kept per
    // database version (decision 0086) and frozen too. A query's projections are its own.
    expect(second).toBe(first);
    expect(results[0]).not.toBe(first);
    expect(Object.isFrozen(first?.masterVariant)).toBe(true);
    expect(second?.name).toBe(first?.name);
    expect(results[0]?.name).toBe(first?.name);
    expect(Object.isFrozen(first?.name)).toBe(true);
    expect(() => {
      (first?.name as Record<string, string>).de = "changed";
    }).toThrow(TypeError);
    expect((await commerce.productBySlug(slug, scope))?.name.de).toBe("Produkt DRILL");
  });

  it("shows the engine's own write at once (a review's rating statistics)", async () => {
    const { commerce } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    expect((await commerce.productBySlug(slug, scope))?.reviewRatingStatistics).toBeUndefined();
    commerce.insertReview(review("r-1", 4), "DRILL");
    expect((await commerce.productBySlug(slug, scope))?.reviewRatingStatistics).toMatchObject({
      averageRating: 4,
      count: 1,
    });
    commerce.insertReview(review("r-2", 2), "DRILL");
    const [product] = (await commerce.queryProducts({ skus: ["DRILL"] }, scope)).results;
    expect(product?.reviewRatingStatistics).toMatchObject({ averageRating: 3, count: 2 });
  });

  it("shows a raw UPDATE and another connection's write on the next read", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "shared-documents-")), "commerce.sqlite");
    const { commerce, db } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }], file);
    const before = centsOf(await commerce.productBySlug(slug, scope));
    expect(before).toBe(11900);
    raisePrices(db);
    expect(centsOf(await commerce.productBySlug(slug, scope))).toBe(12900);
    const other = openDatabase(file);
    raisePrices(other);
    other.close();
    expect(centsOf(await commerce.productBySlug(slug, scope))).toBe(13900);
    const [product] = (await new LocalCommerce(db).queryProducts({ skus: ["DRILL"] }, scope)).results;
    expect(product?.masterVariant.price?.value.centAmount).toBe(13900);
  });
});
