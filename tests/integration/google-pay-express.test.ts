/**
 * Google Pay express against the embedded defaults (SPEC §1, §4, §5; docs/decisions/0031): the
 * sheet's address on the cart, the amount the sheet showed re-checked, the token paid once through
 * the local provider and the order made as for any card payment.
 */
import type { BaseAddress, Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Amount } from "../../server/payments";
import { add, createTestShop, marketOf, productsOf, type TestShop } from "../support/shop";

const de = marketOf("de");
const returnUrl = "http://de.localhost:3100/checkout/payment";
const email = "erika@example.com";
const address: BaseAddress = {
  firstName: "Erika Mustermann",
  phone: "+49 30 1234567",
  country: "DE",
  city: "Berlin",
  streetName: "Hauptstraße 5",
  postalCode: "10115",
  additionalAddressInfo: "Hinterhaus, 2. OG",
  email,
};
let shop: TestShop;
let sku: string;
beforeAll(async () => {
  shop = await createTestShop();
  [sku = ""] = await productsOf(shop, de, { stock: 40 });
});
afterAll(() => shop.close());

const token = (refused = false) => shop.payments.issueGooglePayToken({ cardNetwork: "VISA", refused }).token;
const pay = (cart: Cart, sheetToken: string, shown: Amount) =>
  shop.checkout.payGooglePayExpress(de, cart, { address, email, token: sheetToken, shown, returnUrl });

/** A cart whose sheet showed a wrong amount once: refused, and now addressed, with what it costs. */
async function addressedCart(sheetToken: string) {
  const cart = await add(shop, de, sku);
  expect(await pay(cart, sheetToken, { value: 1, currency: "EUR" })).toEqual({
    kind: "refused",
    reason: "amountChanged",
  });
  const current = await shop.engine.getCart(cart.id);
  if (!current) throw new Error("no cart");
  // Nothing was paid for the stale amount.
  expect(current.paymentInfo?.payments ?? []).toEqual([]);
  return { cart: current, total: { value: current.totalPrice.centAmount, currency: "EUR" } };
}

describe("Google Pay express", () => {
  it("orders the cart with the sheet's address, paid, after a stale amount paid nothing", async () => {
    const sheetToken = token();
    const { cart, total } = await addressedCart(sheetToken);
    // The token was not spent by the refused post: the right amount pays with it.
    const outcome = await pay(cart, sheetToken, total);
    if (outcome.kind !== "order") throw new Error(JSON.stringify(outcome));
    expect(outcome.created).toBe(true);
    expect(outcome.order.paymentState).toBe("Paid");
    expect(outcome.order.totalPrice.centAmount).toBe(total.value);
    expect(outcome.order.customerEmail).toBe(email);
    for (const kept of [outcome.order.shippingAddress, outcome.order.billingAddress])
      expect(kept).toMatchObject(address);
    const payment = await shop.engine.payment(outcome.order.paymentInfo?.payments.at(-1)?.id ?? "");
    expect(payment?.paymentMethodInfo.method).toBe("googlepay");
    expect(payment?.transactions.map((t) => [t.type, t.state])).toEqual([["Authorization", "Success"]]);
    // The provider's AUTHORISATION arrives on the webhook path as for any card payment.
    const notified = (await shop.notifications()).find((n) => n.merchantReference === payment?.id);
    expect(notified).toMatchObject({ eventCode: "AUTHORISATION", success: true, paymentMethod: "googlepay" });
  });

  it("a declined card orders nothing and voids its payment; a spent token is not paid again", async () => {
    const declined = token(true);
    const { cart, total } = await addressedCart(declined);
    expect(await pay(cart, declined, total)).toEqual({ kind: "refused", reason: "paymentRefused" });
    const after = await shop.engine.getCart(cart.id);
    expect(after?.cartState).toBe("Active");
    expect(after?.paymentInfo?.payments ?? []).toEqual([]);
    // The same token again (a replay): the provider refuses to spend it twice.
    expect(await pay(after as Cart, declined, total)).toEqual({ kind: "error", code: "payment-error" });
    expect((await shop.engine.getCart(cart.id))?.cartState).toBe("Active");
  });

  it("two posts at once (a double click) make one order with one payment", async () => {
    const { cart, total } = await addressedCart(token());
    const [first, second] = await Promise.all([pay(cart, token(), total), pay(cart, token(), total)]);
    if (first.kind !== "order" || second.kind !== "order") throw new Error(JSON.stringify([first, second]));
    expect(second.order.id).toBe(first.order.id);
    expect([first.created, second.created]).toEqual([true, false]);
    expect(first.order.paymentInfo?.payments).toHaveLength(1);
  });
});
