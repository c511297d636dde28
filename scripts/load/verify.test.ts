import { describe, expect, it } from "vitest";
import { newRecord, type ShopperRecord } from "./record";
import { differingLines, linesOf, reconcile } from "./verify";

const shopper = (n: number, change: (r: ShopperRecord) => void) => {
  const record = newRecord(n, "de", "load-x-");
  change(record);
  return record;
};
const order = (id: string, cartId: string, lines: Record<string, number>) => ({
  id,
  cartId,
  email: "load-x-1-1@example.com",
  lines,
});

describe("the load run's reckoning against the platform", () => {
  it("sums a commercetools cart's product lines by SKU and leaves custom lines (fees) out", () => {
    expect(
      linesOf([
        { quantity: 2, variant: { sku: "EX1" } },
        { quantity: 1, variant: { sku: "EX1" } },
        { quantity: 4, variant: {} },
      ]),
    ).toEqual({ EX1: 3 });
    expect(differingLines({ A: 1, B: 2 }, { A: 1, B: 3, C: 1 })).toBe(2);
    expect(differingLines({ A: 1 }, undefined)).toBe(1);
    expect(differingLines({}, {})).toBe(0);
  });

  it("is clean when every told order exists with its lines and every final cart holds what was meant", () => {
    const records = [
      shopper(1, (r) => {
        r.orders.push({ orderId: "o1", cartId: "c1", payment: "card", lines: { A: 2 } });
        r.finalCart = { cartId: "c2", lines: { B: 1 } };
      }),
    ];
    const platform = { orders: [order("o1", "c1", { A: 2 })], carts: new Map([["c2", { B: 1 }]]) };
    expect(reconcile(records, platform)).toEqual({
      linesLost: 0,
      ordersMissing: 0,
      ordersDoubled: 0,
      ordersUnconfirmed: 0,
      ordersPlaced: 1,
      finalCarts: 1,
    });
  });

  it("counts lost and changed lines, missing orders, doubled orders and unconfirmed ones", () => {
    const records = [
      shopper(1, (r) => {
        r.orders.push({ orderId: "o1", cartId: "c1", payment: "cod", lines: { A: 2, B: 1 } });
        r.orders.push({ orderId: "o2", cartId: "c2", payment: "bank", lines: { A: 1 } });
        r.finalCart = { cartId: "c3", lines: { C: 3 } };
        r.unconfirmed.push("c4");
      }),
      shopper(2, (r) => {
        r.orders.push({ orderId: "o5", cartId: "c5", payment: "card", lines: { A: 1 } });
        r.orders.push({ orderId: "o6", cartId: "c5", payment: "card", lines: { A: 1 } });
      }),
    ];
    const platform = {
      orders: [
        order("o1", "c1", { A: 2 }), // B lost
        order("o1b", "c1", { A: 2, B: 1 }), // a second order of cart c1
        order("o4", "c4", { D: 1 }), // the payment whose answer never came
        order("o5", "c5", { A: 1 }),
        order("o6", "c5", { A: 1 }), // two thank-you pages for one cart
        order("o9", "c9", { A: 1 }), // nobody placed it
      ],
      carts: new Map([["c3", { C: 2 }]]),
    };
    expect(reconcile(records, platform)).toEqual({
      linesLost: 2,
      ordersMissing: 1,
      ordersDoubled: 3,
      ordersUnconfirmed: 1,
      ordersPlaced: 4,
      finalCarts: 1,
    });
  });
});
