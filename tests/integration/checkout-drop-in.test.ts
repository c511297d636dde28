/**
 * The payment step's Drop-in (issue 19.5) over the embedded platform, with Adyen's session calls
 * played by msw in Adyen's documented shapes: the session is made as the hosted page's (the cart's
 * taxed total, the payment id as reference, SPEC §4's methods for the buyer type); a reload or a
 * double click gets the same session instead of a second payment; the browser's return is decided
 * by the server from Adyen's session result; a hosted-page post afterwards voids the Drop-in's payment.
 */
import type { Cart, Payment } from "@commercetools/platform-sdk";
import { HttpResponse, http } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdyenPayments, type PaymentProvider } from "../../server/payments";
import { adyenCheckout } from "../support/adyen";
import { add, createTestShop, marketOf, productsOf, type TestShop, withAddresses } from "../support/shop";

const de = marketOf("de");
const returnUrl = "http://de.localhost:3100/checkout/payment";
const { mock, server, adyenKey } = adyenCheckout();
const adyen = new AdyenPayments({
  apiKey: "AQE-test-key",
  merchantAccount: "ProEquipECOM",
  hmacKey: adyenKey,
  environment: "test",
  clientKey: "test_ABCDEFGH12345678",
});
let shop: TestShop;
let skus: string[];

beforeAll(async () => {
  // The embedded platform; the card provider's sessions and their results are Adyen's.
  const viaAdyen = (local: PaymentProvider): PaymentProvider =>
    new Proxy(local, {
      get(target, prop) {
        if (prop === "dropIn") return adyen.dropIn;
        if (prop === "sessionOutcome") return adyen.sessionOutcome.bind(adyen);
        if (prop === "reverse") return adyen.reverse.bind(adyen);
        const member = Reflect.get(target, prop, target);
        return typeof member === "function" ? member.bind(target) : member;
      },
    });
  shop = await createTestShop({ provider: viaAdyen });
  skus = await productsOf(shop, de, { stock: 40 });
});
afterAll(() => shop.close());

const ready = async () => {
  const cart = await withAddresses(shop, de, await add(shop, de, skus[0] ?? ""));
  return shop.checkout.ensureShippingMethod(de, cart);
};
const dropIn = (cart: Cart, clientType: "private" | "company" = "private") =>
  shop.checkout.place(de, cart, "card", { clientType, returnUrl, inline: true });
const sessionOf = async (cart: Cart, clientType: "private" | "company" = "private") => {
  const placed = await dropIn(cart, clientType);
  if (placed.kind !== "dropIn") throw new Error(`no Drop-in: ${JSON.stringify(placed)}`);
  return placed.session;
};
const current = async (cart: Cart) => (await shop.engine.getCart(cart.id)) as Cart;
const payment = async (id: string) => (await shop.engine.payment(id)) as Payment;
const sessionRequests = () =>
  mock.state.requests.filter((r) => r.method === "POST" && r.path === "/v72/sessions");

describe("the Drop-in's session", () => {
  it("is made as the hosted page's: taxed total, payment id as reference, the buyer's methods", async () => {
    const cart = await ready();
    const session = await sessionOf(cart);
    expect(Object.keys(session).sort()).toEqual(["id", "sessionData"]);
    const after = await current(cart);
    const [ref] = after.paymentInfo?.payments ?? [];
    const made = await payment(ref?.id ?? "");
    expect(made.interfaceId).toBe(session.id);
    expect(made.amountPlanned).toMatchObject({
      centAmount: after.totalPrice.centAmount,
      currencyCode: "EUR",
    });
    expect(after.taxedPrice?.totalGross.centAmount).toBe(after.totalPrice.centAmount);
    expect(sessionRequests().at(-1)?.body).toMatchObject({
      mode: "embedded",
      reference: made.id,
      amount: { currency: "EUR", value: after.totalPrice.centAmount },
      countryCode: "DE",
      shopperLocale: "de-DE",
      returnUrl,
    });
    const sent = sessionRequests().at(-1)?.body as { allowedPaymentMethods: string[] } | undefined;
    const methods = sent?.allowedPaymentMethods ?? [];
    expect(methods).toContain("scheme");
    expect(methods).toContain("googlepay");
    expect(methods).not.toContain("klarna_b2b");
  });

  it("is handed out again on a reload or a double click, never made twice", async () => {
    const cart = await ready();
    const before = sessionRequests().length;
    const [first, second] = await Promise.all([sessionOf(cart), sessionOf(cart)]);
    const reload = await sessionOf(await current(cart));
    expect(second).toEqual(first);
    expect(reload).toEqual(first);
    expect(sessionRequests().length).toBe(before + 1);
    expect((await current(cart)).paymentInfo?.payments).toHaveLength(1);
  });

  it("is made anew, the old payment voided, when the cart or the buyer type changed", async () => {
    const cart = await ready();
    const first = await sessionOf(cart);
    const firstPayment = (await current(cart)).paymentInfo?.payments[0]?.id ?? "";
    const company = await sessionOf(await current(cart), "company");
    expect(company.id).not.toBe(first.id);
    expect(sessionRequests().at(-1)?.body).toMatchObject({
      allowedPaymentMethods: expect.not.arrayContaining(["klarna", "klarna_account", "ratepay"]),
    });
    const bigger = await shop.checkout.ensureShippingMethod(
      de,
      await add(shop, de, skus[1] ?? "", 2, cart.id),
    );
    const grown = await sessionOf(bigger, "company");
    expect(grown.id).not.toBe(company.id);
    const refs = (await current(cart)).paymentInfo?.payments ?? [];
    expect(refs).toHaveLength(1);
    expect((await payment(firstPayment)).transactions.map((t) => t.type)).toContain("CancelAuthorization");
  });

  it("rejects when Adyen cannot make it, so the page shows the payment error", async () => {
    server.use(
      http.post(
        "https://checkout-test.adyen.com/:version/sessions",
        () =>
          HttpResponse.json({ status: 500, errorCode: "905", message: "Internal error" }, { status: 500 }),
        { once: true },
      ),
    );
    await expect(dropIn(await ready())).rejects.toThrow();
  });
});

