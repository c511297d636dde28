/**
 * The payment step's route with the Drop-in on (issue 19.5): what its loader hands the browser
 * (Adyen Web's public settings only: the API key is in no page data, hence in no HTML), and its
 * action's answers to the Drop-in's ask and to hostile posts (no session for another payment kind,
 * none without the CSRF token, never a 500), over the embedded platform with Adyen's sessions in msw.
 */
import type { Cart } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/node";
import { HttpResponse, http } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/($lang).checkout.payment";
import { AdyenPayments, type PaymentProvider } from "../../server/payments";
import { pageLinks } from "../../server/routing/links";
import { createTracking } from "../../server/tracking/service";
import { adyenCheckout } from "../support/adyen";
import { add, createTestShop, marketOf, productsOf, type TestShop, withAddresses } from "../support/shop";

const API_KEY = "AQE-secret-api-key-never-in-a-page";
const de = marketOf("de");
const PAGE = "http://de.localhost:3100/checkout/payment";
const { mock, server, adyenKey } = adyenCheckout();
const adyen = new AdyenPayments({
  apiKey: API_KEY,
  merchantAccount: "ProEquipECOM",
  hmacKey: adyenKey,
  environment: "test",
  clientKey: "test_ABCDEFGH12345678",
});
let shop: TestShop;
let sku: string;

beforeAll(async () => {
  const viaAdyen = (local: PaymentProvider): PaymentProvider =>
    new Proxy(local, {
      get(target, prop) {
        if (prop === "dropIn") return adyen.dropIn;
        const member = Reflect.get(target, prop, target);
        return typeof member === "function" ? member.bind(target) : member;
      },
    });
  shop = await createTestShop({ provider: viaAdyen });
  [sku = ""] = await productsOf(shop, de, { stock: 40 });
});
afterAll(() => shop.close());

/** A load context for this browser's cart: the cart service reads it by id, the CSRF check passes unless told. */
const contextOf = (cart: Cart, { csrf = true } = {}): AppLoadContext =>
  ({
    market: de,
    clientIp: "203.0.113.5",
    session: {
      clientType: "private",
      readFormIfTokenMatches: async (request: Request) => {
        if (!csrf) return null;
        const form = new FormData();
        for (const [name, value] of new URLSearchParams(await request.text())) form.append(name, value);
        return form;
      },
    },
    services: {
      cart: {
        ...shop.carts,
        fromRequest: async () => ({ cart: await shop.carts.load(de, cart.id), stale: false }),
      },
      checkout: shop.checkout,
      links: pageLinks,
      // The payment step's tracking call (decision 0055), to a platform that takes everything.
      tracking: createTracking({ description: "none", send: async () => {} }),
    },
  }) as unknown as AppLoadContext;
const ready = async () =>
  shop.checkout.ensureShippingMethod(de, await withAddresses(shop, de, await add(shop, de, sku)));

async function post(cart: Cart, body: string, options = {}) {
  const request = new Request(PAGE, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const response = (await action({
    request,
    context: contextOf(cart, options),
    params: {},
  })) as Response;
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
}

describe("the payment step with the Drop-in on", () => {
  it("hands the browser Adyen Web's public settings, never the API key", async () => {
    const cart = await ready();
    const response = (await loader({
      request: new Request(PAGE),
      context: contextOf(cart),
      params: {},
    })) as Response;
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.dropIn).toEqual({
      clientKey: "test_ABCDEFGH12345678",
      environment: "test",
      locale: "de-DE",
      countryCode: "DE",
    });
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain("ProEquipECOM");
  });

  it("answers the Drop-in's ask with the session's id and data only, the same one when asked twice", async () => {
    const cart = await ready();
    const first = await post(cart, "csrf=t&payment=card&intent=dropin");
    expect(first.status).toBe(200);
    const answer = JSON.parse(first.text);
    expect(answer).toEqual({
      error: null,
      payment: "card",
      dropIn: { id: expect.stringMatching(/^CS/), sessionData: expect.stringMatching(/^Ab02b4c0!/) },
    });
    expect(first.text).not.toContain(API_KEY);
    const again = await post(cart, "csrf=t&payment=card&intent=dropin");
    expect(JSON.parse(again.text).dropIn).toEqual(answer.dropIn);
    expect(mock.state.requests.at(-1)?.apiKey).toBe(API_KEY);
  });

  it.each([
    ["cash on delivery", "csrf=t&payment=cod&intent=dropin", 422],
    ["bank transfer", "csrf=t&payment=bank&intent=dropin", 422],
    ["an unknown intent", "csrf=t&payment=card&intent=steal", 422],
    ["an array of intents", "csrf=t&payment=card&intent=dropin&intent=place", 422],
    ["an over-long kind", `csrf=t&payment=${"card".repeat(5000)}&intent=dropin`, 422],
  ])("makes no session for %s", async (_, body, status) => {
    const cart = await ready();
    const before = mock.state.requests.length;
    const answered = await post(cart, body);
    expect(answered.status).toBe(status);
    expect(mock.state.requests.length).toBe(before);
    expect((await shop.engine.getCart(cart.id))?.paymentInfo?.payments ?? []).toHaveLength(0);
  });

  it("answers Adyen's failure inline (503, SPEC §8's payment error), not with the error page", async () => {
    server.use(
      http.post(
        "https://checkout-test.adyen.com/:version/sessions",
        () =>
          HttpResponse.json({ status: 500, errorCode: "905", message: "Internal error" }, { status: 500 }),
        { once: true },
      ),
    );
    const cart = await ready();
    const answered = await post(cart, "csrf=t&payment=card&intent=dropin");
    expect([answered.status, answered.location]).toEqual([503, null]);
    expect(JSON.parse(answered.text)).toEqual({ error: "paymentError.payment-error", payment: "card" });
    expect((await shop.engine.getCart(cart.id))?.cartState).toBe("Active");
  });

  it("refuses the ask without the CSRF token (403), with nothing made", async () => {
    const cart = await ready();
    const before = mock.state.requests.length;
    const answered = await post(cart, "payment=card&intent=dropin", { csrf: false });
    expect(answered.status).toBe(403);
    expect(mock.state.requests.length).toBe(before);
  });
});
