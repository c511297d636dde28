/**
 * The Adyen adapter's Drop-in sessions (issue 19.5) against msw handlers in Adyen's documented
 * shapes: POST /sessions in embedded mode answers `sessionData`; the result Adyen Web hands back
 * (`sessionResult`) is read through GET /sessions/{id}; refusals, a malformed answer and a timeout
 * reject, so the checkout shows SPEC §8's payment error and creates nothing it cannot pay.
 */
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { adyenCheckout } from "../../tests/support/adyen";
import { AdyenPayments } from ".";

const SESSIONS_URL = "https://checkout-test.adyen.com/:version/sessions";

describe("Adyen adapter: the Drop-in's embedded sessions", () => {
  const { mock, server, adyenKey, request } = adyenCheckout();
  const config = {
    apiKey: "AQE-test-key",
    merchantAccount: "ProEquipECOM",
    hmacKey: adyenKey,
    environment: "test" as const,
  };
  const withDropIn = new AdyenPayments({ ...config, clientKey: "test_ABCDEFGH12345678", timeoutMs: 300 });
  const dropIn = withDropIn.dropIn;
  if (!dropIn) throw new Error("a client key must give the Drop-in");

  it("has no Drop-in without a client key, and hands only the public client settings with one", () => {
    expect(new AdyenPayments(config).dropIn).toBeNull();
    expect(dropIn.client).toEqual({ clientKey: "test_ABCDEFGH12345678", environment: "test" });
    expect(JSON.stringify(dropIn.client)).not.toContain("AQE-test-key");
  });

  it("creates an embedded session with the hosted page's amount, reference and methods", async () => {
    const session = await dropIn.createSession({ ...request, amount: { currency: "HUF", value: 4990 } });
    const sent = mock.state.requests.at(-1);
    expect(sent).toMatchObject({ method: "POST", path: "/v72/sessions", apiKey: "AQE-test-key" });
    expect(sent?.body).toEqual({
      merchantAccount: "ProEquipECOM",
      mode: "embedded",
      channel: "Web",
      reference: "payment-1",
      // Forints in Adyen's hundredths, as for the hosted page.
      amount: { currency: "HUF", value: 499000 },
      countryCode: "SK",
      shopperLocale: "sk-SK",
      shopperEmail: "jana@example.com",
      returnUrl: "https://shop.example/checkout/payment/return",
      allowedPaymentMethods: ["scheme", "googlepay"],
    });
    expect(session).toEqual({
      id: expect.stringMatching(/^CS\d{4}ADYENMOCK/),
      sessionData: `Ab02b4c0!${Buffer.from(session.id).toString("base64")}`,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("reads the result Adyen Web returns after onPaymentCompleted through the session", async () => {
    const session = await dropIn.createSession(request);
    mock.setResult(session.id, {
      status: "completed",
      payments: [
        {
          pspReference: "DR00000000000001",
          resultCode: "Authorised",
          amount: { currency: "EUR", value: 12345 },
          paymentMethod: { type: "googlepay" },
        },
      ],
    });
    expect(await withDropIn.sessionOutcome(session.id, "Ab02b4c0!dropin-result")).toEqual({
      status: "authorised",
      reference: "payment-1",
      pspReference: "DR00000000000001",
      method: "googlepay",
      amount: { currency: "EUR", value: 12345 },
    });
    // A result Adyen does not know for that session (forged by the browser) is an error outcome.
    expect(await withDropIn.sessionOutcome("CS9999FORGED", "Ab02b4c0!forged")).toEqual({
      status: "error",
      reference: "",
    });
  });

  it.each([
    [
      "a validation error",
      HttpResponse.json({ status: 422, errorCode: "14_0", message: "Invalid" }, { status: 422 }),
    ],
    [
      "an authentication error",
      HttpResponse.json({ status: 401, errorCode: "000", message: "Unauthorized" }, { status: 401 }),
    ],
    [
      "an outage",
      HttpResponse.json({ status: 500, errorCode: "905", message: "Internal error" }, { status: 500 }),
    ],
    [
      "an answer without sessionData",
      HttpResponse.json({ id: "CS1", expiresAt: "2026-11-26T01:00:00Z" }, { status: 201 }),
    ],
  ])("rejects on %s", async (_, answer) => {
    server.use(http.post(SESSIONS_URL, () => answer, { once: true }));
    await expect(dropIn.createSession(request)).rejects.toThrow();
  });

  it("reads a redirect's result through POST /payments/details, the server asking Adyen", async () => {
    mock.setDetails("Ab02b4c0!redirect-ok", {
      resultCode: "Authorised",
      pspReference: "DR00000000000007",
      merchantReference: "payment-1",
      amount: { currency: "HUF", value: 499000 },
      paymentMethod: { type: "ideal" },
    });
    expect(await dropIn.redirectOutcome("Ab02b4c0!redirect-ok")).toEqual({
      status: "authorised",
      reference: "payment-1",
      pspReference: "DR00000000000007",
      method: "ideal",
      amount: { currency: "HUF", value: 4990 },
    });
    expect(mock.state.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v72/payments/details",
      apiKey: "AQE-test-key",
      body: { details: { redirectResult: "Ab02b4c0!redirect-ok" } },
    });
    mock.setDetails("Ab02b4c0!redirect-refused", {
      resultCode: "Refused",
      pspReference: "DR00000000000008",
      merchantReference: "payment-1",
      refusalReason: "Refused",
    });
    expect(await dropIn.redirectOutcome("Ab02b4c0!redirect-refused")).toEqual({
      status: "refused",
      reference: "payment-1",
      pspReference: "DR00000000000008",
    });
    // A result Adyen does not know (forged): an error outcome, nothing to look up.
    expect(await dropIn.redirectOutcome("forged")).toEqual({ status: "error", reference: "" });
  });

  it("gives up after its timeout", async () => {
    server.use(
      http.post(
        SESSIONS_URL,
        async () => {
          await delay(5_000);
          return HttpResponse.json({});
        },
        { once: true },
      ),
    );
    const started = Date.now();
    await expect(dropIn.createSession(request)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
