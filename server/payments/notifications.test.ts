/**
 * Notification signatures with Web Crypto (issue 18 item 2): Adyen's documented example, and byte for
 * byte the signatures `@adyen/api-library`'s hmacValidator computed before, so notifications signed
 * either way verify.
 */
import adyen, { type Types } from "@adyen/api-library";
import { describe, expect, it } from "vitest";
import {
  type NotificationItem,
  notificationSignature,
  signNotificationItem,
  verifyNotificationItems,
} from "./notifications";

const KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

/** Adyen's example item ("Verify HMAC signatures") and the signature Adyen gives for it. */
const documented: NotificationItem = {
  additionalData: {},
  amount: { currency: "EUR", value: 1130 },
  eventCode: "AUTHORISATION",
  eventDate: "2019-05-06T17:15:34.121+02:00",
  merchantAccountCode: "TestMerchant",
  merchantReference: "TestPayment-1407325143704",
  paymentMethod: "visa",
  pspReference: "7914073381342284",
  success: "true",
};
const DOCUMENTED_SIGNATURE = "coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=";

const library = new adyen.hmacValidator();
const body = (item: NotificationItem) => ({
  live: "false",
  notificationItems: [{ NotificationRequestItem: item }],
});

describe("notification HMAC with Web Crypto", () => {
  it("gives Adyen's documented signature", async () => {
    expect(await notificationSignature(documented, KEY)).toBe(DOCUMENTED_SIGNATURE);
  });

  it.each([
    ["an authorisation", documented],
    [
      "a reversal with its original reference",
      {
        ...documented,
        eventCode: "CANCEL_OR_REFUND",
        pspReference: "RV01",
        originalReference: "7914073381342284",
      },
    ],
    ["a refusal in forints", { ...documented, success: "false", amount: { currency: "HUF", value: 499000 } }],
    ["a reference with a colon", { ...documented, merchantReference: "a:b\\c" }],
  ] as const)("signs %s as the API library does, and each verifies the other's", async (_, item) => {
    const libraryItem = item as unknown as Types.notification.NotificationRequestItem;
    const expected = library.calculateHmac(libraryItem, KEY);
    const signed = await signNotificationItem(item, KEY);
    expect(signed.additionalData?.hmacSignature).toBe(expected);
    expect(library.validateHMAC(signed as unknown as Types.notification.NotificationRequestItem, KEY)).toBe(
      true,
    );
    const fromLibrary = { ...item, additionalData: { hmacSignature: expected } };
    expect(await verifyNotificationItems(body(fromLibrary), KEY)).toHaveLength(1);
  });

  it("drops a changed item, another key's signature, an unsigned item and garbage", async () => {
    const signed = await signNotificationItem(documented, KEY);
    expect(await verifyNotificationItems(body(signed), KEY)).toEqual([
      {
        eventCode: "AUTHORISATION",
        success: true,
        pspReference: "7914073381342284",
        merchantReference: "TestPayment-1407325143704",
        amount: { currency: "EUR", value: 1130 },
        paymentMethod: "visa",
        reason: undefined,
      },
    ]);
    expect(
      await verifyNotificationItems(body({ ...signed, amount: { currency: "EUR", value: 1 } }), KEY),
    ).toEqual([]);
    expect(await verifyNotificationItems(body(signed), "00".repeat(32))).toEqual([]);
    expect(await verifyNotificationItems(body({ ...signed, additionalData: {} }), KEY)).toEqual([]);
    expect(
      await verifyNotificationItems(body({ ...signed, additionalData: { hmacSignature: 42 } }), KEY),
    ).toEqual([]);
    expect(await verifyNotificationItems({ notificationItems: "x" }, KEY)).toEqual([]);
  });
});
