/**
 * The local Adyen Checkout API on hostile and malformed input (decision 0038): every refusal is a 4xx
 * with Adyen's error body (`status, errorCode, message, errorType`), never a 500 or a stack trace;
 * the API key is checked first, an Idempotency-Key is bounded and tied to its first request.
 */
import { afterAll, describe, expect, it } from "vitest";
import { adyenCheckoutApi } from "./http-api";
import { createLocalPayments } from "./index";

const KEY = "AQE-local-key";
const payments = createLocalPayments({
  file: ":memory:",
  hmacKey: "ab".repeat(32),
  webhookUrl: "http://127.0.0.1:9/api/webhooks/payments",
});
afterAll(() => payments.close());
const api = adyenCheckoutApi(payments, { apiKey: KEY });
const ORIGIN = "http://127.0.0.1:4010";

/** A call as the services host passes it: the full URL, and the path below the /adyen mount. */
function call(
  path: string,
  init: { method?: string; body?: string | object; key?: string | null; idempotencyKey?: string } = {},
) {
  const headers = new Headers({ "content-type": "application/json" });
  if (init.key !== null) headers.set("x-api-key", init.key ?? KEY);
  if (init.idempotencyKey) headers.set("idempotency-key", init.idempotencyKey);
  const body = typeof init.body === "object" ? JSON.stringify(init.body) : init.body;
  const method = init.method ?? (body === undefined ? "GET" : "POST");
  return api(new Request(`${ORIGIN}/adyen${path}`, { method, headers, body }), path.split("?")[0] ?? path);
}

const session = {
  merchantAccount: "ProEquipLocalECOM",
  amount: { currency: "EUR", value: 12345 },
  reference: "payment-1",
  returnUrl: "https://shop.example/checkout/payment/return",
  countryCode: "SK",
  shopperLocale: "sk-SK",
  mode: "hosted",
};
const payment = { ...session, mode: undefined, paymentMethod: { type: "googlepay", googlePayToken: "nope" } };

