/**
 * The Adyen adapter's modifications and webhook: a reversal with the shop's reference, and only
 * notifications signed with the HMAC key accepted.
 */
import adyen, { type Types } from "@adyen/api-library";
import { describe, expect, it } from "vitest";
import { adyenCheckout } from "../../tests/support/adyen";

describe("Adyen adapter against the Checkout API handlers", () => {
  const { mock, adyenKey, payments } = adyenCheckout();

  it("reverses an authorisation (cancel or refund) with the merchant account and the shop's reference", async () => {
    const reversal = await payments.reverse({ pspReference: "V4HZ4RBFJGXXGN82", reference: "payment-1" });
    expect(reversal.pspReference).toMatch(/^RV/);
    expect(mock.state.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v72/payments/V4HZ4RBFJGXXGN82/reversals",
      apiKey: "AQE-test-key",
      body: { merchantAccount: "ProEquipECOM", reference: "payment-1" },
    });
  });

  it("accepts only notifications signed with the HMAC key", async () => {
    const item: Types.notification.NotificationRequestItem = {
      additionalData: {},
      amount: { currency: "HUF", value: 1234500 },
      eventCode: adyen.Types.notification.NotificationRequestItem.EventCodeEnum.Authorisation,
      eventDate: "2025-01-01T12:00:00+01:00",
      merchantAccountCode: "ProEquipECOM",
      merchantReference: "payment-1",
      paymentMethod: "visa",
      pspReference: "V4HZ4RBFJGXXGN82",
      success: adyen.Types.notification.NotificationRequestItem.SuccessEnum.True,
    };
    const hmacSignature = new adyen.hmacValidator().calculateHmac(item, adyenKey);
    const body = (over: Partial<typeof item>, signature: string | null = hmacSignature) => ({
      live: "false",
      notificationItems: [
        {
          NotificationRequestItem: {
            ...item,
            ...over,
            additionalData: signature ? { hmacSignature: signature } : {},
          },
        },
      ],
    });
    expect(await payments.verifyNotifications(body({}))).toEqual([
      {
        eventCode: "AUTHORISATION",
        success: true,
        pspReference: "V4HZ4RBFJGXXGN82",
        merchantReference: "payment-1",
        amount: { currency: "HUF", value: 12345 },
        paymentMethod: "visa",
        reason: undefined,
      },
    ]);
    expect(await payments.verifyNotifications(body({ amount: { currency: "HUF", value: 1 } }))).toEqual([]);
    expect(await payments.verifyNotifications(body({}, null))).toEqual([]);
    expect(await payments.verifyNotifications(body({}, "d3Jvbmc="))).toEqual([]);
    expect(await payments.verifyNotifications({ unexpected: true })).toEqual([]);
  });
});
