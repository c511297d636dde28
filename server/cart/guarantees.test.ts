import type { LineItem } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { cartOf, guaranteeLine, line, offer } from "../../tests/support/cart-fixtures";
import { planGuaranteeRepair } from "./guarantees";

const guarantee = (
  id: string,
  sku: string,
  parent: string,
  quantity: number,
  cents: number,
  addedAt: string,
) => guaranteeLine(id, sku, parent, quantity, cents, addedAt);
const cart = (lineItems: LineItem[]) => cartOf(lineItems);

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
