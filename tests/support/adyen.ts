/**
 * The Adyen adapter against msw handlers playing Adyen's Checkout API (mocks/adyen.ts), test and
 * live endpoints both: call it inside a `describe`, which then starts and stops the handlers.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";
import { adyenMock } from "../../mocks/adyen";
import { AdyenPayments, type HostedPaymentRequest } from "../../server/payments";

export function adyenCheckout() {
  const mock = adyenMock();
  const liveMock = adyenMock("https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout");
  const server = setupServer(...mock.handlers, ...liveMock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  const adyenKey = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";
  const payments = new AdyenPayments({
    apiKey: "AQE-test-key",
    merchantAccount: "ProEquipECOM",
    hmacKey: adyenKey,
    environment: "test",
  });
  const request: HostedPaymentRequest = {
    reference: "payment-1",
    amount: { currency: "EUR", value: 12345 },
    countryCode: "SK",
    shopperLocale: "sk-SK",
    shopperEmail: "jana@example.com",
    returnUrl: "https://shop.example/checkout/payment/return",
    allowedPaymentMethods: ["scheme", "googlepay"],
  };
  return { mock, liveMock, server, adyenKey, payments, request };
}
