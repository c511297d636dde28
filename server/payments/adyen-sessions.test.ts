/**
 * The Adyen adapter creates Hosted Checkout sessions: the request it sends, forints in Adyen's
 * hundredths, the live endpoint.
 */
import { describe, expect, it } from "vitest";
import { adyenCheckout } from "../../tests/support/adyen";
import { AdyenPayments } from ".";

describe("Adyen adapter against the Checkout API handlers", () => {
  const { mock, liveMock, adyenKey, payments, request } = adyenCheckout();

  it("creates a Hosted Checkout session", async () => {
    const session = await payments.createSession(request);
    const sent = mock.state.requests.at(-1);
    expect(sent).toMatchObject({
      method: "POST",
      version: "v72",
      path: "/v72/sessions",
      apiKey: "AQE-test-key",
    });
    expect(sent?.body).toMatchObject({
      merchantAccount: "ProEquipECOM",
      mode: "hosted",
      reference: "payment-1",
      amount: { currency: "EUR", value: 12345 },
      countryCode: "SK",
      shopperLocale: "sk-SK",
      shopperEmail: "jana@example.com",
      returnUrl: "https://shop.example/checkout/payment/return",
      allowedPaymentMethods: ["scheme", "googlepay"],
    });
    expect(session).toEqual({
      id: expect.stringMatching(/^CS/),
      url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/${session.id}`,
      expiresAt: expect.any(String),
    });
  });

  it("sends forints in Adyen's hundredths", async () => {
    await payments.createSession({ ...request, amount: { currency: "HUF", value: 12345 } });
    expect(mock.state.requests.at(-1)?.body).toMatchObject({ amount: { currency: "HUF", value: 1234500 } });
  });

  it("uses the live endpoint prefix in live", async () => {
    const live = new AdyenPayments({
      apiKey: "AQE-live-key",
      merchantAccount: "ProEquipECOM",
      hmacKey: adyenKey,
      environment: "live",
      liveUrlPrefix: "1797a841fbb37ca7-AdyenDemo",
    });
    await live.createSession(request);
    expect(liveMock.state.requests.at(-1)?.path).toBe("/checkout/v72/sessions");
  });
});
