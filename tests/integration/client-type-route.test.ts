/**
 * The header's client-type switch (POST /api/client-type, decision 0029) with the real session (its
 * CSRF check) and the checkout over the embedded defaults: a dishonest sequence — a validated
 * company's net cart, switched to private, then back to company — ends gross, and only the addresses
 * step makes it net again.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action } from "../../app/routes/api.client-type";
import type { CheckoutAddressValue } from "../../config";
import { contextOf } from "../../server/pipeline/test-context";
import { type Session, sessionStep } from "../../server/session";
import { add, addressesOf, createTestShop, marketOf, productsOf, type TestShop } from "../support/shop";

const de = marketOf("de");
let shop: TestShop;
let sku: string;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  shop = await createTestShop();
  [sku = ""] = await productsOf(shop, de);
});
afterAll(() => shop.close());

async function newSession(): Promise<Session> {
  const context = contextOf("http://de.localhost:3000/");
  await sessionStep(context);
  if (!context.state.session) throw new Error("The session step made no session");
  return context.state.session;
}

/** The switch posted as the header's form does, for the visitor whose cart this is. */
async function switchTo(session: Session, cart: Cart, clientType: string) {
  const body = new URLSearchParams({ csrf: session.csrfToken, clientType, redirectTo: "/checkout/cart" });
  const request = new Request("http://de.localhost:3000/api/client-type", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  const services = {
    cart: { fromRequest: async () => ({ cart: await shop.engine.getCart(cart.id), stale: false }) },
    checkout: shop.checkout,
  };
  // biome-ignore lint/suspicious/noExplicitAny: a load context with only what the action reads
  const response = await action({ request, context: { market: de, services, session } as any, params: {} });
  const after = await shop.engine.getCart(cart.id);
  if (!after) throw new Error("cart gone");
  return { status: response.status, location: response.headers.get("location"), cart: after };
}

async function addressesStep(cart: Cart, value: CheckoutAddressValue, session: Session) {
  const vatId = value.clientType === "company" ? value.billing.vatId : undefined;
  const who = { clientIp: "203.0.113.60", session: session.csrfToken };
  const vat = vatId ? (await shop.checkout.checkVat(de, vatId, who, cart)).outcome : null;
  const saved = await shop.checkout.saveAddresses(de, cart, {
    value,
    email: "jana@example.com",
    shipping: null,
    vat,
  });
  await shop.checkout.settleNetInvoice(de, saved, { clientType: value.clientType, vat });
  return (await shop.engine.getCart(cart.id)) as Cart;
}

describe("POST /api/client-type", () => {
  it("company with a valid ID → net → private → gross → company stays gross until the addresses step is posted", async () => {
    const session = await newSession();
    const gross = await addressesStep(await add(shop, de, sku, 1), addressesOf(de), session);
    const value = addressesOf(de);
    const company: CheckoutAddressValue = {
      ...value,
      clientType: "company",
      billing: { ...value.billing, company: "Muster GmbH", vatId: "DE123456789" },
    };
    const net = await addressesStep(gross, company, session);
    expect(net.taxMode).toBe("External");
    const toPrivate = await switchTo(session, net, "private");
    expect([toPrivate.status, toPrivate.location]).toEqual([303, "/checkout/cart"]);
    expect(toPrivate.cart.taxMode).toBe("Platform");
    expect(toPrivate.cart.totalPrice.centAmount).toBe(gross.totalPrice.centAmount);
    const toCompany = await switchTo(session, toPrivate.cart, "company");
    expect(toCompany.status).toBe(303);
    expect([toCompany.cart.taxMode, toCompany.cart.totalPrice.centAmount]).toEqual([
      "Platform",
      gross.totalPrice.centAmount,
    ]);
    // A hostile switch changes nothing and is a 400, not a 500.
    const hostile = await switchTo(session, toCompany.cart, "reverse-charge");
    expect([hostile.status, hostile.cart.taxMode]).toEqual([400, "Platform"]);
    expect((await addressesStep(toCompany.cart, company, session)).taxMode).toBe("External");
  });
});
