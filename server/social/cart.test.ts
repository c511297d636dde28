import type { Cart, LineItem } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { lineCopyAction, sameLine } from "../commerce/line-copy";
import { cartGroupActions } from "../commerce/price-group";
import { mergeActions } from "./cart";

const eur = (centAmount: number) => ({
  type: "centPrecision" as const,
  currencyCode: "EUR",
  centAmount,
  fractionDigits: 2,
});
const line = (id: string, sku: string, extra: Partial<LineItem> = {}) =>
  ({
    id,
    productId: `product-${sku}`,
    variant: { id: 1, sku },
    quantity: 1,
    lineItemMode: "Standard",
    priceMode: "Platform",
    price: { id: "p", value: eur(1000) },
    ...extra,
  }) as LineItem;
const cartOf = (...lineItems: LineItem[]) => ({ id: "c", version: 1, lineItems }) as unknown as Cart;

describe("the social sign-in's cart take-over (decision 0065)", () => {
  it("the social take-over copies with the same helper: new lines added, a shared line takes the larger quantity", () => {
    const typed = line("n", "SAW", {
      custom: { type: { typeId: "type", id: "type-id-1" }, fields: { note: "x" } },
    });
    const own = cartOf(line("o", "DRILL", { quantity: 1 }));
    const anonymous = cartOf(
      line("a", "DRILL", { quantity: 3 }),
      typed,
      line("gift", "GIFT", { lineItemMode: "GiftLineItem" }),
    );
    expect(mergeActions(own, anonymous)).toEqual([
      { action: "changeLineItemQuantity", lineItemId: "o", quantity: 3 },
      lineCopyAction(typed),
    ]);
    expect(sameLine(line("x", "DRILL"), line("y", "DRILL"))).toBe(true);
    expect(sameLine(line("x", "DRILL"), line("y", "DRILL", { lineItemMode: "GiftLineItem" }))).toBe(false);
  });

  it("gives a cart the customer's price group, and nothing when it has it", () => {
    const customer = {
      customerGroupAssignments: [
        { customerGroup: { typeId: "customer-group" as const, id: "group-vip", obj: { key: "vip" } } },
        { customerGroup: { typeId: "customer-group" as const, id: "group-tier-1", obj: { key: "tier-1" } } },
      ],
    } as never;
    expect(cartGroupActions(cartOf(), customer)).toEqual([
      { action: "setCustomerGroup", customerGroup: { typeId: "customer-group", id: "group-tier-1" } },
    ]);
    const grouped = { ...cartOf(), customerGroup: { typeId: "customer-group", id: "group-tier-1" } } as Cart;
    expect(cartGroupActions(grouped, customer)).toEqual([]);
  });
});
