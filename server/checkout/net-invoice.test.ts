import type { Cart } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { isReverseCharge } from "../cart/reverse-charge";
import { chargedCodFeeCents } from "./cod-fee";
import {
  billingQualifies,
  factsOf,
  fullyNet,
  netInvoiceActions,
  replatformActions,
  reverseChargeRate,
} from "./net-invoice";

const rate = { name: "reverse-charge", amount: 0, includedInPrice: true, country: "DE" };
const eur = (centAmount: number) => ({ currencyCode: "EUR", centAmount });
const facts = { vatRate: 0.19, platformShipping: { typeId: "shipping-method" as const, id: "parcel" } };

/** A German cart: 119.00 € and a line at 10.00 € reduced to 5.95 €, the COD fee, parcel shipping. */
function cart(over: Partial<Cart> = {}): Cart {
  return {
    country: "DE",
    taxMode: "Platform",
    totalPrice: eur(0),
    lineItems: [
      {
        id: "l1",
        priceMode: "Platform",
        price: { value: eur(11900) },
        taxRate: { ...rate, amount: 0.19, name: "19%" },
      },
      { id: "l2", priceMode: "Platform", price: { value: eur(1000), discounted: { value: eur(595) } } },
    ],
    customLineItems: [{ id: "fee", key: "cod-fee", money: eur(200) }],
    shippingInfo: {
      shippingMethodName: "Parcel",
      shippingMethod: { typeId: "shipping-method", id: "parcel" },
      price: eur(195),
      shippingRate: { price: eur(195), freeAbove: eur(5900) },
    },
    ...over,
  } as unknown as Cart;
}

