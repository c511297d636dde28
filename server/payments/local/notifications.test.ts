/**
 * Local payments over HTTP. Notifications beyond the authorisation: a reversal confirmed once by
 * CANCEL_OR_REFUND, and the retry of a notification the webhook refused.
 */
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

/** How many of the next notifications the webhook answers 500. */
let failNext = 0;
const failing = () => {
  if (failNext === 0) return false;
  failNext -= 1;
  return true;
};

let provider: LocalPayments;
let shop: Listening;
let received: Received[];
let close: () => Promise<void>;
beforeAll(
  async () => ({ provider, shop, received, close } = await startLocalPayments({ failNext: failing })),
);
afterAll(() => close());
const request = (over: Partial<HostedPaymentRequest> = {}) => paymentRequest(shop.base, over);
const notificationOf = (reference: string) => notificationIn(received, reference);

describe("local payments over HTTP", () => {
  it("reverses an authorised payment once and confirms it with a signed CANCEL_OR_REFUND notification", async () => {
    const req = request();
    const session = await provider.createSession(req);
    const back = returned(
      await submit(session.url, { method: "scheme", cardNumber: "4111111111111111", action: "pay" }),
    );
    const outcome = await provider.sessionOutcome(back.sessionId, back.sessionResult);
    if (outcome.status !== "authorised") throw new Error(outcome.status);
    const first = await provider.reverse({ pspReference: outcome.pspReference, reference: req.reference });
    expect(await provider.reverse({ pspReference: outcome.pspReference, reference: req.reference })).toEqual(
      first,
    );
    expect(provider.isReversed(outcome.pspReference)).toBe(true);
    await expect(
      provider.reverse({ pspReference: outcome.pspReference, reference: "other" }),
    ).rejects.toThrow();
    await provider.settled();
    const cancel = received.find(
      (n) => n.item.eventCode === "CANCEL_OR_REFUND" && n.item.merchantReference === req.reference,
    );
    expect(await provider.verifyNotifications(cancel?.body)).toEqual([
      expect.objectContaining({
        eventCode: "CANCEL_OR_REFUND",
        success: true,
        pspReference: first.pspReference,
        originalReference: outcome.pspReference,
        amount: { currency: "EUR", value: 12345 },
      }),
    ]);
  });

  it("retries a failed notification once after a second", async () => {
    const req = request();
    const session = await provider.createSession(req);
    failNext = 1;
    await submit(session.url, { method: "scheme", cardNumber: "5555 5555 5555 4444", action: "pay" });
    const { body } = await notificationOf(req.reference);
    expect((await provider.verifyNotifications(body))[0]?.paymentMethod).toBe("mc");
  });
});
