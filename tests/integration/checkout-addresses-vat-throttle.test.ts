/**
 * The addresses step's own VAT check through its route (decision 0029 follow-up): it counts against
 * the VAT ID field's throttle (one rule, one home), so once the visitor's checks are used up the
 * step's post makes no service call and answers 429 with Retry-After, as /api/vat-check does, with
 * the issue to continue gross; continuing gives a gross cart and SPEC's 'unable to adjust prices to
 * NET' notice. Real session (CSRF), real checkout over the embedded defaults; the address
 * validation is left out (another step).
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action } from "../../app/routes/($lang).checkout.addresses";
import { VAT_CHECK } from "../../config";
import { savedAddresses } from "../../server/checkout/address-choices";
import { contextOf } from "../../server/pipeline/test-context";
import { type Session, sessionStep } from "../../server/session";
import { add, createTestShop, marketOf, productsOf, type TestShop } from "../support/shop";

const de = marketOf("de");
const clientIp = "203.0.113.70";
let shop: TestShop;
let sku: string;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  shop = await createTestShop();
  [sku = ""] = await productsOf(shop, de);
});
afterAll(() => shop.close());

async function newSession(): Promise<Session> {
  const context = contextOf("http://de.localhost:3000/checkout/addresses");
  await sessionStep(context);
  if (!context.state.session) throw new Error("The session step made no session");
  return context.state.session;
}

/** The no-JavaScript post of the step as a company with this VAT ID. */
async function post(session: Session, cart: Cart, vatId: string, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({
    csrf: session.csrfToken,
    email: "firma@example.com",
    clientType: "company",
    "billing.firstName": "Eva",
    "billing.lastName": "Novak",
    "billing.company": "Muster GmbH",
    "billing.vatId": vatId,
    "billing.streetName": "Hauptstraße",
    "billing.streetNumber": "1",
    "billing.postalCode": "10115",
    "billing.city": "Berlin",
    shippingType: "same",
    ...extra,
  });
  const request = new Request("http://de.localhost:3000/checkout/addresses", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  const services = {
    cart: { fromRequest: async () => ({ cart: await shop.engine.getCart(cart.id), stale: false }) },
    accounts: { fromRequest: async () => null },
    savedAddresses,
    addressChecks: {
      checkStep: async (_request: Request, _market: unknown, value: unknown) => ({
        value,
        doubts: [],
        taken: {},
      }),
    },
    checkout: shop.checkout,
  };
  const context = { market: de, services, session, clientIp };
  let response: Response;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: a load context with only what the action reads
    response = await action({ request, context: context as any, params: {} });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  return response;
}

describe("the addresses step's VAT check, throttled as the field's", () => {
  it("once the visitor's checks are used up: 429 with the wait and no service call; continuing gives a gross cart", async () => {
    const session = await newSession();
    const cart = await add(shop, de, sku, 1);
    const who = { clientIp, session: session.csrfToken };
    // The field's checks of this visitor use up the allowance the step shares.
    for (let i = 0; i < VAT_CHECK.perSession.max; i++) await shop.checkout.vatCheck(de, "DE123456789", who);
    const throttled = await post(session, cart, "DE123456789");
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe(String(VAT_CHECK.perSession.windowMinutes * 60));
    const body = await throttled.json();
    // "Could not validate" with nothing asked: the local service would have answered valid.
    expect(body.vat).toEqual({
      kind: "unavailable",
      timedOut: false,
      vatId: "DE123456789",
      retryAfterMinutes: VAT_CHECK.perSession.windowMinutes,
    });
    expect((await shop.engine.getCart(cart.id))?.billingAddress).toBeUndefined();
    // 'Continue with Purchase' for that ID: a gross invoice, and SPEC's notice that net was not made.
    const continued = await post(session, cart, "DE123456789", { vatContinue: "DE123456789" });
    expect(continued.status).toBe(303);
    expect(continued.headers.get("location")).toMatch(/^\/checkout\/payment\?notice=/);
    const after = await shop.engine.getCart(cart.id);
    expect(after?.taxMode).toBe("Platform");
    expect(after?.billingAddress?.custom?.fields).toMatchObject({
      vatId: "DE123456789",
      vatValidated: false,
    });
  });

  it("a definitive result stored on the cart stands: the step posted again is not throttled and checks nothing", async () => {
    const session = await newSession();
    const cart = await add(shop, de, sku, 1);
    const first = await post(session, cart, "DE123456789");
    expect([first.status, first.headers.get("location")]).toEqual([303, "/checkout/payment?notice=vatNet"]);
    const who = { clientIp: "203.0.113.71", session: session.csrfToken };
    for (let i = 0; i < VAT_CHECK.perSession.max; i++) await shop.checkout.vatCheck(de, "DE123456789", who);
    // The visitor's checks are used up, yet the same ID posted again goes on net.
    const again = await post(session, cart, "DE123456789");
    expect([again.status, again.headers.get("location")]).toEqual([303, "/checkout/payment?notice=vatNet"]);
    expect((await shop.engine.getCart(cart.id))?.taxMode).toBe("External");
  });
});
