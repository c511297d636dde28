import type { CartDiscount, ProductProjection } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { guaranteeOffers } from "./guarantee";
import { parseReviewQuery } from "./reviews";
import { volumeThreshold, volumeTiers } from "./volume-discounts";

const guarantee = (sku: string, rate: number, extra: Record<string, unknown> = {}): ProductProjection =>
  ({
    id: `prod-${sku}`,
    published: true,
    name: { en: `Extra guarantee ${sku}`, de: `Garantie ${sku}` },
    masterVariant: {
      id: 1,
      sku,
      attributes: Object.entries({
        extraGuaranteeRate: rate,
        enabledOnMarket: ["de-DE", "hu-HU"],
        excludedSkus: ["EX10000099"],
        excludedBrands: ["Saxby"],
        excludedRelations: ["bware"],
        ...extra,
      }).map(([name, value]) => ({ name, value })),
    },
  }) as unknown as ProductProjection;

const GUARANTEES = [guarantee("4100010", 5), guarantee("4100020", 8)];
const DE = { locale: "de-DE", language: "de", storeSellsGuarantees: true } as const;
const GRILL = { sku: "EX10000008", brand: "Mirota", isBware: false, price: 532.99, currency: "EUR" } as const;

describe("extra-guarantee offers (SPEC §5, §9)", () => {
  it("prices each guarantee at the product price × rate in the currency's minor units", () => {
    expect(guaranteeOffers(GRILL, GUARANTEES, DE)).toEqual([
      { sku: "4100010", name: "Garantie 4100010", rate: 5, price: 26.65 },
      { sku: "4100020", name: "Garantie 4100020", rate: 8, price: 42.64 },
    ]);
    const huf = { ...GRILL, price: 209_990, currency: "HUF" } as const;
    expect(guaranteeOffers(huf, GUARANTEES, { ...DE, locale: "hu-HU", language: "hu" })[1]?.price).toBe(
      16_799,
    );
  });

  it.each([
    ["the sku is excluded", { ...GRILL, sku: "EX10000099" }, DE],
    ["the brand is excluded", { ...GRILL, brand: "Saxby" }, DE],
    ["B-ware is an excluded relation", { ...GRILL, isBware: true }, DE],
    ["the item is virtual", { ...GRILL, sku: "4100010" }, DE],
    ["the market is not enabled", GRILL, { ...DE, locale: "en-GB", language: "en" }],
    ["the store does not sell guarantees", GRILL, { ...DE, storeSellsGuarantees: false }],
    ["the product already has one", GRILL, { ...DE, hasGuaranteeInCart: true }],
    ["the shopper is on the payment page", GRILL, { ...DE, onPaymentPage: true }],
  ] as const)("offers nothing when %s", (_, target, context) => {
    expect(guaranteeOffers(target, GUARANTEES, context)).toEqual([]);
  });
});

describe("volume-discount tiers (SPEC §3, §9)", () => {
  const count = 'lineItemCount(attributes.volumeDiscountGroup = "vd-gastronomy")';
  /** A volume discount as the platform keeps it: the threshold in its own field beside the predicate. */
  const discount = (predicate: string, permyriad: number) => {
    const minItems = Number(/>=\s*(\d+)/.exec(predicate)?.[1]);
    return {
      cartPredicate: predicate,
      value: { type: "relative", permyriad },
      custom: {
        type: { typeId: "type", id: "cart-discount-fields" },
        fields: { volumeDiscountGroup: "vd-gastronomy", minItems },
      },
    } as unknown as CartDiscount;
  };

  it("reads the threshold from the discount's own field, not from its predicate", () => {
    expect(volumeThreshold(discount(`${count} >= 5 and ${count} < 10`, 1000))).toBe(5);
    const personal = {
      cartPredicate: `${count} >= 3`,
      value: { type: "relative", permyriad: 500 },
    } as unknown as CartDiscount;
    expect(volumeThreshold(personal)).toBeUndefined();
  });

  it("lists the tiers lowest first with the unit price at each", () => {
    const tiers = volumeTiers(
      [
        discount(`${count} >= 10`, 1500),
        discount(`${count} >= 3 and ${count} < 5`, 500),
        discount(`${count} >= 5 and ${count} < 10`, 1000),
      ],
      532.99,
      "EUR",
    );
    expect(tiers).toEqual([
      { minItems: 3, percent: 5, unitPrice: 506.34 },
      { minItems: 5, percent: 10, unitPrice: 479.69 },
      { minItems: 10, percent: 15, unitPrice: 453.04 },
    ]);
    // The platform's rounding: 5 % of 59.90 is 2.995, rounded half-even to 3.00 (so 56.90, not 56.91).
    expect(volumeTiers([discount(`${count} >= 3`, 500)], 59.9, "EUR")[0]?.unitPrice).toBe(56.9);
    expect(volumeTiers([discount(`${count} >= 3`, 500)], 22_099, "HUF")).toEqual([
      { minItems: 3, percent: 5, unitPrice: 20_994 },
    ]);
  });
});

describe("review list parameters", () => {
  it("reads sort and page, and resets invalid values to the first page of top reviews", () => {
    expect(parseReviewQuery(new URLSearchParams("reviewSort=recent&reviewPage=3"))).toEqual({
      reviewSort: "recent",
      reviewPage: 3,
    });
    expect(parseReviewQuery(new URLSearchParams("reviewSort=worst&reviewPage=-1"))).toEqual({
      reviewSort: "top",
      reviewPage: 1,
    });
    expect(parseReviewQuery(new URLSearchParams(""))).toEqual({ reviewSort: "top", reviewPage: 1 });
    expect(parseReviewQuery(new URLSearchParams("reviewPage=abc")).reviewPage).toBe(1);
    expect(parseReviewQuery(new URLSearchParams("reviewPage=2.5")).reviewPage).toBe(1);
    expect(parseReviewQuery(new URLSearchParams("reviewPage=0")).reviewPage).toBe(1);
  });
});
