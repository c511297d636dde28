/**
 * The Adyen adapter's Multibanco payment against msw handlers in Adyen's documented shapes (SPEC §7):
 * POST /payments with paymentMethod type "multibanco", the voucher action read and kept raw; a
 * malformed or refused answer is an error outcome, which the checkout turns into SPEC §8's payment
 * error with nothing ordered.
 */
import { HttpResponse, http } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "../../server/payments";
import { adyenCheckout } from "../support/adyen";
import { add, createTestShop, marketOf, productsOf, type TestShop, withAddresses } from "../support/shop";

const PAYMENTS_URL = "https://checkout-test.adyen.com/:version/payments";
const { mock, server, payments } = adyenCheckout();
const request = {
  reference: "payment-1",
  amount: { currency: "EUR", value: 12345 },
  countryCode: "PT",
  shopperLocale: "pt-PT",
  shopperEmail: "ana@example.com",
  returnUrl: "https://shop.example/checkout/payment",
};
/** The references of the payments the overriding answers were given to. */
const answered: string[] = [];
/** Adyen's next answer to POST /payments. */
const answer = (body: unknown, status = 200) =>
  server.use(
    http.post(
      PAYMENTS_URL,
      async ({ request: asked }) => {
        answered.push(((await asked.json()) as { reference: string }).reference);
        return HttpResponse.json(body as object, { status });
      },
      { once: true },
    ),
  );
const documented = {
  resultCode: "PresentToShopper",
  pspReference: "MB00000000000099",
  action: {
    type: "voucher",
    paymentMethodType: "multibanco",
    entity: "11249",
    reference: "501 422 944",
    expiresAt: "2026-11-28T16:23:00",
    merchantReference: "payment-1",
    totalAmount: { currency: "EUR", value: 12345 },
  },
};

describe("Adyen adapter: Multibanco through POST /payments", () => {
  it("asks for a Multibanco payment and reads the voucher, keeping the raw action", async () => {
    const outcome = await payments.createMultibanco(request);
    expect(mock.state.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v72/payments",
      apiKey: "AQE-test-key",
      body: {
        merchantAccount: "ProEquipECOM",
        reference: "payment-1",
        amount: { currency: "EUR", value: 12345 },
        paymentMethod: { type: "multibanco" },
        countryCode: "PT",
        shopperLocale: "pt-PT",
      },
    });
    expect(outcome).toEqual({
      status: "pending",
      reference: "payment-1",
      pspReference: expect.stringMatching(/^MB\d{14}$/),
      method: "multibanco",
      amount: { currency: "EUR", value: 12345 },
      voucher: {
        entity: "11249",
        reference: expect.stringMatching(/^501422\d{3}$/),
        expiresAt: "2026-11-28T16:23:00",
        merchantReference: "payment-1",
        amount: { currency: "EUR", value: 12345 },
      },
      action: expect.objectContaining({
        type: "voucher",
        reference: expect.stringMatching(/^501 422 \d{3}$/),
        paymentData: "Ab02b4c0!BQABAgBmock",
      }),
    });
  });

  it("converts HUF at its boundary, both ways", async () => {
    const outcome = await payments.createMultibanco({ ...request, amount: { currency: "HUF", value: 1000 } });
    expect(mock.state.requests.at(-1)?.body).toMatchObject({ amount: { currency: "HUF", value: 100000 } });
    expect(outcome.status === "pending" && outcome.voucher?.amount).toEqual({ currency: "HUF", value: 1000 });
  });

  it.each([
    ["no action", { ...documented, action: undefined }],
    ["a redirect instead of a voucher", { ...documented, action: { type: "redirect", url: "https://x" } }],
    ["a voucher without entity", { ...documented, action: { ...documented.action, entity: undefined } }],
    [
      "a voucher with a garbage reference",
      { ...documented, action: { ...documented.action, reference: "<x>" } },
    ],
    ["a refusal", { resultCode: "Refused", pspReference: "MB1", refusalReason: "Refused" }],
  ])("answers an error outcome to %s, never throws", async (_, body) => {
    answer(body);
    const outcome = await payments.createMultibanco(request);
    expect(outcome).toMatchObject({ status: "error", reference: "payment-1" });
  });

  it("answers an error outcome when Adyen refuses the request (422), and rejects on an outage", async () => {
    answer({ status: 422, errorCode: "14_0", message: "Invalid", errorType: "validation" }, 422);
    expect(await payments.createMultibanco(request)).toEqual({ status: "error", reference: "payment-1" });
    answer({ status: 500, errorCode: "905", message: "Internal error" }, 500);
    await expect(payments.createMultibanco(request)).rejects.toThrow();
  });
});

describe("the checkout over the Adyen adapter's Multibanco", () => {
  const pt = marketOf("pt");
  const returnUrl = "http://pt.localhost:3100/checkout/payment";
  let shop: TestShop;
  let sku: string;
  beforeAll(async () => {
    // The embedded platform, with Adyen's Multibanco call in place of the local provider's.
    const viaAdyen = (local: PaymentProvider): PaymentProvider =>
      new Proxy(local, {
        get(target, prop) {
          if (prop === "createMultibanco") return payments.createMultibanco.bind(payments);
          const member = Reflect.get(target, prop, target);
          return typeof member === "function" ? member.bind(target) : member;
        },
      });
    shop = await createTestShop({ provider: viaAdyen });
    [sku = ""] = await productsOf(shop, pt, { stock: 20 });
  });
  afterAll(() => shop.close());

  const place = async () => {
    const cart = await withAddresses(shop, pt, await add(shop, pt, sku));
    const ready = await shop.checkout.ensureShippingMethod(pt, cart);
    return shop.checkout.place(pt, ready, "multibanco", { clientType: "private", returnUrl });
  };
  /** The cart of the last overridden answer's payment (its cart field), and its order if any. */
  const lastCart = async () => {
    const payment = await shop.engine.payment(answered.at(-1) ?? "");
    const cartId = String(payment?.custom?.fields.cartId);
    return { cart: await shop.engine.getCart(cartId), order: await shop.engine.order({ cartId }) };
  };

  it("orders in progress with Adyen's raw voucher on the payment", async () => {
    const placed = await place();
    if (placed.kind !== "order") throw new Error(`not ordered: ${JSON.stringify(placed)}`);
    expect(placed.order.paymentState).toBe("Pending");
    const payment = await shop.engine.payment(placed.order.paymentInfo?.payments.at(-1)?.id ?? "");
    expect(JSON.parse(String(payment?.custom?.fields.rawPaymentAction))).toMatchObject({
      type: "voucher",
      entity: "11249",
      merchantReference: payment?.id,
      totalAmount: { currency: "EUR", value: placed.order.totalPrice.centAmount },
    });
  });

  it("turns a malformed answer into the payment error, with nothing ordered and the cart still active", async () => {
    answer({ ...documented, action: { type: "voucher", entity: "11249" } });
    const placed = await place();
    expect(placed).toEqual({ kind: "error", code: "payment-error" });
    const { cart, order } = await lastCart();
    expect(cart?.cartState).toBe("Active");
    expect(order).toBeFalsy();
    answer("not json at all");
    expect(await place()).toEqual({ kind: "error", code: "payment-error" });
  });
});
