/**
 * Local payments over HTTP. Card decisions: an authorised and a refused test card, each redirected back with
 * a signed result and confirmed by a signed AUTHORISATION notification.
 */
import type { Types } from "@adyen/api-library";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Listening,
  notificationIn,
  paymentRequest,
  type Received,
  returned,
  startLocalPayments,
  submit,
} from "../../../tests/support/local-payments";
import type { HostedPaymentRequest, LocalPayments } from "..";

let provider: LocalPayments;
let shop: Listening;
let received: Received[];
let close: () => Promise<void>;
beforeAll(async () => ({ provider, shop, received, close } = await startLocalPayments()));
afterAll(() => close());
const request = (over: Partial<HostedPaymentRequest> = {}) => paymentRequest(shop.base, over);
const notificationOf = (reference: string) => notificationIn(received, reference);

describe("local payments over HTTP", () => {
  it("authorises 4111 1111 1111 1111, redirects back and posts a signed notification", async () => {
    const req = request();
    const session = await provider.createSession(req);
    const response = await submit(session.url, {
      method: "scheme",
      cardNumber: "4111 1111 1111 1111",
      action: "pay",
    });
    expect(response.status).toBe(303);
    const back = returned(response);
    expect(back.location.pathname).toBe("/checkout/payment/return");
    expect(back.location.searchParams.get("step")).toBe("4");
    expect(back.sessionId).toBe(session.id);

    const outcome = await provider.sessionOutcome(back.sessionId, back.sessionResult);
    expect(outcome).toEqual({
      status: "authorised",
      reference: req.reference,
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      method: "scheme",
      amount: { currency: "EUR", value: 12345 },
    });

    const { body, item } = await notificationOf(req.reference);
    const [notification, ...more] = await provider.verifyNotifications(body);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      eventCode: "AUTHORISATION",
      success: true,
      pspReference: outcome.pspReference,
      merchantReference: req.reference,
      amount: { currency: "EUR", value: 12345 },
      paymentMethod: "visa",
    });
    expect(item.merchantAccountCode).toBeTypeOf("string");
    const tampered = structuredClone(body) as {
      notificationItems: { NotificationRequestItem: Types.notification.NotificationRequestItem }[];
    };
    const tamperedItem = tampered.notificationItems[0]?.NotificationRequestItem;
    if (tamperedItem) tamperedItem.amount.value = 1;
    expect(await provider.verifyNotifications(tampered)).toEqual([]);

    // The page is finished now: it links back with the result, and a second payment is refused.
    const page = await (await fetch(session.url)).text();
    expect(page).toContain("The payment is authorised.");
    expect(page).toContain(`sessionId=${session.id}`);
    expect(
      (await submit(session.url, { method: "scheme", cardNumber: "4111111111111111", action: "pay" })).status,
    ).toBe(409);
  });

  it("refuses 4000 0000 0000 0002 and notifies success false", async () => {
    const req = request();
    const session = await provider.createSession(req);
    const response = await submit(session.url, {
      method: "scheme",
      cardNumber: "4000000000000002",
      action: "pay",
    });
    expect(response.status).toBe(303);
    const back = returned(response);
    const outcome = await provider.sessionOutcome(back.sessionId, back.sessionResult);
    expect(outcome).toMatchObject({ status: "refused", reference: req.reference });
    const { body } = await notificationOf(req.reference);
    expect(await provider.verifyNotifications(body)).toEqual([
      expect.objectContaining({ success: false, reason: "Refused", pspReference: outcome.pspReference }),
    ]);
  });
});
