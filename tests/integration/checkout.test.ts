import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CheckoutAddressValue, COD_FEES } from "../../config";
import { memoryThrottles } from "../../server/account/throttle";
import { createCartService } from "../../server/cart";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { type Checkout, codRefusal, createCheckout } from "../../server/checkout";
import { CommerceError } from "../../server/commerce/errors";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createOutbox } from "../../server/mail";
import { resolveMarket } from "../../server/market";
import { createLocalPayments, type LocalPayments } from "../../server/payments";
import { TEST_CARDS } from "../../server/payments/local";
import { createInProcessBus, createRooms } from "../../server/rooms";
import { createSearch } from "../../server/search";
import { createVat } from "../../server/vat";
import { commerceUnderTest } from "../support/commerce-under-test";

const sk = resolveMarket({ host: "localhost", pathname: "/" });
const ie = resolveMarket({ host: "ie.localhost", pathname: "/" });
let engine: LocalCommerce;
let carts: ReturnType<typeof createCartService>;
let checkout: Checkout;
let checkoutDeps: () => Parameters<typeof createCheckout>[0];
let payments: LocalPayments;
let outbox: string;
let sku: string;

const billing = {
  firstName: "Jana",
  lastName: "Nováková",
  streetName: "Hlavná",
  streetNumber: "12",
  postalCode: "811 01",
  city: "Bratislava",
};
const value = (extra: Partial<CheckoutAddressValue> = {}): CheckoutAddressValue => ({
  email: "jana@example.com",
  clientType: "private",
  billing,
  shippingType: "same",
  ...extra,
});

async function cartWith(quantity = 1): Promise<Cart> {
  const outcome = await carts.change({ market: sk, visitor: `v-${Math.random()}` }, {
    intent: "add",
    sku,
    quantity: String(quantity),
  } as never);
  if (!outcome.cart) throw new Error("no cart");
  return outcome.cart;
}

const withAddresses = async (cart: Cart) =>
  checkout.saveAddresses(sk, cart, { value: value(), email: "jana@example.com", shipping: null, vat: null });

beforeAll(async () => {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 60);
  engine = new LocalCommerce(db);
  // The engine, or the commercetools adapter in front of it (checkout.ctapi.test.ts).
  const commerce = commerceUnderTest(engine);
  const search = await createSearch(engine, { SEARCH_DB_PATH: ":memory:" });
  const stores = createStores(commerce);
  const products = createProducts(commerce, createCategories(commerce), createCatalog(search), stores);
  carts = createCartService(commerce, products, createRooms(createInProcessBus()), async () => null);
  const dir = mkdtempSync(path.join(tmpdir(), "checkout-"));
  outbox = path.join(dir, "mail");
  payments = createLocalPayments({
    file: path.join(dir, "payments.sqlite"),
    hmacKey: "ab".repeat(32),
    // No shop listens here: the notification's failure is logged, the return path is what counts.
    webhookUrl: "http://127.0.0.1:9/api/webhooks/payments",
  });
  checkoutDeps = () => ({
    stores,
    commerce,
    cart: carts,
    payments,
    vat: createVat({}),
    mail: createOutbox(outbox),
    throttles: memoryThrottles(),
  });
  checkout = createCheckout(checkoutDeps());
  const { results } = await engine.queryProducts({ limit: 60 }, { country: "SK", currency: "EUR" });
  sku =
    results.find(
      (p) =>
        p.masterVariant.price &&
        (p.masterVariant.price.value.centAmount ?? 0) < 50_000 &&
        (p.masterVariant.availability?.availableQuantity ?? 0) > 30 &&
        !p.masterVariant.attributes?.some((a) => a.name === "isPackageTypeFreight" && a.value === true),
    )?.masterVariant.sku ?? "";
});

afterAll(async () => {
  await payments.close();
});

describe("checkout guards (SPEC §2 guards 1, 10, 11)", () => {
  it("sends a cart without lines home, and a step after the addresses to the addresses step", async () => {
    expect(() => checkout.guard(sk, null, "addresses")).toThrow();
    try {
      checkout.guard(sk, await cartWith(), "payment");
      expect.unreachable();
    } catch (response) {
      expect((response as Response).status).toBe(303);
      expect((response as Response).headers.get("Location")).toBe("/checkout/addresses");
    }
  });

  it("sends every checkout page of a country without checkout home", () => {
    try {
      checkout.requireEnabled(ie);
      expect.unreachable();
    } catch (response) {
      expect((response as Response).headers.get("Location")).toBe("/");
    }
  });
});

