import { describe, expect, it } from "vitest";
import { answerOf, parseRecommendationAnswer, requestBody } from "./wire";

describe("recommendation service: request and answer (SPEC §7)", () => {
  it("sends the source SKU for similar products, and the category levels and title for the cart", () => {
    const base = {
      cookie: "c-1",
      domainId: "de-de-similar-products",
      languageAndCountry: "de-DE" as const,
      limit: 8,
    };
    expect(requestBody({ ...base, request: { typeId: "similar", sourceSku: "EX1" } })).toEqual({
      cookie: "c-1",
      typeId: "similar",
      domainId: "de-de-similar-products",
      languageAndCountry: "de-DE",
      sourceSku: "EX1",
    });
    const cart = requestBody({
      ...base,
      request: {
        typeId: "cart",
        sourceSku: "EX2",
        categoryLvl2: "Garten",
        categoryLvl3: "Pumpen",
        productTitle: "Pumpe",
      },
    });
    expect(cart).toMatchObject({
      typeId: "cart",
      sourceSku: "EX2",
      categoryLvl2: "Garten",
      categoryLvl3: "Pumpen",
    });
    expect(cart.productTitle).toBe("Pumpe");
  });

  it("reads results[0].value in its order, each SKU once, whatever form the items take", () => {
    expect(parseRecommendationAnswer(answerOf(["B", "C"]))).toEqual(["B", "C"]);
    expect(
      parseRecommendationAnswer({
        results: [{ value: ["B", { item_id: "C" }, { sku: "B" }] }, { value: ["X"] }],
      }),
    ).toEqual(["B", "C"]);
    expect(parseRecommendationAnswer({ results: [{ value: [] }] })).toEqual([]);
  });

  it("is null for any answer without a readable results[0].value", () => {
    for (const body of [null, "B,C", {}, { results: [] }, { results: [{}] }, { results: [{ value: [7] }] }])
      expect(parseRecommendationAnswer(body)).toBeNull();
  });
});
