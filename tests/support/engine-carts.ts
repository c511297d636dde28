/**
 * The embedded engine's own tests: a small fixture catalog (prices per market, volume-discount
 * groups, a freight item, a rare product) and carts of it with an address and a shipping method.
 */
import type { Cart } from "@commercetools/platform-sdk";
import type { CommercePort } from "../../server/commerce/port";
import { address } from "./commerce";

/** A cart's totals in minor units: total, net, tax and shipping. */
export const cents = (cart: Cart) => ({
  total: cart.totalPrice.centAmount,
  net: cart.taxedPrice?.totalNet.centAmount,
  tax: cart.taxedPrice?.totalTax?.centAmount,
  shipping: cart.shippingInfo?.price.centAmount,
});

/** The fixture catalog the engine tests price. */
export const products = [
  {
    sku: "DRILL",
    prices: [
      ["DE", "EUR", 119],
      ["FR", "EUR", 120],
      ["AT", "EUR", 120],
    ] as [string, string, number][],
  },
  {
    sku: "SMALL",
    prices: [
      ["DE", "EUR", 10],
      ["FR", "EUR", 10],
    ] as [string, string, number][],
  },
  {
    sku: "VD",
    prices: [["DE", "EUR", 100]] as [string, string, number][],
    attributes: { volumeDiscountGroup: "vd-workshop" },
  },
  {
    sku: "VD2",
    prices: [["DE", "EUR", 50]] as [string, string, number][],
    attributes: { volumeDiscountGroup: "vd-workshop" },
  },
  {
    sku: "BENCH",
    prices: [
      ["DE", "EUR", 30],
      ["HU", "HUF", 12700],
      ["CZ", "CZK", 1000],
    ] as [string, string, number][],
    attributes: { isPackageTypeFreight: true },
  },
  {
    sku: "MIXER",
    prices: [
      ["HU", "HUF", 25400],
      ["CH", "CHF", 108.1],
      ["CZ", "CZK", 1400],
      ["GB", "GBP", 51.99],
    ] as [string, string, number][],
  },
  {
    sku: "KALT",
    prices: [["DE", "EUR", 150]] as [string, string, number][],
    attributes: { brand: "Kaltmann" },
  },
  { sku: "RARE", prices: [["DE", "EUR", 20]] as [string, string, number][], stock: 2 },
];

/** A cart of the market with these lines, and with an address and this shipping method when given. */
export async function cartWith(
  commerce: CommercePort,
  market: { country: string; currency: string; store: string },
  lines: [string, number][],
  shipping?: string,
) {
  let cart = await commerce.createCart({
    currency: market.currency,
    country: market.country,
    store: { typeId: "store", key: market.store },
    inventoryMode: "TrackOnly",
  });
  cart = await commerce.updateCart(cart.id, cart.version, [
    ...lines.map(([sku, quantity]) => ({ action: "addLineItem" as const, sku, quantity })),
    ...(shipping
      ? [
          { action: "setShippingAddress" as const, address: address(market.country) },
          {
            action: "setShippingMethod" as const,
            shippingMethod: { typeId: "shipping-method" as const, key: shipping },
          },
        ]
      : []),
  ]);
  return cart;
}

export const DE = { country: "DE", currency: "EUR", store: "store-de" };