describe("the local Adyen API refuses hostile input with Adyen's errors", () => {
  it.each([
    ["no API key", "/checkout/v72/sessions", { body: session, key: null }, 401],
    ["a wrong API key", "/checkout/v72/sessions", { body: session, key: "AQE-guess" }, 401],
    ["an unknown endpoint", "/checkout/v72/paymentLinks", { body: session }, 404],
    ["a DELETE", "/checkout/v72/sessions", { method: "DELETE" }, 405],
    ["a body that is not JSON", "/checkout/v72/sessions", { body: "{merchantAccount:" }, 400],
    ["a body over 64 kB", "/checkout/v72/sessions", { body: { ...session, x: "a".repeat(70_000) } }, 413],
    ["an array", "/checkout/v72/sessions", { body: [session] }, 422],
    ["no amount", "/checkout/v72/sessions", { body: { ...session, amount: undefined } }, 422],
    [
      "a negative amount",
      "/checkout/v72/sessions",
      { body: { ...session, amount: { currency: "EUR", value: -1 } } },
      422,
    ],
    [
      "an amount as text",
      "/checkout/v72/sessions",
      { body: { ...session, amount: { currency: "EUR", value: "1" } } },
      422,
    ],
    [
      "a fraction of a forint",
      "/checkout/v72/sessions",
      { body: { ...session, amount: { currency: "HUF", value: 12345 } } },
      422,
    ],
    [
      "a script returnUrl",
      "/checkout/v72/sessions",
      { body: { ...session, returnUrl: "javascript:alert(1)" } },
      422,
    ],
    ["a huge reference", "/checkout/v72/sessions", { body: { ...session, reference: "r".repeat(500) } }, 422],
    ["an unknown mode", "/checkout/v72/sessions", { body: { ...session, mode: "popup" } }, 422],
    ["a malformed e-mail", "/checkout/v72/sessions", { body: { ...session, shopperEmail: "<x>" } }, 422],
    ["no sessionResult", "/checkout/v72/sessions/CS00000000000000000000000000000000", {}, 422],
    [
      "a made-up session",
      "/checkout/v72/sessions/CS00000000000000000000000000000000?sessionResult=x",
      {},
      422,
    ],
    ["a session id with markup", "/checkout/v72/sessions/%3Cscript%3E?sessionResult=x", {}, 422],
    [
      "a card payment (not offered)",
      "/checkout/v72/payments",
      { body: { ...payment, paymentMethod: { type: "scheme" } } },
      422,
    ],
    [
      "Google Pay without token",
      "/checkout/v72/payments",
      { body: { ...payment, paymentMethod: { type: "googlepay" } } },
      422,
    ],
    ["Google Pay with a token never issued", "/checkout/v72/payments", { body: payment }, 422],
    [
      "Multibanco in dollars",
      "/checkout/v72/payments",
      {
        body: { ...payment, amount: { currency: "USD", value: 100 }, paymentMethod: { type: "multibanco" } },
      },
      422,
    ],
    ["details without a redirectResult", "/checkout/v72/payments/details", { body: {} }, 422],
    [
      "a forged redirectResult",
      "/checkout/v72/payments/details",
      { body: { details: { redirectResult: "CS1.x" } } },
      422,
    ],
    [
      "a reversal of an unknown payment",
      "/checkout/v72/payments/ABCDEFGHIJKLMNOP/reversals",
      { body: { merchantAccount: "M" } },
      422,
    ],
    [
      "a reversal of garbage",
      "/checkout/v72/payments/%00%2F../reversals",
      { body: { merchantAccount: "M" } },
      422,
    ],
    [
      "a refund without amount",
      "/checkout/v72/payments/ABCDEFGHIJKLMNOP/refunds",
      { body: { merchantAccount: "M" } },
      422,
    ],
    [
      "a reversal without merchant account",
      "/checkout/v72/payments/ABCDEFGHIJKLMNOP/reversals",
      { body: {} },
      422,
    ],
    [
      "an Idempotency-Key over 64 characters",
      "/checkout/v72/sessions",
      { body: session, idempotencyKey: "k".repeat(65) },
      422,
    ],
  ] as const)("%s", async (_, path, init, status) => {
    const answer = await call(path, init as Parameters<typeof call>[1]);
    expect(answer.status).toBe(status);
    const body = await answer.json();
    expect(body).toEqual({
      status,
      errorCode: expect.any(String),
      message: expect.any(String),
      errorType: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/ at |\.ts:/);
  });

  it("stops reading a streamed body without a length once it passes 64 kB (413)", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`{"x":"${"a".repeat(16_000)}`));
      },
    });
    const request = new Request(`${ORIGIN}/adyen/checkout/v72/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": KEY },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const answer = await api(request, "/checkout/v72/sessions");
    expect(answer.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it("ties an Idempotency-Key to its first request: replayed for the same body, refused for another", async () => {
    const first = await call("/checkout/v72/sessions", { body: session, idempotencyKey: "order-1" });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotency-key")).toBe("order-1");
    const made = await first.json();
    expect(made.url).toBe(`${ORIGIN}/adyen/__pay/local/${made.id}`);
    const again = await call("/checkout/v72/sessions", { body: session, idempotencyKey: "order-1" });
    expect(await again.json()).toEqual(made);
    const other = await call("/checkout/v72/sessions", {
      body: { ...session, amount: { currency: "EUR", value: 1 } },
      idempotencyKey: "order-1",
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ errorCode: "704" });
  });

  it("answers an unknown page below the mount with a plain 404", async () => {
    const answer = await api(new Request(`${ORIGIN}/adyen/__pay/local/nope/../../etc`), "/__pay/local/nope");
    expect(answer.status).toBe(404);
    expect((await call("/checkout/v99/sessions", { body: session })).status).toBe(404);
  });
});