describe("after the Drop-in (the same return as the hosted page's)", () => {
  const authorised = (value: number) => ({
    status: "completed" as const,
    payments: [
      {
        pspReference: "DR00000000000042",
        resultCode: "Authorised" as const,
        amount: { currency: "EUR", value },
        paymentMethod: { type: "scheme", brand: "visa" },
      },
    ],
  });

  it("orders paid when Adyen's session result says so", async () => {
    const cart = await ready();
    const session = await sessionOf(cart);
    const total = (await current(cart)).totalPrice.centAmount;
    mock.setResult(session.id, authorised(total));
    const back = await shop.checkout.completeCardPayment(
      new Request(returnUrl),
      de,
      await current(cart),
      session.id,
      "Ab02b4c0!result",
    );
    if (!back.ok) throw new Error(`not ordered: ${JSON.stringify(back)}`);
    expect(back.order.paymentState).toBe("Paid");
    expect(back.order.totalPrice.centAmount).toBe(total);
  });

  it("does not order on a result Adyen does not confirm, whatever the browser says", async () => {
    const cart = await ready();
    const session = await sessionOf(cart);
    // The session is still active at Adyen: the browser's claim of a payment is not enough.
    const back = await shop.checkout.completeCardPayment(
      new Request(returnUrl),
      de,
      await current(cart),
      session.id,
      "Ab02b4c0!forged-authorised",
    );
    expect(back).toMatchObject({ ok: false, code: "cancelled-transaction" });
    expect((await current(cart)).cartState).toBe("Active");
  });

  it("orders after a redirect inside the Drop-in only on Adyen's own answer to its redirectResult", async () => {
    const cart = await ready();
    const session = await sessionOf(cart);
    const total = (await current(cart)).totalPrice.centAmount;
    const reference = (await current(cart)).paymentInfo?.payments[0]?.id ?? "";
    const forged = await shop.checkout.completeRedirect(
      new Request(returnUrl),
      de,
      await current(cart),
      "forged",
    );
    expect(forged).toMatchObject({ ok: false, code: "payment-error" });
    mock.setDetails(`Ab02b4c0!${session.id}`, {
      resultCode: "Authorised",
      pspReference: "DR00000000000077",
      merchantReference: reference,
      amount: { currency: "EUR", value: total },
      paymentMethod: { type: "scheme" },
    });
    const back = await shop.checkout.completeRedirect(
      new Request(returnUrl),
      de,
      await current(cart),
      `Ab02b4c0!${session.id}`,
    );
    if (!back.ok) throw new Error(`not ordered: ${JSON.stringify(back)}`);
    expect(back.order.paymentState).toBe("Paid");
  });

  it("releases a Drop-in payment the hosted page replaced (a post without JavaScript afterwards)", async () => {
    const cart = await ready();
    const session = await sessionOf(cart);
    const hosted = await shop.checkout.place(de, await current(cart), "card", {
      clientType: "private",
      returnUrl,
    });
    expect(hosted.kind).toBe("provider");
    mock.setResult(session.id, authorised((await current(cart)).totalPrice.centAmount));
    const back = await shop.checkout.completeCardPayment(
      new Request(returnUrl),
      de,
      await current(cart),
      session.id,
      "Ab02b4c0!result",
    );
    expect(back).toMatchObject({ ok: false, released: true });
    expect(mock.state.requests.at(-1)?.path).toBe("/v72/payments/DR00000000000042/reversals");
  });
});
