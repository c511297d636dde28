/** The embedded platform. Line items: an external price kept through recalculation, and bad input refused. */
import { describe, expect, it } from "vitest";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, DE, products } from "../support/engine-carts";

describe("embedded platform: concurrency, orders, inventory, persistence", () => {
  it("keeps an external price (an extra guarantee) through recalculation", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]]);
    const priced = await commerce.updateCart(cart.id, cart.version, [
      {
        action: "addLineItem",
        sku: "DRILL",
        quantity: 2,
        externalPrice: { currencyCode: "EUR", centAmount: 595 },
      },
    ]);
    const line = priced.lineItems.find((l) => l.variant.sku === "DRILL");
    expect(line).toMatchObject({ priceMode: "ExternalPrice", totalPrice: { centAmount: 1190 } });
    const changed = await commerce.updateCart(priced.id, priced.version, [
      { action: "changeLineItemQuantity", lineItemId: line?.id ?? "", quantity: 3 },
    ]);
    expect(changed.lineItems.find((l) => l.id === line?.id)?.totalPrice.centAmount).toBe(1785);
    await expect(
      commerce.updateCart(changed.id, changed.version, [
        {
          action: "addLineItem",
          sku: "DRILL",
          quantity: 1,
          externalPrice: { currencyCode: "CZK", centAmount: 1 },
        },
      ]),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("rejects bad input with platform errors, never a crash", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]]);
    const line = cart.lineItems[0]?.id ?? "";
    for (const action of [
      { action: "addLineItem" as const, sku: "UNKNOWN", quantity: 1 },
      { action: "addLineItem" as const, sku: "SMALL", quantity: -1 },
      { action: "addLineItem" as const, sku: "SMALL", quantity: 1.5 },
      { action: "changeLineItemQuantity" as const, lineItemId: "forged", quantity: 1 },
      { action: "changeLineItemQuantity" as const, lineItemId: line, quantity: 1e12 },
    ]) {
      await expect(commerce.updateCart(cart.id, cart.version, [action])).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    // A market without a price for the product
    const hu = await commerce.createCart({ currency: "HUF", country: "HU" });
    await expect(
      commerce.updateCart(hu.id, hu.version, [{ action: "addLineItem", sku: "SMALL", quantity: 1 }]),
    ).rejects.toMatchObject({
      code: "MatchingPriceNotFound",
    });
  });
});
