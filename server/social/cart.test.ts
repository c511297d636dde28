import type { Cart } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { cartOf, line } from "../../tests/support/cart-fixtures";
import { lineCopyAction, sameLine } from "../commerce/line-copy";
import { cartGroupActions } from "../commerce/price-group";
import { mergeActions } from "./cart";

describe("the social sign-in's cart take-over (decision 0065)", () => {
  it("the social take-over copies with the same helper: new lines added, a shared line takes the larger quantity", () => {
    const typed = line("n", "SAW", 1, 1000, {
      custom: { type: { typeId: "type", id: "type-id-1" }, fields: { note: "x" } },
    });
    const own = cartOf([line("o", "DRILL", 1, 1000)]);
    const anonymous = cartOf([
      line("a", "DRILL", 3, 1000),
      typed,
      line("gift", "GIFT", 1, 1000, { lineItemMode: "GiftLineItem" }),
    ]);
    expect(mergeActions(own, anonymous)).toEqual([
      { action: "changeLineItemQuantity", lineItemId: "o", quantity: 3 },
      lineCopyAction(typed),
    ]);
    expect(sameLine(line("x", "DRILL", 1, 1000), line("y", "DRILL", 1, 1000))).toBe(true);
    expect(
      sameLine(line("x", "DRILL", 1, 1000), line("y", "DRILL", 1, 1000, { lineItemMode: "GiftLineItem" })),
    ).toBe(false);
  });

  it("gives a cart the customer's price group, and nothing when it has it", () => {
    const customer = {
      customerGroupAssignments: [
        { customerGroup: { typeId: "customer-group" as const, id: "group-vip", obj: { key: "vip" } } },
        { customerGroup: { typeId: "customer-group" as const, id: "group-tier-1", obj: { key: "tier-1" } } },
      ],
    } as never;
    expect(cartGroupActions(cartOf([]), customer)).toEqual([
      { action: "setCustomerGroup", customerGroup: { typeId: "customer-group", id: "group-tier-1" } },
    ]);
    const grouped = {
      ...cartOf([]),
      customerGroup: { typeId: "customer-group", id: "group-tier-1" },
    } as Cart;
    expect(cartGroupActions(grouped, customer)).toEqual([]);
  });
});
