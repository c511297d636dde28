/**
 * The Adyen adapter's Google Pay express payment against msw handlers in Adyen's documented shapes
 * (SPEC §1, §7): POST /payments with paymentMethod type "googlepay" and the sheet's token; Authorised
 * is an authorisation, Refused a refusal, anything else (a 3-D Secure action) or a refused request
 * an error outcome; an outage rejects.
 */
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { AdyenPayments, type GooglePayRequest } from "../../server/payments";
import { adyenCheckout } from "../support/adyen";

const PAYMENTS_URL = "https://checkout-test.adyen.com/:version/payments";
const { server, payments } = adyenCheckout();
const request: GooglePayRequest = {
  reference: "payment-7",
  amount: { currency: "EUR", value: 12345 },
  countryCode: "DE",
  shopperLocale: "de-DE",
  shopperEmail: "erika@example.com",
  returnUrl: "https://shop.example/checkout/payment",
  token: '{"signature":"MEUCIQ…","protocolVersion":"ECv2","signedMessage":"{…}"}',
};
/** What the adapter sent to POST /payments. */
const asked: { path: string; apiKey: string | null; body: Record<string, unknown> }[] = [];
/** Adyen's next answer to POST /payments. */
const answer = (body: unknown, status = 200) =>
  server.use(
    http.post(
      PAYMENTS_URL,
      async ({ request: sent }) => {
        asked.push({
          path: new URL(sent.url).pathname,
          apiKey: sent.headers.get("x-api-key"),
          body: (await sent.json()) as Record<string, unknown>,
        });
        return HttpResponse.json(body as object, { status });
      },
      { once: true },
    ),
  );
/** Adyen's documented answer to an authorised Google Pay payment. */
const authorised = {
  additionalData: { paymentMethod: "visa_googlepay" },
  pspReference: "QFQTPCQ8HXSKGK82",
  resultCode: "Authorised",
  amount: { currency: "EUR", value: 12345 },
  merchantReference: "payment-7",
};

describe("Adyen adapter: Google Pay express through POST /payments", () => {
  it("pays the sheet's token as a googlepay express payment and reads the authorisation", async () => {
    answer(authorised);
    const outcome = await payments.payGooglePay(request);
    expect(asked.at(-1)).toEqual({
      path: expect.stringMatching(/^\/v\d+\/payments$/),
      apiKey: "AQE-test-key",
      body: expect.objectContaining({
        merchantAccount: "ProEquipECOM",
        reference: "payment-7",
        amount: { currency: "EUR", value: 12345 },
        paymentMethod: { type: "googlepay", googlePayToken: request.token },
        countryCode: "DE",
        shopperLocale: "de-DE",
        shopperEmail: "erika@example.com",
        returnUrl: "https://shop.example/checkout/payment",
        channel: "Web",
      }),
    });
    expect(outcome).toEqual({
      status: "authorised",
      reference: "payment-7",
      pspReference: "QFQTPCQ8HXSKGK82",
      method: "googlepay",
      amount: { currency: "EUR", value: 12345 },
    });
  });

  it("converts HUF at its boundary, both ways", async () => {
    answer({ ...authorised, amount: { currency: "HUF", value: 100000 } });
    const outcome = await payments.payGooglePay({ ...request, amount: { currency: "HUF", value: 1000 } });
    expect(asked.at(-1)?.body.amount).toEqual({ currency: "HUF", value: 100000 });
    expect(outcome.status === "authorised" && outcome.amount).toEqual({ currency: "HUF", value: 1000 });
  });

  it("reads a refusal, and answers an error to a 3-D Secure action or an authorisation without reference", async () => {
    answer({
      pspReference: "R1",
      resultCode: "Refused",
      refusalReason: "Refused",
      merchantReference: "payment-7",
    });
    expect(await payments.payGooglePay(request)).toEqual({
      status: "refused",
      reference: "payment-7",
      pspReference: "R1",
    });
    answer({
      resultCode: "IdentifyShopper",
      pspReference: "T1",
      action: { type: "threeDS2", subtype: "fingerprint", token: "x", paymentMethodType: "scheme" },
    });
    expect(await payments.payGooglePay(request)).toMatchObject({ status: "error", reference: "payment-7" });
    answer({ ...authorised, pspReference: undefined });
    expect(await payments.payGooglePay(request)).toMatchObject({ status: "error", reference: "payment-7" });
  });

  it("answers an error outcome when Adyen refuses the request (422), and rejects on an outage", async () => {
    answer({ status: 422, errorCode: "14_0", message: "Invalid token", errorType: "validation" }, 422);
    expect(await payments.payGooglePay(request)).toEqual({ status: "error", reference: "payment-7" });
    answer({ status: 500, errorCode: "905", message: "Internal error" }, 500);
    await expect(payments.payGooglePay(request)).rejects.toThrow();
  });

  it("gives the browser Adyen Web's public configuration only with a client key", () => {
    expect(payments.expressClient()).toBeNull();
    const withKey = new AdyenPayments({
      apiKey: "AQE-test-key",
      merchantAccount: "ProEquipECOM",
      hmacKey: "00",
      environment: "test",
      clientKey: "test_CLIENTKEY",
    });
    expect(withKey.expressClient()).toEqual({
      kind: "adyen",
      clientKey: "test_CLIENTKEY",
      environment: "test",
      gatewayMerchantId: "ProEquipECOM",
      merchantId: "TEST",
    });
    // Live, Google needs the shop's own merchant id: without it no button.
    const live = {
      apiKey: "k",
      merchantAccount: "ProEquipECOM",
      hmacKey: "00",
      environment: "live" as const,
    };
    expect(
      new AdyenPayments({ ...live, clientKey: "live_KEY", liveUrlPrefix: "x" }).expressClient(),
    ).toBeNull();
    expect(
      new AdyenPayments({
        ...live,
        clientKey: "live_KEY",
        liveUrlPrefix: "x",
        googlePayMerchantId: "BCR2DN4T",
      }).expressClient(),
    ).toMatchObject({ kind: "adyen", environment: "live", merchantId: "BCR2DN4T" });
  });
});
