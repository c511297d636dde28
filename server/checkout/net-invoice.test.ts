import type { Cart } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { isReverseCharge } from "../cart/reverse-charge";
import { billingQualifies, missingRateActions, netInvoiceActions, reverseChargeRate } from "./net-invoice";

const rate = { name: "reverse-charge", amount: 0, includedInPrice: true, country: "DE" };

function cart(over: Partial<Cart> = {}): Cart {
  return {
    country: "DE",
    taxMode: "Platform",
    lineItems: [{ id: "l1", taxRate: { ...rate, amount: 0.19, name: "19%" } }],
    customLineItems: [{ id: "fee" }],
    shippingInfo: { price: { centAmount: 195 } },
    ...over,
  } as unknown as Cart;
}

describe("netInvoiceActions (decision 0029)", () => {
  it("makes a Platform cart net: External mode, then a 0 % reverse-charge rate on every item", () => {
    expect(netInvoiceActions(cart(), true)).toEqual([
      { action: "changeTaxMode", taxMode: "External" },
      { action: "setLineItemTaxRate", lineItemId: "l1", externalTaxRate: rate },
      { action: "setCustomLineItemTaxRate", customLineItemId: "fee", externalTaxRate: rate },
      { action: "setShippingMethodTaxRate", externalTaxRate: rate },
    ]);
  });

  it("rates only the unrated items of a cart already net, and sends nothing when all are rated", () => {
    const net = cart({
      taxMode: "External",
      lineItems: [{ id: "l1", taxRate: rate }, { id: "l2" }] as Cart["lineItems"],
    });
    expect(missingRateActions(net).map((a) => a.action)).toEqual([
      "setLineItemTaxRate",
      "setCustomLineItemTaxRate",
      "setShippingMethodTaxRate",
    ]);
    expect(netInvoiceActions(net, true)).toEqual(missingRateActions(net));
    const full = cart({
      taxMode: "External",
      lineItems: [{ id: "l1", taxRate: rate }] as Cart["lineItems"],
      customLineItems: [],
      shippingInfo: { taxRate: rate } as Cart["shippingInfo"],
    });
    expect(netInvoiceActions(full, true)).toEqual([]);
  });

  it("goes gross with changeTaxMode Platform, and leaves a gross cart alone", () => {
    expect(netInvoiceActions(cart({ taxMode: "External" }), false)).toEqual([
      { action: "changeTaxMode", taxMode: "Platform" },
    ]);
    expect(netInvoiceActions(cart(), false)).toEqual([]);
  });

  it("names the cart's country on the rate", () => {
    expect(reverseChargeRate({ country: "AT" }).country).toBe("AT");
    expect(reverseChargeRate({ billingAddress: { country: "FR" } } as Cart).country).toBe("FR");
  });
});

describe("billingQualifies", () => {
  const billing = (fields: Record<string, unknown>, company = "Muster GmbH") =>
    cart({
      billingAddress: { country: "DE", company, custom: { type: { typeId: "type", id: "t" }, fields } },
    });
  it("needs a company whose VAT ID the server validated, in a store that may go net", () => {
    expect(billingQualifies(billing({ vatValidated: true }), true)).toBe(true);
    expect(billingQualifies(billing({ vatValidated: true }), false)).toBe(false);
    expect(billingQualifies(billing({ vatValidated: false }), true)).toBe(false);
    expect(billingQualifies(billing({ vatValidated: "true" }), true)).toBe(false);
    expect(billingQualifies(billing({ vatValidated: true }, ""), true)).toBe(false);
    expect(billingQualifies(cart(), true)).toBe(false);
  });
});

describe("isReverseCharge", () => {
  const portions = (...list: { rate: number; name: string }[]) =>
    ({
      taxedPrice: { taxPortions: list.map((p) => ({ ...p, amount: { centAmount: 0 } })) },
    }) as unknown as Pick<Cart, "taxedPrice">;
  it("only when every portion is the 0 % reverse-charge rate", () => {
    expect(isReverseCharge(portions({ rate: 0, name: "reverse-charge" }))).toBe(true);
    expect(isReverseCharge(portions({ rate: 0, name: "reverse-charge" }, { rate: 0.19, name: "19%" }))).toBe(
      false,
    );
    expect(isReverseCharge(portions({ rate: 0, name: "zero" }))).toBe(false);
    expect(isReverseCharge({})).toBe(false);
  });
});
