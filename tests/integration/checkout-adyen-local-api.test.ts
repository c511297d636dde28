/**
 * The checkout over the production Adyen adapter, the adapter reaching the local provider's Adyen
 * Checkout API over HTTP (issue 18 item 3, decision 0038), as the edge build runs: a card order in
 * forints paid on the provider's page below the API's mount and confirmed by its notification, and a
 * Multibanco order paid at the provider's test ATM. Real amounts, taxes and shipping of the embedded
 * platform; Adyen's units on the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adyenCheckoutApi,
  adyenFromEnv,
  type LocalApi,
  type LocalPayments,
  type PaymentProvider,
} from "../../server/payments";
import { serveLocalApi } from "../support/local-api";
import { returned, submit } from "../support/local-payments";
import { add, createTestShop, marketOf, productsOf, type TestShop, withAddresses } from "../support/shop";

const API_KEY = "AQE-local-checkout-key";
let api: { url: string; close(): Promise<void> };
let handler: LocalApi = async () => new Response("not ready", { status: 503 });
let shop: TestShop;

/** The Adyen adapter over the shop's local provider, served over HTTP (createTestShop's key). */
const viaAdyenApi = (local: LocalPayments): PaymentProvider => {
  handler = adyenCheckoutApi(local, { apiKey: API_KEY });
  return adyenFromEnv({
    ADYEN_API_KEY: API_KEY,
    ADYEN_MERCHANT_ACCOUNT: "ProEquipLocalECOM",
    ADYEN_HMAC_KEY: "ab".repeat(32),
    ADYEN_CHECKOUT_URL: `${api.url}/checkout/v72`,
  });
};

beforeAll(async () => {
  api = await serveLocalApi((request, path) => handler(request, path), "/adyen");
  shop = await createTestShop({ provider: viaAdyenApi });
});
afterAll(async () => {
  await shop.close();
  await api.close();
});

const ready = async (cc: string) => {
  const market = marketOf(cc);
  const [sku = ""] = await productsOf(shop, market, { stock: 20, below: 100_000_000 });
  const cart = await withAddresses(shop, market, await add(shop, market, sku, 2));
  return { market, cart: await shop.checkout.ensureShippingMethod(market, cart) };
};

describe("the checkout over the Adyen adapter and the local Checkout API", () => {
  it("orders a card payment in forints, paid on the provider's page, once however often the shopper returns", async () => {
    const { market, cart } = await ready("hu");
    const returnUrl = "http://hu.localhost:3100/checkout/payment";
    const placed = await shop.checkout.place(market, cart, "card", { clientType: "private", returnUrl });
    if (placed.kind !== "provider") throw new Error(`no provider page: ${JSON.stringify(placed)}`);
    expect(placed.url.startsWith(`${api.url}/__pay/local/CS`)).toBe(true);
    const back = returned(
      await submit(placed.url, { action: "pay", method: "scheme", cardNumber: "4111111111111111" }),
    );
    expect(back.location.origin).toBe("http://hu.localhost:3100");
    const shopper = new Request(returnUrl);
    // The cart as the shopper's cookie finds it on return: with the payment placing added.
    const current = await shop.carts.load(market, cart.id);
    const first = await shop.checkout.completeCardPayment(
      shopper,
      market,
      current,
      back.sessionId,
      back.sessionResult,
    );
    if (!first.ok) throw new Error(`not ordered: ${JSON.stringify(first)}`);
    expect(first.order.totalPrice).toMatchObject({
      currencyCode: "HUF",
      centAmount: cart.totalPrice.centAmount,
    });
    const again = await shop.checkout.completeCardPayment(
      shopper,
      market,
      current,
      back.sessionId,
      back.sessionResult,
    );
    expect(again).toMatchObject({ ok: true, created: false, order: { id: first.order.id } });

    const paymentId = first.order.paymentInfo?.payments.at(-1)?.id ?? "";
    const notified = (await shop.notifications()).filter((n) => n.merchantReference === paymentId);
    // Whole forints again after Adyen's hundredths on the wire.
    expect(notified).toEqual([
      expect.objectContaining({
        eventCode: "AUTHORISATION",
        success: true,
        amount: { currency: "HUF", value: cart.totalPrice.centAmount },
      }),
    ]);
    await shop.checkout.notify(notified);
    expect((await shop.engine.order({ id: first.order.id }))?.paymentState).toBe("Paid");
  });

  it("orders a Multibanco payment in progress, paid at the provider's test ATM", async () => {
    const { market, cart } = await ready("pt");
    const placed = await shop.checkout.place(market, cart, "multibanco", {
      clientType: "private",
      returnUrl: "http://pt.localhost:3100/checkout/payment",
    });
    if (placed.kind !== "order") throw new Error(`not ordered: ${JSON.stringify(placed)}`);
    expect(placed.order.paymentState).toBe("Pending");
    const payment = await shop.engine.payment(placed.order.paymentInfo?.payments.at(-1)?.id ?? "");
    const voucher = JSON.parse(String(payment?.custom?.fields.rawPaymentAction));
    expect(voucher).toMatchObject({
      type: "voucher",
      entity: "12345",
      merchantReference: payment?.id,
      totalAmount: { currency: "EUR", value: placed.order.totalPrice.centAmount },
    });
    const atm = await submit(`${api.url}/__pay/local-atm`, {
      entity: voucher.entity,
      reference: voucher.reference,
    });
    expect(atm.status).toBe(200);
    const notified = (await shop.notifications()).filter((n) => n.merchantReference === payment?.id);
    expect(notified).toEqual([
      expect.objectContaining({ eventCode: "AUTHORISATION", paymentMethod: "multibanco" }),
    ]);
    await shop.checkout.notify(notified);
    expect((await shop.engine.order({ id: placed.order.id }))?.paymentState).toBe("Paid");
  });
});