describe("the addresses step (SPEC §4 Addresses)", () => {
  it("sets e-mail, billing, a copy of it as shipping, and the shipping method", async () => {
    const cart = await withAddresses(await cartWith());
    expect(cart.customerEmail).toBe("jana@example.com");
    expect(cart.billingAddress).toMatchObject({ ...billing, country: "SK", email: "jana@example.com" });
    expect(cart.shippingAddress).toMatchObject({ ...billing, country: "SK" });
    expect(cart.shippingInfo?.shippingMethodState).toBe("MatchesCart");
    expect(() => checkout.guard(sk, cart, "payment")).not.toThrow();
  });

  it("drops a private buyer's company and keeps a company buyer's VAT check on the billing address", async () => {
    const cart = await cartWith();
    const privateBuyer = await checkout.saveAddresses(sk, cart, {
      value: value({ billing: { ...billing, company: "Firma s.r.o." } }),
      email: "jana@example.com",
      shipping: null,
      vat: null,
    });
    expect(privateBuyer.billingAddress?.company).toBeUndefined();
    const who = { clientIp: "203.0.113.40", session: "addresses-vat" };
    const { outcome: vat } = await checkout.checkVat(sk, "SK 2020000004", who, privateBuyer);
    expect(vat).toMatchObject({ kind: "valid", code: 200, vatId: "SK2020000004" });
    const company = await checkout.saveAddresses(sk, privateBuyer, {
      value: value({
        clientType: "company",
        billing: { ...billing, company: "Firma s.r.o.", vatId: "SK2020000004" },
      }),
      email: "jana@example.com",
      shipping: { ...billing, firstName: "Peter", city: "Košice", postalCode: "040 01" },
      vat,
    });
    expect(company.billingAddress?.company).toBe("Firma s.r.o.");
    expect(company.billingAddress?.custom?.fields).toMatchObject({
      vatId: "SK2020000004",
      vatValidated: true,
    });
    expect(company.shippingAddress).toMatchObject({ firstName: "Peter", city: "Košice" });
    expect(company.shippingAddress?.custom).toBeUndefined();
    expect((await checkout.checkVat(sk, "SK2020000000", who, company)).outcome.kind).toBe("invalid");
    expect((await checkout.checkVat(sk, "SK9999999999", who, company)).outcome.kind).toBe("unavailable");
  });
});

