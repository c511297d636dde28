/**
 * Local payments over HTTP. What survives a re-opening of the provider's database, and the hour after which a
 * session expires.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Listening,
  paymentRequest,
  returned,
  startLocalPayments,
  submit,
} from "../../../tests/support/local-payments";
import { createLocalPayments, type HostedPaymentRequest, type LocalPayments } from "..";

let provider: LocalPayments;
let shop: Listening;
let hook: Listening;
let file: string;
let hmacKey: string;
let close: () => Promise<void>;
beforeAll(async () => ({ provider, shop, hook, file, hmacKey, close } = await startLocalPayments()));
afterAll(() => close());
const request = (over: Partial<HostedPaymentRequest> = {}) => paymentRequest(shop.base, over);

describe("local payments over HTTP", () => {
  it("keeps sessions and payments across a re-opening, and expires sessions after an hour", async () => {
    const paid = await provider.createSession(request());
    const back = returned(
      await submit(paid.url, { method: "scheme", cardNumber: "4111111111111111", action: "pay" }),
    );
    const before = await provider.sessionOutcome(back.sessionId, back.sessionResult);
    const open = await provider.createSession(request());

    const later = createLocalPayments({
      file,
      hmacKey,
      webhookUrl: `${hook.base}/hook`,
      now: () => new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    try {
      expect(await later.sessionOutcome(back.sessionId, back.sessionResult)).toEqual(before);
      const expired = later.session(open.id);
      expect(expired?.status).toBe("expired");
      expect(
        later.submit(open.id, { action: "pay", method: "scheme", cardNumber: "4111111111111111" }).kind,
      ).toBe("closed");
      if (!expired) throw new Error("session lost");
      const location = new URL(later.returnLocation(expired));
      expect(
        await later.sessionOutcome(open.id, location.searchParams.get("sessionResult") ?? ""),
      ).toMatchObject({
        status: "expired",
      });
    } finally {
      await later.close();
    }
    // The shop's page shows the expiry with a link back.
    const html = await (await fetch(open.url)).text();
    expect(html).toContain("Payment finished");
    expect(html).toContain("This payment session has expired.");
  });
});
