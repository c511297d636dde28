/**
 * The production Adyen adapter against the local provider's Adyen Checkout API over real HTTP
 * (issue 18 item 3, decision 0038): hosted sessions paid on the provider's page below the API's mount,
 * Drop-in sessions and their redirect result, Multibanco paid at the test ATM, Google Pay with a
 * token of the provider's sheet, reversals, and every notification reaching the shop's webhook with
 * its HMAC verified by the adapter. A double-submitted payment with the same Idempotency-Key is one
 * payment.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdyenPayments,
  adyenCheckoutApi,
  adyenFromEnv,
  createLocalPayments,
  type HostedPaymentRequest,
  type LocalPayments,
} from "../../server/payments";
import { serveLocalApi } from "../support/local-api";
import { type Listening, listen, returned, submit } from "../support/local-payments";

const API_KEY = "AQE-local-test-key";
const hmacKey = randomBytes(32).toString("hex");
const dir = mkdtempSync(path.join(os.tmpdir(), "adyen-local-api-"));
/** The webhook bodies the shop received, as posted. */
const posted: unknown[] = [];
let hook: Listening;
let provider: LocalPayments;
let api: { url: string; close(): Promise<void> };
let adyen: AdyenPayments;

beforeAll(async () => {
  hook = await listen((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      posted.push(JSON.parse(text));
      res.end("[accepted]");
    });
  });
  provider = createLocalPayments({
    file: path.join(dir, "payments.sqlite"),
    hmacKey,
    webhookUrl: `${hook.base}/api/webhooks/payments`,
  });
  api = await serveLocalApi(adyenCheckoutApi(provider, { apiKey: API_KEY }), "/adyen");
  // As a storefront configures it: the worker's env or process.env, pointed at the local API.
  adyen = adyenFromEnv({
    ADYEN_API_KEY: API_KEY,
    ADYEN_MERCHANT_ACCOUNT: "ProEquipLocalECOM",
    ADYEN_HMAC_KEY: hmacKey,
    ADYEN_CLIENT_KEY: "test_LOCALCLIENTKEY1",
    ADYEN_CHECKOUT_URL: `${api.url}/checkout/v72`,
  });
});
afterAll(async () => {
  await provider.close();
  await api.close();
  hook.server.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (over: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest => ({
  reference: `pay-${randomBytes(6).toString("hex")}`,
  amount: { currency: "EUR", value: 12345 },
  countryCode: "SK",
  shopperLocale: "sk-SK",
  shopperEmail: "jana@example.com",
  returnUrl: "https://shop.example/checkout/payment/return",
  allowedPaymentMethods: ["scheme", "googlepay"],
  ...over,
});

/** The verified notifications of a merchant reference, once every delivery so far has settled. */
const notificationsOf = async (reference: string) => {
  await provider.settled();
  const verified = await Promise.all(posted.map((body) => adyen.verifyNotifications(body)));
  return verified.flat().filter((n) => n.merchantReference === reference);
};

describe("the Adyen adapter against the local Checkout API over HTTP", () => {
  it("pays a hosted session on the provider's page below the mount, and verifies its notification", async () => {
    const asked = request({ amount: { currency: "HUF", value: 4990 } });
    const session = await adyen.createSession(asked);
    expect(session.url).toBe(`${api.url}/__pay/local/${session.id}`);
    const page = await fetch(session.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`action="/adyen/__pay/local/${session.id}"`);
    expect(html).toMatch(/<dd>HUF\s4,990<\/dd>/);
    const css = html.match(/href="([^"]+\.css)"/)?.[1] ?? "";
    expect(css).toBe("/adyen/__pay/local/page.css");
    expect((await fetch(`${new URL(api.url).origin}${css}`)).headers.get("content-type")).toMatch(
      /text\/css/,
    );

    const paid = await submit(session.url, {
      action: "pay",
      method: "scheme",
      cardNumber: "4111 1111 1111 1111",
    });
    expect(paid.status).toBe(303);
    const back = returned(paid);
    expect(back.location.origin).toBe("https://shop.example");
    expect(await adyen.sessionOutcome(back.sessionId, back.sessionResult)).toEqual({
      status: "authorised",
      reference: asked.reference,
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      method: "scheme",
      amount: { currency: "HUF", value: 4990 },
    });
    expect(await notificationsOf(asked.reference)).toEqual([
      expect.objectContaining({
        eventCode: "AUTHORISATION",
        success: true,
        amount: { currency: "HUF", value: 4990 },
        paymentMethod: "visa",
      }),
    ]);
    // Adyen's units on the wire (forints in hundredths), the shop's after verification.
    const raw = posted.at(-1) as { notificationItems: { NotificationRequestItem: { amount: unknown } }[] };
    expect(raw.notificationItems[0]?.NotificationRequestItem.amount).toEqual({
      currency: "HUF",
      value: 499000,
    });
  });

  it("reads a refusal, a cancelled session, and answers an error to a forged result", async () => {
    const refused = request();
    const session = await adyen.createSession(refused);
    const back = returned(
      await submit(session.url, { action: "pay", method: "scheme", cardNumber: "4000000000000002" }),
    );
    expect(await adyen.sessionOutcome(back.sessionId, back.sessionResult)).toMatchObject({
      status: "refused",
      reference: refused.reference,
    });
    expect(await adyen.sessionOutcome(back.sessionId, "forged")).toEqual({ status: "error", reference: "" });
    const cancelled = await adyen.createSession(request());
    const left = returned(await submit(cancelled.url, { action: "cancel" }));
    expect(await adyen.sessionOutcome(left.sessionId, left.sessionResult)).toMatchObject({
      status: "cancelled",
    });
  });

  it("makes a Drop-in session with sessionData and reads a redirect result through /payments/details", async () => {
    const asked = request();
    const dropIn = adyen.dropIn;
    if (!dropIn) throw new Error("the client key must give the Drop-in");
    const session = await dropIn.createSession(asked);
    expect(session.sessionData).toMatch(new RegExp(`^${session.id}\\.`));
    const pageUrl = `${api.url}/__pay/local/${session.id}`;
    await submit(pageUrl, { action: "pay", method: "googlepay" });
    const finished = provider.session(session.id);
    if (!finished) throw new Error("no session");
    expect(await dropIn.redirectOutcome(provider.redirectResult(finished))).toEqual({
      status: "authorised",
      reference: asked.reference,
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      method: "googlepay",
      amount: { currency: "EUR", value: 12345 },
    });
    expect(await dropIn.redirectOutcome(`${session.id}.forged`)).toEqual({ status: "error", reference: "" });
  });

  it("issues a Multibanco voucher, and the payment at the test ATM below the mount notifies the shop", async () => {
    const asked = request({ countryCode: "PT", shopperLocale: "pt-PT" });
    const outcome = await adyen.createMultibanco(asked);
    if (outcome.status !== "pending" || !outcome.voucher)
      throw new Error(`no voucher: ${JSON.stringify(outcome)}`);
    expect(outcome.voucher).toMatchObject({
      entity: "12345",
      reference: expect.stringMatching(/^\d{9}$/),
      merchantReference: asked.reference,
      amount: { currency: "EUR", value: 12345 },
    });
    expect(await notificationsOf(asked.reference)).toEqual([]);
    const atm = await submit(`${api.url}/__pay/local-atm`, {
      entity: outcome.voucher.entity,
      reference: outcome.voucher.reference,
    });
    expect(atm.status).toBe(200);
    expect(await notificationsOf(asked.reference)).toEqual([
      expect.objectContaining({ eventCode: "AUTHORISATION", success: true, paymentMethod: "multibanco" }),
    ]);
  });
});

/** A token of the provider's test Google Pay sheet, served below the mount. */
async function sheetToken(card: "visa" | "mc"): Promise<string> {
  const answer = await submit(`${api.url}/__pay/local-google-pay`, {
    action: "pay",
    card,
    email: "erika@example.com",
  });
  const html = await answer.text();
  expect(html).toContain('src="/adyen/__pay/local-google-pay/sheet.js"');
  const data = JSON.parse(
    html.match(/<script type="application\/json" id="payment-data">(.*?)<\/script>/)?.[1] ?? "{}",
  );
  return data.paymentMethodData.tokenizationData.token;
}

describe("money moves once over the local Checkout API", () => {
  it("answers a double-submitted Google Pay payment (same Idempotency-Key) with one payment", async () => {
    const token = await sheetToken("visa");
    const asked = { ...request({ countryCode: "DE", shopperLocale: "de-DE" }), token };
    const [first, second] = await Promise.all([adyen.payGooglePay(asked), adyen.payGooglePay(asked)]);
    expect(first).toEqual({
      status: "authorised",
      reference: asked.reference,
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      method: "googlepay",
      amount: { currency: "EUR", value: 12345 },
    });
    expect(second).toEqual(first);
    // A later retry is answered the same, too; the token was spent once.
    expect(await adyen.payGooglePay(asked)).toEqual(first);
    expect(await notificationsOf(asked.reference)).toHaveLength(1);
    // Another request with the spent token (another amount: another key) is refused by the provider.
    expect(await adyen.payGooglePay({ ...asked, amount: { currency: "EUR", value: 1 } })).toEqual({
      status: "error",
      reference: asked.reference,
    });
  });

  it("refuses a declined card's token", async () => {
    const asked = { ...request(), token: await sheetToken("mc") };
    expect(await adyen.payGooglePay(asked)).toMatchObject({ status: "refused", reference: asked.reference });
  });

  it("reverses a payment once however often it is asked, confirmed by one CANCEL_OR_REFUND", async () => {
    const asked = { ...request(), token: await sheetToken("visa") };
    const paid = await adyen.payGooglePay(asked);
    if (paid.status !== "authorised") throw new Error("not authorised");
    const [one, two] = await Promise.all([
      adyen.reverse({ pspReference: paid.pspReference, reference: asked.reference }),
      adyen.reverse({ pspReference: paid.pspReference, reference: asked.reference }),
    ]);
    expect(two).toEqual(one);
    expect(provider.isReversed(paid.pspReference)).toBe(true);
    const reversals = (await notificationsOf(asked.reference)).filter(
      (n) => n.eventCode === "CANCEL_OR_REFUND",
    );
    expect(reversals).toEqual([
      expect.objectContaining({
        pspReference: one.pspReference,
        originalReference: paid.pspReference,
        success: true,
      }),
    ]);
    await expect(adyen.reverse({ pspReference: "UNKNOWN000000000", reference: "x" })).rejects.toThrow(/422/);
  });

  it("cancels and refunds over the API once each, each confirmed by its notification", async () => {
    const modify = (pspReference: string, kind: string, body: object) =>
      fetch(`${api.url}/checkout/v72/payments/${pspReference}/${kind}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": API_KEY },
        body: JSON.stringify({ merchantAccount: "ProEquipLocalECOM", ...body }),
      });
    const pay = async () => {
      const asked = {
        ...request({ amount: { currency: "HUF", value: 4990 } }),
        token: await sheetToken("visa"),
      };
      const paid = await adyen.payGooglePay(asked);
      if (paid.status !== "authorised") throw new Error("not authorised");
      return { reference: asked.reference, pspReference: paid.pspReference };
    };
    const cancelled = await pay();
    const cancel = await modify(cancelled.pspReference, "cancels", { reference: "cancel-1" });
    expect(cancel.status).toBe(201);
    expect(await cancel.json()).toMatchObject({
      paymentPspReference: cancelled.pspReference,
      status: "received",
    });
    expect(
      (await modify(cancelled.pspReference, "refunds", { amount: { currency: "HUF", value: 499000 } }))
        .status,
    ).toBe(422);

    const refunded = await pay();
    // Forints in Adyen's hundredths: a part, or the whole amount in the shop's units, is not the payment.
    for (const value of [100000, 4990])
      expect(
        (await modify(refunded.pspReference, "refunds", { amount: { currency: "HUF", value } })).status,
      ).toBe(422);
    const whole = { amount: { currency: "HUF", value: 499000 } };
    const refund = await (await modify(refunded.pspReference, "refunds", whole)).json();
    expect(refund).toMatchObject({ status: "received", amount: whole.amount });
    expect((await (await modify(refunded.pspReference, "refunds", whole)).json()).pspReference).toBe(
      refund.pspReference,
    );
    const events = async (reference: string) =>
      (await notificationsOf(reference)).map((n) => [n.eventCode, n.amount.value]);
    expect(await events(cancelled.reference)).toEqual([
      ["AUTHORISATION", 4990],
      ["CANCELLATION", 4990],
    ]);
    expect(await events(refunded.reference)).toEqual([
      ["AUTHORISATION", 4990],
      ["REFUND", 4990],
    ]);
  });

  it("refuses calls without the API key with Adyen's 401", async () => {
    const answer = await fetch(`${api.url}/checkout/v72/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ status: 401, errorType: "security" });
  });
});
