import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import adyen, { type Types } from "@adyen/api-library";
import express from "express";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adyenMock } from "../../mocks/adyen";
import { securityHeaders } from "../http/security";
import {
  AdyenPayments,
  createLocalPayments,
  createPayments,
  type HostedPaymentRequest,
  type LocalPayments,
  localPaymentRoutes,
} from ".";

const listen = (app: express.Express) =>
  new Promise<{ server: Server; base: string }>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });

const hmacKey = randomBytes(32).toString("hex");
const dir = mkdtempSync(path.join(os.tmpdir(), "payments-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("local payments over HTTP", () => {
  const file = path.join(dir, "payments.sqlite");
  const received: { body: unknown; item: Record<string, unknown> }[] = [];
  let failNext = 0;
  let provider: LocalPayments;
  let shop: { server: Server; base: string };
  let hook: { server: Server; base: string };

  beforeAll(async () => {
    const receiver = express();
    receiver.post("/hook", express.json(), (req, res) => {
      if (failNext > 0) {
        failNext -= 1;
        return res.status(500).send("down");
      }
      received.push({ body: req.body, item: req.body.notificationItems[0].NotificationRequestItem });
      res.send("[accepted]");
    });
    hook = await listen(receiver);
    provider = createLocalPayments({ file, hmacKey, webhookUrl: `${hook.base}/hook` });
    const app = express();
    app.use(securityHeaders);
    app.use(localPaymentRoutes(provider));
    shop = await listen(app);
  });
  afterAll(async () => {
    await provider.close();
    shop.server.close();
    hook.server.close();
  });

  const request = (over: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest => ({
    reference: `pay-${randomBytes(4).toString("hex")}`,
    amount: { currency: "EUR", value: 12345 },
    countryCode: "PT",
    shopperLocale: "pt-PT",
    shopperEmail: "ana@example.com",
    returnUrl: `${shop.base}/checkout/payment/return?step=4`,
    ...over,
  });
  const submit = (url: string, form: Record<string, string>) =>
    fetch(url, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
  const notificationOf = (reference: string) =>
    vi.waitFor(
      () => {
        const found = received.find((n) => n.item.merchantReference === reference);
        if (!found) throw new Error(`no notification for ${reference} yet`);
        return found;
      },
      { timeout: 15_000 },
    );
  const returned = (response: Response) => {
    const location = new URL(response.headers.get("location") ?? "");
    return {
      location,
      sessionId: location.searchParams.get("sessionId") ?? "",
      sessionResult: location.searchParams.get("sessionResult") ?? "",
    };
  };

  it("creates a session whose page is served by the shop", async () => {
    const session = await provider.createSession(request());
    expect(session.url).toBe(`${shop.base}/__pay/local/${session.id}`);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it("serves an accessible page without scripts or inline styles", async () => {
    const req = request();
    const session = await provider.createSession(req);
    const response = await fetch(session.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("style-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("€123.45");
    expect(html).toContain(req.reference);
    expect(html).toContain("<legend>Payment method</legend>");
    expect(html).toMatch(/<label><input type="radio" name="method" value="scheme" checked> Card<\/label>/);
    expect(html).toContain('value="multibanco"> Multibanco');
    expect(html).toContain('<label for="card">');
    expect(html).toMatch(/<button type="submit" name="action" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel">Cancel<\/button>/);
    expect(html).not.toMatch(/<script|style=|<style/);
    const css = await fetch(`${shop.base}/__pay/local/page.css`);
    expect(css.headers.get("content-type")).toContain("text/css");
  });

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
    const [notification, ...more] = provider.verifyNotifications(body);
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
    expect(provider.verifyNotifications(tampered)).toEqual([]);

    // The page is finished now: it links back with the result, and a second payment is refused.
    const page = await (await fetch(session.url)).text();
    expect(page).toContain("The payment is authorised.");
    expect(page).toContain(`sessionId=${session.id}`);
    expect(
      (await submit(session.url, { method: "scheme", cardNumber: "4111111111111111", action: "pay" })).status,
    ).toBe(409);
  });

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
    expect(provider.verifyNotifications(cancel?.body)).toEqual([
      expect.objectContaining({
        eventCode: "CANCEL_OR_REFUND",
        success: true,
        pspReference: first.pspReference,
        originalReference: outcome.pspReference,
        amount: { currency: "EUR", value: 12345 },
      }),
    ]);
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
    expect(provider.verifyNotifications(body)).toEqual([
      expect.objectContaining({ success: false, reason: "Refused", pspReference: outcome.pspReference }),
    ]);
  });

  it("answers 422 to a number failing the Luhn check, echoing nothing", async () => {
    const session = await provider.createSession(request());
    const response = await submit(session.url, {
      method: "scheme",
      cardNumber: "4111 1111 1111 1112",
      action: "pay",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<p id="error" class="error" role="alert">Enter a valid card number</p>');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("1112");
    expect(provider.session(session.id)?.status).toBe("active");
  });

  it("answers 422, not 500, to a form that sends a field twice", async () => {
    const session = await provider.createSession(request());
    const response = await fetch(session.url, {
      method: "POST",
      body: "method=scheme&cardNumber=4111111111111111&cardNumber=4000000000000002&action=pay",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(response.status).toBe(422);
    expect(provider.session(session.id)?.status).toBe("active");
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

  it("issues a Multibanco voucher: pending", async () => {
    const req = request();
    const session = await provider.createSession(req);
    const response = await submit(session.url, { method: "multibanco", cardNumber: "", action: "pay" });
    const back = returned(response);
    const outcome = await provider.sessionOutcome(back.sessionId, back.sessionResult);
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
    });
    if (outcome.status !== "pending" || !outcome.voucher) throw new Error("no voucher");
    expect(Date.parse(outcome.voucher.expiresAt) - Date.now()).toBeGreaterThan(71 * 60 * 60 * 1000);
  });

  it("offers only allowed methods, and Multibanco only in euros", async () => {
    const czk = await provider.createSession(request({ amount: { currency: "CZK", value: 250000 } }));
    const html = await (await fetch(czk.url)).text();
    expect(html).toContain("Kč\u00a02,500.00");
    expect(html).not.toContain("multibanco");
    const refused = await submit(czk.url, { method: "multibanco", action: "pay" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Choose a payment method");

    const cardOnly = await provider.createSession(request({ allowedPaymentMethods: ["scheme"] }));
    expect(await (await fetch(cardOnly.url)).text()).not.toContain("multibanco");
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

  it("retries a failed notification once after a second", async () => {
    const req = request();
    const session = await provider.createSession(req);
    failNext = 1;
    await submit(session.url, { method: "scheme", cardNumber: "5555 5555 5555 4444", action: "pay" });
    const { body } = await notificationOf(req.reference);
    expect(provider.verifyNotifications(body)[0]?.paymentMethod).toBe("mc");
  });

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

describe("Adyen adapter against the Checkout API handlers", () => {
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

  const payment = (type: string, resultCode: "Authorised" | "Pending") => ({
    pspReference: "V4HZ4RBFJGXXGN82",
    resultCode,
    amount: { currency: "EUR", value: 12345 },
    paymentMethod: { type, brand: type === "scheme" ? "visa" : undefined },
  });
  it.each([
    [
      "completed",
      [payment("scheme", "Authorised")],
      {
        status: "authorised",
        pspReference: "V4HZ4RBFJGXXGN82",
        method: "scheme",
        amount: { currency: "EUR", value: 12345 },
      },
    ],
    [
      "paymentPending",
      [payment("multibanco", "Pending")],
      {
        status: "pending",
        pspReference: "V4HZ4RBFJGXXGN82",
        method: "multibanco",
        amount: { currency: "EUR", value: 12345 },
      },
    ],
    ["refused", undefined, { status: "refused" }],
    ["canceled", undefined, { status: "cancelled" }],
    ["expired", undefined, { status: "expired" }],
  ] as const)("maps a %s session", async (status, payments_, expected) => {
    const session = await payments.createSession(request);
    mock.setResult(session.id, { status, payments: payments_ ? [...payments_] : undefined });
    const outcome = await payments.sessionOutcome(session.id, "Ab02b4c0!result");
    expect(outcome).toEqual({ reference: "payment-1", ...expected });
    expect(mock.state.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v72/sessions/${session.id}`,
      params: { sessionResult: "Ab02b4c0!result" },
      apiKey: "AQE-test-key",
    });
  });

  it("answers error when Adyen refuses the result, and rejects on an outage", async () => {
    expect(await payments.sessionOutcome("CSUNKNOWN", "Ab02b4c0!result")).toEqual({
      status: "error",
      reference: "",
    });
    server.use(
      http.get("https://checkout-test.adyen.com/:version/sessions/:id", () =>
        HttpResponse.json({ status: 500, errorCode: "905", message: "Internal error" }, { status: 500 }),
      ),
    );
    await expect(payments.sessionOutcome("CS1", "r")).rejects.toThrow();
    server.resetHandlers();
  });

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

  it("accepts only notifications signed with the HMAC key", () => {
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
    expect(payments.verifyNotifications(body({}))).toEqual([
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
    expect(payments.verifyNotifications(body({ amount: { currency: "HUF", value: 1 } }))).toEqual([]);
    expect(payments.verifyNotifications(body({}, null))).toEqual([]);
    expect(payments.verifyNotifications(body({}, "d3Jvbmc="))).toEqual([]);
    expect(payments.verifyNotifications({ unexpected: true })).toEqual([]);
  });
});

describe("createPayments", () => {
  const webhook = { webhookUrl: "http://127.0.0.1:1/api/webhooks/payments" };
  const adyenEnv = { ADYEN_API_KEY: "k", ADYEN_MERCHANT_ACCOUNT: "M", ADYEN_HMAC_KEY: "0a1b" };

  it("names the missing Adyen variables", () => {
    expect(() => createPayments({ ADYEN_API_KEY: "k" }, webhook)).toThrow(
      "Incomplete Adyen configuration: set ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY",
    );
    expect(() => createPayments({ ...adyenEnv, ADYEN_ENVIRONMENT: "live" }, webhook)).toThrow(
      /ADYEN_LIVE_URL_PREFIX/,
    );
    expect(() => createPayments({ ...adyenEnv, ADYEN_ENVIRONMENT: "staging" }, webhook)).toThrow(
      /"test" or "live"/,
    );
    expect(() => createPayments({ ...adyenEnv, ADYEN_HMAC_KEY: "not hex" }, webhook)).toThrow(/hexadecimal/);
    const provider = createPayments(adyenEnv, webhook);
    expect([provider.name, provider.paymentInterface]).toEqual(["adyen", "adyen"]);
  });

  it("refuses the local provider in production on a real commerce platform", () => {
    expect(() => createPayments({ NODE_ENV: "production", CTP_PROJECT_KEY: "shop" }, webhook)).toThrow(
      /local test provider .* refused in production/,
    );
  });

  it("runs the local provider in production on the embedded platform, with a kept HMAC key", async () => {
    const file = path.join(dir, "env", "payments.sqlite");
    const first = createPayments({ NODE_ENV: "production", PAYMENTS_DB_PATH: file }, webhook);
    expect([first.name, first.paymentInterface]).toEqual(["local", "local-payments"]);
    const keyFile = path.join(dir, "env", "payments-hmac-key");
    const key = readFileSync(keyFile, "utf8");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const second = createPayments({ PAYMENTS_DB_PATH: file }, webhook);
    expect(readFileSync(keyFile, "utf8")).toBe(key);
    await (first as LocalPayments).close();
    await (second as LocalPayments).close();
    expect(existsSync(file)).toBe(true);
  });
});
