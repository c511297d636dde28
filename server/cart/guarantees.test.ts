import type { Cart, LineItem } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import type { GuaranteeOffer } from "../catalog/guarantee";
import { planGuaranteeRepair } from "./guarantees";
import { GUARANTEE_LINE_TYPE } from "./view";

const eur = (centAmount: number) => ({
  type: "centPrecision" as const,
  currencyCode: "EUR",
  centAmount,
  fractionDigits: 2,
});

function line(
  id: string,
  sku: string,
  quantity: number,
  cents: number,
  extra: Partial<LineItem> = {},
): LineItem {
  return {
    id,
    productId: `p-${sku}`,
    name: { en: sku },
    productSlug: { en: sku },
    productType: { typeId: "product-type", id: "pt" },
    variant: { id: 1, sku },
    price: { id: `price-${id}`, value: eur(cents) },
    quantity,
    totalPrice: eur(cents * quantity),
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    state: [],
    perMethodTaxRate: [],
    priceMode: "Platform",
    lineItemMode: "Standard",
    ...extra,
  } as LineItem;
}
const guarantee = (
  id: string,
  sku: string,
  parent: string,
  quantity: number,
  cents: number,
  addedAt: string,
) =>
  line(id, sku, quantity, cents, {
    priceMode: "ExternalPrice",
    addedAt,
    custom: {
      type: { typeId: "type", id: GUARANTEE_LINE_TYPE.key },
      fields: { [GUARANTEE_LINE_TYPE.parentField]: parent },
    },
  });
const cart = (lineItems: LineItem[]) => ({ lineItems, totalPrice: eur(0) }) as unknown as Cart;
const offer = (sku: string, price: number): GuaranteeOffer => ({ sku, name: sku, rate: 5, price });

describe("repairing extra guarantees after a merge (SPEC §5, §9)", () => {
  const offers = new Map([["EX1", [offer("4100010", 25.5), offer("4100040", 81.6)]]]);

  it("prices a guarantee that lost its price and makes it follow its product's quantity", () => {
    const merged = cart([
      line("a", "EX1", 2, 51000),
      guarantee("g", "4100040", "EX1", 1, 0, "2026-11-25T10:00:00Z"),
    ]);
    expect(planGuaranteeRepair(merged, offers)).toEqual([
      {
        action: "changeLineItemQuantity",
        lineItemId: "g",
        quantity: 2,
        externalPrice: { currencyCode: "EUR", centAmount: 8160 },
      },
    ]);
  });

  it("keeps one guarantee per product, the latest choice", () => {
    const merged = cart([
      line("a", "EX1", 1, 51000),
      guarantee("old", "4100010", "EX1", 1, 2550, "2026-11-20T10:00:00Z"),
      guarantee("new", "4100040", "EX1", 1, 8160, "2026-11-25T10:00:00Z"),
    ]);
    expect(planGuaranteeRepair(merged, offers)).toEqual([{ action: "removeLineItem", lineItemId: "old" }]);
  });

  it("removes a guarantee whose product left, and one no longer offered without a price; keeps a priced one", () => {
    expect(
      planGuaranteeRepair(cart([guarantee("g", "4100010", "GONE", 1, 2550, "2026-11-25T10:00:00Z")]), offers),
    ).toEqual([{ action: "removeLineItem", lineItemId: "g" }]);
    const unoffered = (cents: number) =>
      cart([line("a", "EX2", 1, 1000), guarantee("g", "4100010", "EX2", 1, cents, "2026-11-25T10:00:00Z")]);
    expect(planGuaranteeRepair(unoffered(0), offers)).toEqual([
      { action: "removeLineItem", lineItemId: "g" },
    ]);
    expect(planGuaranteeRepair(unoffered(50), offers)).toEqual([]);
  });

  it("changes nothing in a cart whose guarantees are right", () => {
    const right = cart([
      line("a", "EX1", 3, 51000),
      guarantee("g", "4100010", "EX1", 3, 2550, "2026-11-25T10:00:00Z"),
    ]);
    expect(planGuaranteeRepair(right, offers)).toEqual([]);
  });
});
