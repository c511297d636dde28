/**
 * The embedded platform. What the engine gained for the local commercetools API (decision 0036):
 * the custom-object upsert with the platform's version rule, and the platform's POST /reviews.
 */
import { describe, expect, it } from "vitest";
import { fixtureCommerce } from "../support/commerce";

describe("embedded platform: the platform API's own operations", () => {
  it("creates and replaces a custom object, versioned, and refuses a stale version", async () => {
    const { commerce } = fixtureCommerce([]);
    const created = await commerce.upsertCustomObject({ container: "prefs", key: "eva", value: { a: 1 } });
    expect(created).toMatchObject({ id: "prefs/eva", version: 1, value: { a: 1 } });
    const replaced = await commerce.upsertCustomObject({
      container: "prefs",
      key: "eva",
      value: [2],
      version: 1,
    });
    expect(replaced).toMatchObject({ version: 2, value: [2] });
    await expect(
      commerce.upsertCustomObject({ container: "prefs", key: "eva", value: 3, version: 1 }),
    ).rejects.toMatchObject({ statusCode: 409, code: "ConcurrentModification", currentVersion: 2 });
    // Version 0: "must not exist yet".
    await expect(
      commerce.upsertCustomObject({ container: "prefs", key: "eva", value: 3, version: 0 }),
    ).rejects.toMatchObject({ code: "ConcurrentModification" });
    expect((await commerce.customObject("prefs", "eva"))?.value).toEqual([2]);
    expect(await commerce.customObject("prefs", "jan")).toBeNull();
  });

  it("posts a review as drafted, counting it in the product's rating statistics, and checks rating and target", async () => {
    const { commerce } = fixtureCommerce([{ sku: "DRILL", prices: [["DE", "EUR", 119]] }]);
    const target = { typeId: "product" as const, id: "prod-DRILL" };
    const review = await commerce.postReview({ target, rating: 4, text: "Solid", locale: "de" });
    expect(review).toMatchObject({ version: 1, rating: 4, includedInStatistics: true, target });
    await commerce.postReview({ target, rating: 2 });
    const product = await commerce.productBySlug(
      { language: "de", value: "produkt-drill-10000001" },
      { country: "DE", currency: "EUR" },
    );
    expect(product?.reviewRatingStatistics).toMatchObject({ averageRating: 3, count: 2 });
    await expect(commerce.postReview({ target, rating: 101 })).rejects.toMatchObject({
      code: "InvalidInput",
    });
    await expect(
      commerce.postReview({ target: { typeId: "product", id: "prod-NONE" }, rating: 3 }),
    ).rejects.toMatchObject({ statusCode: 404, code: "ResourceNotFound" });
  });
});
