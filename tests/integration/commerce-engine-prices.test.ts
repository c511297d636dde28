/**
 * The embedded platform. Prices and tax: carts in euros, forints and francs with their VAT and the shipping
 * fee.
 */
import { describe, expect, it } from "vitest";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, cents, DE, products } from "../support/engine-carts";

describe("embedded platform: prices, tax and shipping", () => {
  it("computes a German cart with 19 % VAT and free shipping above 59 €", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["DRILL", 2]], "parcel");
    expect(cart.inventoryMode).toBe("TrackOnly");
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(23800);
    expect(cents(cart)).toEqual({ total: 23800, net: 20000, tax: 3800, shipping: 0 });
    expect(cart.taxedPrice?.taxPortions).toEqual([
      { rate: 0.19, name: "19% DE", amount: expect.objectContaining({ centAmount: 3800 }) },
    ]);
  });

  it("charges the parcel fee below the threshold and taxes it", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]], "parcel");
    // 10.00 + 1.95: nets 840 + 164, taxes 160 + 31
    expect(cents(cart)).toEqual({ total: 1195, net: 1004, tax: 191, shipping: 195 });
  });

  it("computes a Hungarian cart in whole forints with 27 % VAT and the freight fee", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(
      commerce,
      { country: "HU", currency: "HUF", store: "store-hu" },
      [["BENCH", 1]],
      "freight",
    );
    expect(cart.totalPrice.fractionDigits).toBe(0);
    // 12 700 + 3 731 freight: nets 10 000 + 2 938, taxes 2 700 + 793
    expect(cents(cart)).toEqual({ total: 16431, net: 12938, tax: 3493, shipping: 3731 });
  });

  it("computes a Swiss cart with 8.1 % VAT", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(
      commerce,
      { country: "CH", currency: "CHF", store: "store-ch" },
      [["MIXER", 1]],
      "parcel",
    );
    expect(cents(cart)).toEqual({ total: 10810, net: 10000, tax: 810, shipping: 0 });
  });
});
