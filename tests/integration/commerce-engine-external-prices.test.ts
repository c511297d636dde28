/**
 * The embedded platform's prices set by the shop, as commercetools applies them (decision 0029's net
 * amounts): setLineItemPrice with an externalPrice keeps that unit price through recalculation,
 * quantity changes multiply it, cart discounts apply on top, and without one the line goes back to
 * the platform's price; changeCustomLineItemMoney reprices a fee; setCustomShippingMethod prices
 * shipping by its own rate (free from its freeAbove on). All persist and reach the order.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { isCommerceError } from "../../server/commerce/errors";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, cents, DE, products } from "../support/engine-carts";

const eur = (centAmount: number) => ({ currencyCode: "EUR", centAmount });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) =>
      isCommerceError(error, "InvalidOperation", "InvalidInput") ? error.code : String(error),
  );

const line = (cart: Cart, index = 0) => {
  const found = cart.lineItems[index];
  if (!found) throw new Error(`no line ${index}`);
  return found;
};

describe("embedded platform: external line prices, fee money and a custom shipping method", () => {
  it("keeps a line's external price through recalculation and quantity changes, and drops it on request", async () => {
    const { commerce } = fixtureCommerce(products);
    const gross = await cartWith(commerce, DE, [["DRILL", 1]], "parcel");
    expect(line(gross).totalPrice.centAmount).toBe(11900);
    const external = await commerce.updateCart(gross.id, gross.version, [
      { action: "setLineItemPrice", lineItemId: line(gross).id, externalPrice: eur(10000) },
    ]);
    expect(line(external).priceMode).toBe("ExternalPrice");
    expect(line(external).totalPrice.centAmount).toBe(10000);
    const more = await commerce.updateCart(external.id, external.version, [
      { action: "changeLineItemQuantity", lineItemId: line(external).id, quantity: 3 },
      { action: "recalculate" },
    ]);
    expect(line(more).price.value.centAmount).toBe(10000);
    expect(line(more).totalPrice.centAmount).toBe(30000);
    // Persisted: a fresh read has it.
    expect(line((await commerce.getCart(more.id)) as Cart).totalPrice.centAmount).toBe(30000);
    const platform = await commerce.updateCart(more.id, more.version, [
      { action: "setLineItemPrice", lineItemId: line(more).id },
    ]);
    expect(line(platform).priceMode).toBe("Platform");
    expect(line(platform).totalPrice.centAmount).toBe(35700);
    expect(
      await refusal(
        commerce.updateCart(platform.id, platform.version, [
          { action: "setLineItemPrice", lineItemId: line(platform).id, externalPrice: eur(-1) },
        ]),
      ),
    ).toBe("InvalidInput");
    expect(
      await refusal(
        commerce.updateCart(platform.id, platform.version, [
          { action: "setLineItemPrice", lineItemId: "nope", externalPrice: eur(1) },
        ]),
      ),
    ).toBe("InvalidInput");
  });

  it("applies a cart discount on top of an external price", async () => {
    const { commerce } = fixtureCommerce(products);
    const gross = await cartWith(commerce, DE, [["DRILL", 1]]);
    const discounted = await commerce.updateCart(gross.id, gross.version, [
      { action: "setLineItemPrice", lineItemId: line(gross).id, externalPrice: eur(10000) },
      { action: "addDiscountCode", code: "BRAND15" },
    ]);
    // BRAND15 takes 15.00 € off the Ferrox drill: from the external 100.00 €, not the platform's 119.00 €.
    expect(line(discounted).totalPrice.centAmount).toBe(10000 - 1500);
    expect(discounted.totalPrice.centAmount).toBe(8500);
  });

  it("reprices a fee and prices a custom shipping method, free from its threshold, into the order", async () => {
    const { commerce } = fixtureCommerce(products);
    const gross = await cartWith(commerce, DE, [["SMALL", 1]], "parcel");
    const withFee = await commerce.updateCart(gross.id, gross.version, [
      {
        action: "addCustomLineItem",
        name: { en: "Fee" },
        slug: "fee",
        key: "fee",
        money: eur(300),
        quantity: 1,
        taxCategory: { typeId: "tax-category", key: "standard" },
      },
    ]);
    expect(cents(withFee)).toEqual({
      total: 1000 + 300 + 195,
      net: expect.any(Number),
      tax: expect.any(Number),
      shipping: 195,
    });
    const custom = await commerce.updateCart(withFee.id, withFee.version, [
      { action: "changeCustomLineItemMoney", customLineItemKey: "fee", money: eur(252) },
      {
        action: "setCustomShippingMethod",
        shippingMethodName: "Parcel",
        shippingRate: { price: eur(164), freeAbove: eur(4958) },
        taxCategory: { typeId: "tax-category", key: "standard" },
      },
    ]);
    expect(custom.customLineItems[0]?.totalPrice.centAmount).toBe(252);
    expect(custom.shippingInfo?.shippingMethod).toBeUndefined();
    expect(custom.shippingInfo?.shippingMethodName).toBe("Parcel");
    expect(cents(custom).shipping).toBe(164);
    expect(cents(custom).total).toBe(1000 + 252 + 164);
    // 5 × 10.00 € = 50.00 € ≥ 49.58 €: free.
    const free = await commerce.updateCart(custom.id, custom.version, [
      { action: "changeLineItemQuantity", lineItemId: line(custom).id, quantity: 5 },
    ]);
    expect(cents(free).shipping).toBe(0);
    const order = await commerce.createOrderFromCart({
      id: free.id,
      version: free.version,
      idempotencyKey: `external-${free.id}`,
    });
    expect(order.totalPrice.centAmount).toBe(5000 + 252);
    expect(order.shippingInfo?.shippingMethodName).toBe("Parcel");
    expect(order.customLineItems[0]?.money.centAmount).toBe(252);
  });

  it("refuses a custom shipping method without an address, a rate or (Platform mode) a tax category", async () => {
    const { commerce } = fixtureCommerce(products);
    const bare = await cartWith(commerce, DE, [["SMALL", 1]]);
    const rate = { price: eur(100) };
    expect(
      await refusal(
        commerce.updateCart(bare.id, bare.version, [
          { action: "setCustomShippingMethod", shippingMethodName: "X", shippingRate: rate },
        ]),
      ),
    ).toBe("InvalidOperation");
    const addressed = await cartWith(commerce, DE, [["SMALL", 1]], "parcel");
    expect(
      await refusal(
        commerce.updateCart(addressed.id, addressed.version, [
          { action: "setCustomShippingMethod", shippingMethodName: "X", shippingRate: rate },
        ]),
      ),
    ).toBe("InvalidInput");
  });
});