describe("netInvoiceActions (decision 0029)", () => {
  it("makes a Platform cart net: External mode, net prices, net fee and shipping, a 0 % rate on every item", () => {
    expect(netInvoiceActions(cart(), true, facts)).toEqual([
      { action: "changeTaxMode", taxMode: "External" },
      // 119.00 / 1.19 = 100.00; the product-discounted 5.95 / 1.19 = 5.00.
      { action: "setLineItemPrice", lineItemId: "l1", externalPrice: eur(10000) },
      { action: "setLineItemTaxRate", lineItemId: "l1", externalTaxRate: rate },
      { action: "setLineItemPrice", lineItemId: "l2", externalPrice: eur(500) },
      { action: "setLineItemTaxRate", lineItemId: "l2", externalTaxRate: rate },
      // 2.00 / 1.19 = 1.68 (half even), and the calculatedCodFee field with it.
      { action: "changeCustomLineItemMoney", customLineItemId: "fee", money: eur(168) },
      { action: "setCustomType", type: expect.anything(), fields: expect.objectContaining({}) },
      { action: "setCustomLineItemTaxRate", customLineItemId: "fee", externalTaxRate: rate },
      {
        action: "setCustomShippingMethod",
        shippingMethodName: "Parcel",
        // 1.95 / 1.19 = 1.64; free from 59.00 / 1.19 = 49.58.
        shippingRate: { price: eur(164), freeAbove: eur(4958) },
        externalTaxRate: rate,
      },
    ]);
  });

  it("gives a net cart only what a later change left out: a new line's net price and rate, nothing for kept external prices", () => {
    const net = cart({
      taxMode: "External",
      lineItems: [
        { id: "l1", priceMode: "ExternalPrice", price: { value: eur(10000) }, taxRate: rate },
        { id: "l3", priceMode: "Platform", price: { value: eur(2380) } },
      ] as Cart["lineItems"],
      customLineItems: [
        { id: "fee", key: "cod-fee", money: eur(168), taxRate: rate },
      ] as Cart["customLineItems"],
      shippingInfo: {
        shippingMethodName: "Parcel",
        price: eur(164),
        shippingRate: { price: eur(164) },
        taxRate: rate,
      } as Cart["shippingInfo"],
    });
    expect(netInvoiceActions(net, true, facts)).toEqual([
      { action: "setLineItemPrice", lineItemId: "l3", externalPrice: eur(2000) },
      { action: "setLineItemTaxRate", lineItemId: "l3", externalTaxRate: rate },
    ]);
    const full = cart({ ...net, lineItems: net.lineItems.slice(0, 1) });
    expect(netInvoiceActions(full, true, facts)).toEqual([]);
  });

  it("nets a guarantee line from its offer's gross price, and restores that price when going gross", () => {
    const guarantee = {
      id: "g1",
      priceMode: "ExternalPrice",
      price: { value: eur(1190) },
      custom: { fields: { parentSku: "SKU" } },
    };
    const withGuarantee = cart({ lineItems: [guarantee] as unknown as Cart["lineItems"] });
    const guaranteeGross = new Map([["g1", 1190]]);
    expect(netInvoiceActions(withGuarantee, true, { ...facts, guaranteeGross })[1]).toEqual({
      action: "setLineItemPrice",
      lineItemId: "g1",
      externalPrice: eur(1000),
    });
    const netGuarantee = cart({
      taxMode: "External",
      lineItems: [
        { ...guarantee, price: { value: eur(1000) }, taxRate: rate },
      ] as unknown as Cart["lineItems"],
    });
    expect(netInvoiceActions(netGuarantee, false, { ...facts, guaranteeGross })[1]).toEqual({
      action: "setLineItemPrice",
      lineItemId: "g1",
      externalPrice: eur(1190),
    });
  });

  it("removes a guarantee whose offer is no longer known when the cart goes net, and when it goes gross", () => {
    const unknown = {
      id: "g1",
      priceMode: "ExternalPrice",
      price: { value: eur(1190) },
      custom: { fields: { parentSku: "SKU" } },
    };
    const known = { ...unknown, id: "g2", custom: { fields: { parentSku: "OTHER" } } };
    const lineItems = [unknown, known] as unknown as Cart["lineItems"];
    const guaranteeGross = new Map([["g2", 1190]]);
    const goingNet = netInvoiceActions(cart({ lineItems }), true, { ...facts, guaranteeGross });
    expect(goingNet.slice(1, 4)).toEqual([
      { action: "removeLineItem", lineItemId: "g1" },
      { action: "setLineItemPrice", lineItemId: "g2", externalPrice: eur(1000) },
      { action: "setLineItemTaxRate", lineItemId: "g2", externalTaxRate: rate },
    ]);
    // A net cart whose guarantee's offer went away meanwhile cannot restore its gross price either.
    const net = cart({
      taxMode: "External",
      lineItems: [
        { ...unknown, price: { value: eur(1000) }, taxRate: rate },
        { ...known, price: { value: eur(1000) }, taxRate: rate },
      ] as unknown as Cart["lineItems"],
    });
    expect(netInvoiceActions(net, false, { ...facts, guaranteeGross }).slice(1, 3)).toEqual([
      { action: "removeLineItem", lineItemId: "g1" },
      { action: "setLineItemPrice", lineItemId: "g2", externalPrice: eur(1190) },
    ]);
    // Staying net, a later change leaves its net price as it is (commercetools keeps it).
    const lineActions = netInvoiceActions(net, true, { ...facts, guaranteeGross }).filter(
      (a) => "lineItemId" in a,
    );
    expect(lineActions).toEqual([]);
  });

  it("puts a net cart's netted lines and custom shipping back on the platform's current prices, in its External mode", () => {
    const net = cart({
      taxMode: "External",
      lineItems: [
        { id: "l1", priceMode: "ExternalPrice", price: { value: eur(10000) }, taxRate: rate },
        { id: "gift", lineItemMode: "GiftLineItem", priceMode: "Platform", price: { value: eur(0) } },
        {
          id: "g1",
          priceMode: "ExternalPrice",
          price: { value: eur(1000) },
          taxRate: rate,
          custom: { fields: { parentSku: "SKU" } },
        },
      ] as unknown as Cart["lineItems"],
      shippingInfo: { shippingMethodName: "Parcel", price: eur(164), taxRate: rate } as Cart["shippingInfo"],
    });
    expect(replatformActions(net, facts)).toEqual([
      { action: "setLineItemPrice", lineItemId: "l1" },
      { action: "setShippingMethod", shippingMethod: { typeId: "shipping-method", id: "parcel" } },
    ]);
    expect(replatformActions(cart(), facts)).toEqual([]);
  });

  it("counts a net cart as wholly net only when every portion is reverse charge and every line's price is the shop's", () => {
    const taxedPrice = { taxPortions: [{ rate: 0, name: "reverse-charge", amount: eur(0) }] };
    const line = { id: "l1", priceMode: "ExternalPrice", price: { value: eur(10000) }, taxRate: rate };
    const lines = (mode: string) => [{ ...line, priceMode: mode }] as unknown as Cart["lineItems"];
    expect(
      fullyNet(cart({ taxMode: "External", taxedPrice, lineItems: lines("ExternalPrice") } as Partial<Cart>)),
    ).toBe(true);
    // A line back on the platform's gross price at 0 % would charge the VAT the invoice leaves out.
    expect(
      fullyNet(cart({ taxMode: "External", taxedPrice, lineItems: lines("Platform") } as Partial<Cart>)),
    ).toBe(false);
    expect(fullyNet(cart({ taxMode: "External", lineItems: lines("ExternalPrice") }))).toBe(false);
  });

  it("goes gross in one update: Platform mode and price, the gross fee and field, the platform's shipping method", () => {
    const net = cart({
      taxMode: "External",
      lineItems: [
        { id: "l1", priceMode: "ExternalPrice", price: { value: eur(10000) }, taxRate: rate },
      ] as Cart["lineItems"],
      customLineItems: [
        { id: "fee", key: "cod-fee", money: eur(168), taxRate: rate },
      ] as Cart["customLineItems"],
      shippingInfo: { shippingMethodName: "Parcel", price: eur(164), taxRate: rate } as Cart["shippingInfo"],
    });
    expect(netInvoiceActions(net, false, facts)).toEqual([
      { action: "changeTaxMode", taxMode: "Platform" },
      { action: "setLineItemPrice", lineItemId: "l1" },
      { action: "changeCustomLineItemMoney", customLineItemId: "fee", money: eur(200) },
      { action: "setCustomType", type: expect.anything(), fields: expect.objectContaining({}) },
      { action: "setShippingMethod", shippingMethod: { typeId: "shipping-method", id: "parcel" } },
    ]);
    expect(netInvoiceActions(cart(), false, facts)).toEqual([]);
  });

  it("charges (and offers) the net COD fee in a reverse-charge cart, the configured one otherwise", () => {
    expect(chargedCodFeeCents(cart())).toBe(200);
    expect(chargedCodFeeCents(cart({ taxMode: "External" }))).toBe(168);
  });

  it("nets at the store country's standard rate", () => {
    expect(factsOf({ country: "AT" }).vatRate).toBe(0.2);
    expect(factsOf({ country: "FI" }).vatRate).toBe(0.255);
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
