/**
 * The embedded platform's External tax mode (decision 0029), as commercetools applies it: a 0 %
 * external rate on every item makes net equal gross, a line added later has no rate (and no cart
 * taxedPrice, so no order) until one is set, the mode and rates persist, and Platform mode taxes
 * the cart again.
 */
import type { CartUpdateAction, ExternalTaxRateDraft } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { isCommerceError } from "../../server/commerce/errors";
import { fixtureCommerce } from "../support/commerce";
import { cartWith, cents, DE, products } from "../support/engine-carts";

const zero: ExternalTaxRateDraft = {
  name: "reverse-charge",
  amount: 0,
  includedInPrice: true,
  country: "DE",
};

async function netCart() {
  const { commerce } = fixtureCommerce(products);
  const gross = await cartWith(commerce, DE, [["SMALL", 2]], "parcel");
  const net = await commerce.updateCart(gross.id, gross.version, [
    { action: "changeTaxMode", taxMode: "External" },
    ...gross.lineItems.map(
      (l): CartUpdateAction => ({ action: "setLineItemTaxRate", lineItemId: l.id, externalTaxRate: zero }),
    ),
    { action: "setShippingMethodTaxRate", externalTaxRate: zero },
  ]);
  return { commerce, gross, net };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) =>
      isCommerceError(error, "InvalidOperation", "InvalidInput") ? error.code : String(error),
  );

describe("embedded platform: External tax mode with a 0 % reverse-charge rate", () => {
  it("taxes every item at 0 %: net = gross = the total, one reverse-charge portion", async () => {
    const { gross, net } = await netCart();
    // 2 × 10.00 € + 1.95 € shipping; Germany 19 % while Platform taxes it.
    expect(cents(gross)).toEqual({ total: 2195, net: 1845, tax: 350, shipping: 195 });
    expect(net.taxMode).toBe("External");
    expect(cents(net)).toEqual({ total: 2195, net: 2195, tax: 0, shipping: 195 });
    expect(net.taxedPrice?.taxPortions).toEqual([
      {
        rate: 0,
        name: "reverse-charge",
        amount: { type: "centPrecision", currencyCode: "EUR", centAmount: 0, fractionDigits: 2 },
      },
    ]);
    expect(net.lineItems[0]?.taxedPrice?.totalNet.centAmount).toBe(2000);
    expect(net.shippingInfo?.taxedPrice?.totalTax?.centAmount).toBe(0);
  });

  it("keeps the mode and the rates across later updates and reads (persistence)", async () => {
    const { commerce, net } = await netCart();
    const again = await commerce.updateCart(net.id, net.version, [{ action: "recalculate" }]);
    expect(cents(again)).toEqual(cents(net));
    const read = await commerce.getCart(net.id);
    expect(read?.taxMode).toBe("External");
    expect(read?.lineItems[0]?.taxRate).toMatchObject({ name: "reverse-charge", amount: 0 });
  });

  it("a line added without a rate leaves the cart untaxed and unorderable; with externalTaxRate it is net", async () => {
    const { commerce, net } = await netCart();
    const added = await commerce.updateCart(net.id, net.version, [
      { action: "addLineItem", sku: "DRILL", quantity: 1 },
    ]);
    expect(added.taxedPrice).toBeUndefined();
    expect(
      await refusal(
        commerce.createOrderFromCart({ id: added.id, version: added.version, idempotencyKey: "net-1" }),
      ),
    ).toBe("InvalidOperation");
    const drill = added.lineItems.find((l) => l.variant.sku === "DRILL");
    const rated = await commerce.updateCart(added.id, added.version, [
      { action: "setLineItemTaxRate", lineItemId: drill?.id, externalTaxRate: zero },
    ]);
    expect(cents(rated)).toEqual({ total: 13900, net: 13900, tax: 0, shipping: 0 });
    const withRate = await commerce.updateCart(rated.id, rated.version, [
      { action: "addLineItem", sku: "KALT", quantity: 1, externalTaxRate: zero },
    ]);
    expect(withRate.taxedPrice?.totalTax?.centAmount).toBe(0);
    expect(withRate.taxedPrice?.totalGross.centAmount).toBe(28900);
  });

  it("orders a net cart with its zero taxes (order total = net)", async () => {
    const { commerce, net } = await netCart();
    const order = await commerce.createOrderFromCart({
      id: net.id,
      version: net.version,
      idempotencyKey: "net-2",
    });
    expect(order.taxMode).toBe("External");
    expect(order.totalPrice.centAmount).toBe(2195);
    expect(order.taxedPrice?.totalNet.centAmount).toBe(2195);
    expect(order.taxedPrice?.totalTax?.centAmount).toBe(0);
  });

  it("goes back to the platform's 19 % with changeTaxMode Platform", async () => {
    const { commerce, net } = await netCart();
    const gross = await commerce.updateCart(net.id, net.version, [
      { action: "changeTaxMode", taxMode: "Platform" },
    ]);
    expect(gross.taxMode).toBe("Platform");
    expect(cents(gross)).toEqual({ total: 2195, net: 1845, tax: 350, shipping: 195 });
    expect(gross.taxedPrice?.taxPortions[0]?.rate).toBe(0.19);
  });

  it("refuses external rates outside the External mode, bad rates and the modes it does not compute", async () => {
    const { commerce } = fixtureCommerce(products);
    const cart = await cartWith(commerce, DE, [["SMALL", 1]], "parcel");
    const lineItemId = cart.lineItems[0]?.id;
    const update = (actions: CartUpdateAction[]) =>
      refusal(commerce.updateCart(cart.id, cart.version, actions));
    expect(await update([{ action: "setLineItemTaxRate", lineItemId, externalTaxRate: zero }])).toBe(
      "InvalidOperation",
    );
    expect(await update([{ action: "addLineItem", sku: "DRILL", externalTaxRate: zero }])).toBe(
      "InvalidInput",
    );
    const external = { action: "changeTaxMode", taxMode: "External" } as const;
    for (const bad of [
      { ...zero, amount: 2 },
      { ...zero, amount: -0.1 },
      { ...zero, name: " " },
      { ...zero, country: "de" },
      { ...zero, amount: 0.19, includedInPrice: false },
    ])
      expect(
        await update([external, { action: "setLineItemTaxRate", lineItemId, externalTaxRate: bad }]),
      ).toBe("InvalidInput");
    expect(await update([{ action: "changeTaxMode", taxMode: "ExternalAmount" }])).toBe("InvalidInput");
    expect(await update([{ action: "changeTaxMode", taxMode: "Disabled" }])).toBe("InvalidInput");
    // Nothing of the refused updates stuck.
    expect((await commerce.getCart(cart.id))?.taxMode).toBe("Platform");
  });
});
