/**
 * Local payments over HTTP. How sessions end: cancelled by the shop or the shopper, pending with a Multibanco
 * voucher, and a result that is forged or borrowed from another session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Listening,
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

describe("local payments over HTTP", () => {
  it("refuses a session the shop cancelled: its page says so and a payment is refused (409)", async () => {
    const session = await provider.createSession(request());
    await provider.cancelSession(session.id);
    const page = await (await fetch(session.url)).text();
    expect(page).toContain("nothing was charged");
    expect(
      (await submit(session.url, { method: "scheme", cardNumber: "4111111111111111", action: "pay" })).status,
    ).toBe(409);
    expect(provider.session(session.id)?.status).toBe("canceled");
  });

  it("cancels without a notification", async () => {
    const req = request();
    const session = await provider.createSession(req);
    const response = await submit(session.url, { action: "cancel" });
    expect(response.status).toBe(303);
    const back = returned(response);
    expect(await provider.sessionOutcome(back.sessionId, back.sessionResult)).toEqual({
      status: "cancelled",
      reference: req.reference,
    });
    // Every notification sent so far has arrived: none is on its way for this session.
    await provider.settled();
    expect(received.some((n) => n.item.merchantReference === req.reference)).toBe(false);
  });

  it("issues a Multibanco voucher asked for directly: pending", async () => {
    const req = request();
    const { allowedPaymentMethods: _all, ...direct } = req;
    const outcome = await provider.createMultibanco(direct);
    expect(outcome).toEqual({
      status: "pending",
      reference: req.reference,
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      method: "multibanco",
      amount: { currency: "EUR", value: 12345 },
      voucher: {
        entity: "12345",
        reference: expect.stringMatching(/^\d{9}$/),
        expiresAt: expect.any(String),
        merchantReference: req.reference,
        amount: { currency: "EUR", value: 12345 },
      },
      // The raw action as Adyen's /payments answers it, kept on the payment (SPEC §3).
      action: expect.objectContaining({
        type: "voucher",
        paymentMethodType: "multibanco",
        entity: "12345",
        merchantReference: req.reference,
        totalAmount: { currency: "EUR", value: 12345 },
      }),
    });
    if (outcome.status !== "pending" || !outcome.voucher) throw new Error("no voucher");
    expect(Date.parse(outcome.voucher.expiresAt) - Date.now()).toBeGreaterThan(71 * 60 * 60 * 1000);
  });

  it("answers error to a forged or borrowed sessionResult", async () => {
    const session = await provider.createSession(request());
    const back = returned(
      await submit(session.url, { method: "scheme", cardNumber: "4111111111111111", action: "pay" }),
    );
    expect((await provider.sessionOutcome(back.sessionId, "forged")).status).toBe("error");
    const other = await provider.createSession(request());
    const otherBack = returned(await submit(other.url, { action: "cancel" }));
    expect((await provider.sessionOutcome(back.sessionId, otherBack.sessionResult)).status).toBe("error");
    expect((await provider.sessionOutcome("CSUNKNOWN", back.sessionResult)).status).toBe("error");
  });
});
