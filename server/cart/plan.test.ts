import { describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import { cartOf, guaranteeLine, line, offer, product } from "../../tests/support/cart-fixtures";
import type { GuaranteeOffer } from "../catalog/guarantee";
import { type PlanFacts, planChange } from "./plan";

const priceOf = (o: GuaranteeOffer) => ({ currencyCode: "EUR", centAmount: Math.round(o.price * 100) });
const facts = (over: Partial<PlanFacts> = {}): PlanFacts => ({ stock: 10, offers: [], priceOf, ...over });
const drill = product("EX1", 10000);

describe("planning a cart change (SPEC §4, §5)", () => {
  it("adds a product within stock, and caps the quantity at what stock allows with the maximum notice", () => {
    expect(planChange(null, { intent: "add", sku: "EX1", quantity: "2" }, facts({ product: drill }))).toEqual(
      {
        ok: true,
        actions: [{ action: "addLineItem", sku: "EX1", quantity: 2 }],
        notice: "added",
        capped: false,
      },
    );
    const inCart = cartOf([line("l1", "EX1", 8, 10000)]);
    expect(
      planChange(inCart, { intent: "add", sku: "EX1", quantity: "5" }, facts({ product: drill })),
    ).toEqual({
      ok: true,
      actions: [{ action: "changeLineItemQuantity", lineItemId: "l1", quantity: 10 }],
      notice: "maxQuantity",
      capped: true,
    });
  });

  it("refuses an unknown or virtual product (404), one out of stock, and a guarantee not offered", () => {
    expect(planChange(null, { intent: "add", sku: "X" }, facts())).toMatchObject({
      ok: false,
      error: "unknownProduct",
      status: 404,
    });
    const virtual = product(LIMITS.defaultGuaranteeSku, 500);
    expect(planChange(null, { intent: "add", sku: "V" }, facts({ product: virtual }))).toMatchObject({
      error: "unknownProduct",
    });
    expect(
      planChange(null, { intent: "add", sku: "EX1" }, facts({ product: drill, stock: 0 })),
    ).toMatchObject({
      error: "outOfStock",
      field: "quantity",
    });
    expect(
      planChange(
        null,
        { intent: "add", sku: "EX1", guarantee: "4100020" },
        facts({ product: drill, offers: [offer("4100010", 5)] }),
      ),
    ).toMatchObject({ error: "guaranteeNotOffered", field: "guarantee" });
  });

  it("adds a guarantee for every unit at the offer's price, and sets a signed-in customer's e-mail", () => {
    const plan = planChange(
      null,
      { intent: "add", sku: "EX1", quantity: "3", guarantee: "4100010" },
      facts({ product: drill, offers: [offer("4100010", 5.25)] }),
      { id: "c1", email: "eva@example.com" },
    );
    expect(plan.ok && plan.actions).toEqual([
      { action: "addLineItem", sku: "EX1", quantity: 3 },
      { action: "setCustomerEmail", email: "eva@example.com" },
      expect.objectContaining({
        action: "addLineItem",
        sku: "4100010",
        quantity: 3,
        externalPrice: { currencyCode: "EUR", centAmount: 525 },
      }),
    ]);
  });

  it("changes a quantity with its guarantee (repriced), and removes both at 0", () => {
    const cart = cartOf([line("l1", "EX1", 1, 10000), guaranteeLine("g1", "4100010", "EX1", 1, 400)]);
    expect(
      planChange(
        cart,
        { intent: "quantity", lineId: "l1", quantity: "2" },
        facts({ offers: [offer("4100010", 5)] }),
      ),
    ).toEqual({
      ok: true,
      actions: [
        { action: "changeLineItemQuantity", lineItemId: "l1", quantity: 2 },
        {
          action: "changeLineItemQuantity",
          lineItemId: "g1",
          quantity: 2,
          externalPrice: { currencyCode: "EUR", centAmount: 500 },
        },
      ],
      notice: "updated",
      capped: false,
    });
    expect(planChange(cart, { intent: "quantity", lineId: "l1", quantity: " 0 " }, facts())).toEqual({
      ok: true,
      actions: [
        { action: "removeLineItem", lineItemId: "l1" },
        { action: "removeLineItem", lineItemId: "g1" },
      ],
      notice: "removed",
    });
    // A guarantee's own quantity follows its product: it has no quantity form.
    expect(planChange(cart, { intent: "quantity", lineId: "g1", quantity: "3" }, facts())).toMatchObject({
      error: "unknownLine",
    });
  });

  it("refuses a second guarantee for a product, codes on an empty cart, and leaves a cart without the code as it is", () => {
    const cart = cartOf([line("l1", "EX1", 1, 10000), guaranteeLine("g1", "4100010", "EX1", 1, 500)]);
    expect(
      planChange(
        cart,
        { intent: "guarantee", lineId: "l1", guarantee: "4100020" },
        facts({ product: drill, offers: [offer("4100020", 9)] }),
      ),
    ).toMatchObject({ error: "guaranteeNotOffered" });
    expect(planChange(cartOf([]), { intent: "coupon", code: "WELCOME10" }, facts())).toMatchObject({
      error: "emptyCart",
    });
    expect(planChange(cart, { intent: "removeCoupon", code: "NOPE" }, facts())).toEqual({
      ok: true,
      actions: [],
      notice: "couponRemoved",
    });
  });
});