describe("the payment step (SPEC §4 Payment flow, §5, §9)", () => {
  const returnUrl = "http://localhost:3100/checkout/payment";

  it("orders with cash on delivery: the fee is a line of the order and in its total, and a mail goes out", async () => {
    const cart = await withAddresses(await cartWith());
    const options = checkout.options(sk, cart);
    expect(options.cod).toMatchObject({ allowed: true, fee: COD_FEES.EUR });
    const placed = await checkout.place(sk, cart, "cod", { clientType: "private", returnUrl });
    if (placed.kind !== "order") throw new Error(`not ordered: ${JSON.stringify(placed)}`);
    const feeCents = COD_FEES.EUR * 100;
    expect(placed.order.customLineItems.map((l) => [l.key, l.totalPrice.centAmount])).toEqual([
      ["cod-fee", feeCents],
    ]);
    expect(placed.order.totalPrice.centAmount).toBe(cart.totalPrice.centAmount + feeCents);
    expect(placed.order.paymentState).toBe("Pending");
    checkout.confirm(sk, placed.order, async (r) => ({
      subject: `Order ${r.order.orderNumber}`,
      text: r.kind,
    }));
    await expect.poll(() => readdirSync(outbox).length).toBe(1);
    const mail = JSON.parse(readFileSync(path.join(outbox, readdirSync(outbox)[0] ?? ""), "utf8"));
    expect(mail).toMatchObject({
      to: "jana@example.com",
      subject: `Order ${placed.order.orderNumber}`,
      text: "cod",
    });
  });

  it("takes the cash-on-delivery fee off the cart again when the order cannot be made", async () => {
    // The platform fails at the order (SPEC §8 'creating-order-failed'); everything else is real.
    const failingOrders = new Proxy(checkoutDeps().commerce, {
      get(target, prop) {
        if (prop === "createOrderFromCart")
          return async () => {
            throw new CommerceError(503, [{ code: "General", message: "Service unavailable" }]);
          };
        const member = Reflect.get(target, prop, target);
        return typeof member === "function" ? member.bind(target) : member;
      },
    });
    const failing = createCheckout({ ...checkoutDeps(), commerce: failingOrders });
    const cart = await withAddresses(await cartWith());
    const placed = await failing.place(sk, cart, "cod", { clientType: "private", returnUrl });
    expect(placed).toEqual({ kind: "error", code: "creating-order-failed" });
    const after = await engine.getCart(cart.id);
    expect(after?.customLineItems).toEqual([]);
    expect(after?.paymentInfo?.payments ?? []).toEqual([]);
    expect(after?.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
  });

  it("refuses cash on delivery for two products in Slovakia (item limit 1) and bank transfer above 20 items", async () => {
    const two = await carts.change({ market: sk, visitor: "two", cartId: (await cartWith()).id }, {
      intent: "add",
      sku: (await engine.queryProducts({ limit: 60 }, { country: "SK", currency: "EUR" })).results.find(
        (p) => p.masterVariant.sku !== sku && (p.masterVariant.availability?.availableQuantity ?? 0) > 0,
      )?.masterVariant.sku,
      quantity: "1",
    } as never);
    expect(codRefusal(two.cart as Cart, "sk")).toBe("itemLimit");
    const many = await withAddresses(await cartWith(21));
    expect(checkout.options(sk, many).bank.allowed).toBe(false);
    expect(await checkout.place(sk, many, "bank", { clientType: "private", returnUrl })).toEqual({
      kind: "refused",
      reason: "bankNotAllowed",
    });
  });

  it("pays by card on the provider's page: authorised becomes a paid order; a second return finds it", async () => {
    const cart = await withAddresses(await cartWith());
    const placed = await checkout.place(sk, cart, "card", { clientType: "company", returnUrl });
    if (placed.kind !== "provider") throw new Error("no provider page");
    const sessionId = placed.url.split("/").at(-1) ?? "";
    const submitted = payments.submit(sessionId, {
      action: "pay",
      method: "scheme",
      cardNumber: TEST_CARDS.authorised,
    });
    const back = new URL(submitted.kind === "redirect" ? submitted.location : "");
    const current = await carts.load(sk, cart.id);
    const shopper = new Request("https://localhost/checkout/payment");
    const done = await checkout.completeCardPayment(
      shopper,
      sk,
      current,
      sessionId,
      back.searchParams.get("sessionResult") ?? "",
    );
    if (!done.ok) throw new Error(done.code);
    expect(done).toMatchObject({ created: true, order: { paymentState: "Paid" } });
    // The placing browser keeps the order in its cookie (and its cart cookie is gone).
    const remembered = (await checkout.rememberOrder(shopper, done.order.id)).split(";")[0] ?? "";
    const again = await checkout.completeCardPayment(
      new Request(shopper.url, { headers: { Cookie: remembered } }),
      sk,
      null,
      sessionId,
      back.searchParams.get("sessionResult") ?? "",
    );
    expect(again).toMatchObject({ ok: true, created: false, order: { id: done.order.id } });
    // Anyone else replaying the return URL learns nothing of the order.
    expect(
      await checkout.completeCardPayment(
        shopper,
        sk,
        null,
        sessionId,
        back.searchParams.get("sessionResult") ?? "",
      ),
    ).toEqual({ ok: false, code: "payment-error", released: false });
    const paymentId = done.order.paymentInfo?.payments.at(-1)?.id ?? "";
    const payment = await engine.payment(paymentId);
    expect(payment?.transactions.map((t) => [t.type, t.state])).toEqual([["Authorization", "Success"]]);
    // A refused attempt of the same payment, reported after the authorised one, leaves the order paid.
    await checkout.notify([
      {
        eventCode: "AUTHORISATION",
        success: false,
        pspReference: "LATEREFUSAL00001",
        merchantReference: paymentId,
        amount: { currency: "EUR", value: payment?.amountPlanned.centAmount ?? 0 },
      },
    ]);
    expect((await engine.order({ id: done.order.id }))?.paymentState).toBe("Paid");
    expect((await engine.payment(paymentId))?.transactions.map((t) => t.state)).toEqual([
      "Success",
      "Failure",
    ]);
  });

  it("routes a refused card and a cart changed during the payment to their payment error codes", async () => {
    const refusedCart = await withAddresses(await cartWith());
    const refused = await checkout.place(sk, refusedCart, "card", { clientType: "private", returnUrl });
    if (refused.kind !== "provider") throw new Error("no provider page");
    const refusedId = refused.url.split("/").at(-1) ?? "";
    const r = payments.submit(refusedId, { action: "pay", method: "scheme", cardNumber: TEST_CARDS.refused });
    const rBack = new URL(r.kind === "redirect" ? r.location : "");
    expect(
      await checkout.completeCardPayment(
        new Request("https://localhost/checkout/payment"),
        sk,
        await carts.load(sk, refusedCart.id),
        refusedId,
        rBack.searchParams.get("sessionResult") ?? "",
      ),
    ).toEqual({ ok: false, code: "payment-error", released: false });

    const changed = await withAddresses(await cartWith());
    const paying = await checkout.place(sk, changed, "card", { clientType: "private", returnUrl });
    if (paying.kind !== "provider") throw new Error("no provider page");
    const id = paying.url.split("/").at(-1) ?? "";
    const ok = payments.submit(id, { action: "pay", method: "scheme", cardNumber: TEST_CARDS.authorised });
    const okBack = new URL(ok.kind === "redirect" ? ok.location : "");
    const current = await carts.load(sk, changed.id);
    const more = await carts.change({ market: sk, visitor: "x", cartId: changed.id }, {
      intent: "quantity",
      lineId: current?.lineItems[0]?.id,
      quantity: "3",
    } as never);
    expect(
      await checkout.completeCardPayment(
        new Request("https://localhost/checkout/payment"),
        sk,
        more.cart,
        id,
        okBack.searchParams.get("sessionResult") ?? "",
      ),
    ).toEqual({
      ok: false,
      code: "malformed-price",
      // The authorisation made for the old amount is reversed: nothing is charged.
      released: true,
    });
  });
});
