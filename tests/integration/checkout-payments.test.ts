import type { Cart, Payment } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "../../server/payments";
import {
  add,
  createTestShop,
  marketOf,
  payOnPage,
  productsOf,
  type TestShop,
  withAddresses,
} from "../support/shop";

const de = marketOf("de");
const returnUrl = "http://de.localhost:3100/checkout/payment";
const shopper = () => new Request(returnUrl);
let shop: TestShop;
/** A shop whose provider is like Adyen: its sessions cannot be ended, so an old session can still be paid. */
let adyenShop: TestShop;
let cheap: string;
let other: string;

/** The local provider without cancelSession. */
const withoutSessionCancel = (local: PaymentProvider) =>
  new Proxy(local, {
    get(target, prop) {
      if (prop === "cancelSession") return async () => {};
      const member = Reflect.get(target, prop, target);
      return typeof member === "function" ? member.bind(target) : member;
    },
  });

beforeAll(async () => {
  [shop, adyenShop] = await Promise.all([
    createTestShop(),
    createTestShop({ provider: withoutSessionCancel }),
  ]);
  [cheap = "", other = ""] = await productsOf(shop, de, { stock: 40 });
});
afterAll(() => Promise.all([shop.close(), adyenShop.close()]));

const place = (s: TestShop, cart: Cart, kind: "card" | "bank" | "cod") =>
  s.checkout.place(de, cart, kind, { clientType: "private", returnUrl });

async function providerPage(s: TestShop, cart: Cart) {
  const placed = await place(s, cart, "card");
  if (placed.kind !== "provider") throw new Error(`no provider page: ${JSON.stringify(placed)}`);
  return placed.url;
}

/** The payment of a provider session (the session's reference is the commerce payment id). */
async function paymentOf(s: TestShop, sessionId: string): Promise<Payment> {
  const reference = s.payments.session(sessionId)?.reference ?? "";
  const payment = await s.engine.payment(reference);
  if (!payment) throw new Error(`no payment for ${sessionId}`);
  return payment;
}

const authorisationOf = (
  payment: Payment,
  pspReference: string,
  value = payment.amountPlanned.centAmount,
) => ({
  eventCode: "AUTHORISATION",
  success: true,
  pspReference,
  merchantReference: payment.id,
  amount: { currency: payment.amountPlanned.currencyCode, value },
  paymentMethod: "visa",
});

/** A cart with a small card payment started, then grown and ordered another way (the reproduction). */
async function orderedAnotherWay(s: TestShop, kind: "bank" | "cod") {
  const small = await withAddresses(s, de, await add(s, de, cheap));
  const url = await providerPage(s, small);
  const bigger =
    kind === "bank" ? await add(s, de, other, 19, small.id) : ((await s.carts.load(de, small.id)) as Cart);
  const ready = await s.checkout.ensureShippingMethod(de, bigger);
  const placed = await place(s, ready, kind);
  if (placed.kind !== "order") throw new Error(`not ordered: ${JSON.stringify(placed)}`);
  return { url, order: placed.order };
}

describe("a payment pays only for what it was made for (issue 14.1)", () => {
  it("an unpaid card session of a cart then ordered by bank transfer can no longer be paid", async () => {
    const { url, order } = await orderedAnotherWay(shop, "bank");
    expect(order.paymentState).toBe("Pending");
    // Only the payment it was placed with is the order's.
    expect(order.paymentInfo?.payments).toHaveLength(1);
    const { submitted } = payOnPage(shop, url);
    expect(submitted.kind).toBe("closed");
    const payment = await paymentOf(shop, url.split("/").at(-1) ?? "");
    expect(payment.transactions.map((t) => [t.type, t.state])).toEqual([["CancelAuthorization", "Initial"]]);
  });

  it.each(["bank", "cod"] as const)(
    "a late authorisation of the old session (%s order) is reversed and leaves the order unpaid",
    async (kind) => {
      const s = adyenShop;
      const { url, order } = await orderedAnotherWay(s, kind);
      const paid = payOnPage(s, url);
      expect(paid.submitted.kind).toBe("redirect");
      const payment = await paymentOf(s, paid.sessionId);
      // The provider's own AUTHORISATION notification: the order stays unpaid, the authorisation is reversed.
      const [authorisation] = (await s.notifications()).filter((n) => n.merchantReference === payment.id);
      expect(authorisation).toMatchObject({ eventCode: "AUTHORISATION", success: true });
      await s.checkout.notify(authorisation ? [authorisation] : []);
      expect((await s.engine.order({ id: order.id }))?.paymentState).toBe("Pending");
      const psp = authorisation?.pspReference ?? "";
      expect(s.payments.isReversed(psp)).toBe(true);
      expect((await s.engine.payment(payment.id))?.transactions.map((t) => [t.type, t.state])).toEqual([
        ["CancelAuthorization", "Pending"],
        ["Authorization", "Success"],
      ]);
      // The shopper's return with that session: no order, and told that nothing was charged.
      expect(
        await s.checkout.completeCardPayment(shopper(), de, null, paid.sessionId, paid.sessionResult),
      ).toEqual({
        ok: false,
        code: "unprocessable-entity",
        released: true,
      });
      // The provider confirms the reversal (CANCEL_OR_REFUND); the order is untouched, its receipt unpaid.
      const confirmations = (await s.notifications()).filter(
        (n) => n.eventCode === "CANCEL_OR_REFUND" && n.merchantReference === payment.id,
      );
      expect(confirmations).toHaveLength(1);
      await s.checkout.notify(confirmations);
      expect((await s.engine.payment(payment.id))?.transactions[0]).toMatchObject({
        type: "CancelAuthorization",
        state: "Success",
      });
      const remembered = (await s.checkout.rememberOrder(shopper(), order.id)).split(";")[0] ?? "";
      const receipt = await s.checkout.receipt(
        new Request(returnUrl, { headers: { Cookie: remembered } }),
        de,
        order.id,
      );
      expect(receipt).toMatchObject({ kind, order: { paymentState: "Pending" } });
    },
  );

  it("marks an order paid only for its own amount and currency, and only once", async () => {
    // A Multibanco order (Portugal) is "payment in progress" until its AUTHORISATION notification.
    const pt = marketOf("pt");
    const [sku = ""] = await productsOf(shop, pt, { stock: 20 });
    const cart = await shop.checkout.ensureShippingMethod(
      pt,
      await withAddresses(shop, pt, await add(shop, pt, sku)),
    );
    const placed = await shop.checkout.place(pt, cart, "multibanco", { clientType: "private", returnUrl });
    if (placed.kind !== "order") throw new Error(JSON.stringify(placed));
    const done = { order: placed.order };
    expect(done.order.paymentState).toBe("Pending");
    const payment = await shop.engine.payment(done.order.paymentInfo?.payments.at(-1)?.id ?? "");
    if (!payment) throw new Error("no payment");
    const psp = payment.transactions[0]?.interactionId ?? "";
    // Paid later, but the notification names another amount, then another currency: not paid.
    await shop.checkout.notify([authorisationOf(payment, psp, payment.amountPlanned.centAmount - 1)]);
    await shop.checkout.notify([
      {
        ...authorisationOf(payment, psp),
        amount: { currency: "CZK", value: payment.amountPlanned.centAmount },
      },
    ]);
    expect((await shop.engine.order({ id: done.order.id }))?.paymentState).toBe("Pending");
    // …and the payment's record claims no authorisation of the planned amount either.
    expect((await shop.engine.payment(payment.id))?.transactions.map((t) => [t.type, t.state])).toEqual([
      ["Authorization", "Pending"],
    ]);
    // The right amount: paid, once; a replayed notification changes nothing.
    await shop.checkout.notify([authorisationOf(payment, psp)]);
    const paid = await shop.engine.order({ id: done.order.id });
    expect(paid?.paymentState).toBe("Paid");
    await shop.checkout.notify([authorisationOf(payment, psp)]);
    const replayed = await shop.engine.order({ id: done.order.id });
    expect(replayed?.version).toBe(paid?.version);
    expect((await shop.engine.payment(payment.id))?.transactions.map((t) => [t.type, t.state])).toEqual([
      ["Authorization", "Success"],
    ]);
  });

  it("records an authorisation for the amount the provider names, not the amount the shop planned", async () => {
    const cart = await withAddresses(shop, de, await add(shop, de, cheap));
    const payment = await paymentOf(shop, (await providerPage(shop, cart)).split("/").at(-1) ?? "");
    const planned = payment.amountPlanned.centAmount;
    await shop.checkout.notify([authorisationOf(payment, "psp-one-cent-less", planned - 1)]);
    const recorded = await shop.engine.payment(payment.id);
    expect(
      recorded?.transactions
        .filter((t) => t.type === "Authorization")
        .map((t) => [t.state, t.amount.centAmount, t.amount.currencyCode, t.interactionId]),
    ).toEqual([["Success", planned - 1, "EUR", "psp-one-cent-less"]]);
  });
});

describe("no authorisation is left without an order (issue 14.2)", () => {
  it("a single-use code used up by another order: the card authorisation is reversed and the code leaves the cart", async () => {
    const withCode = async () => {
      const cart = await add(shop, de, cheap, 3);
      const coupon = await shop.carts.change(
        { market: de, visitor: "x", cartId: cart.id },
        { intent: "coupon", code: "ONCE20" },
      );
      if (!coupon.ok || !coupon.cart) throw new Error(JSON.stringify(coupon));
      return withAddresses(shop, de, coupon.cart);
    };
    const a = await withCode();
    const b = await withCode();
    const url = await providerPage(shop, b);
    const ordered = await place(shop, a, "bank");
    expect(ordered.kind).toBe("order");
    const paid = payOnPage(shop, url);
    const current = await shop.carts.load(de, b.id);
    const back = await shop.checkout.completeCardPayment(
      shopper(),
      de,
      current,
      paid.sessionId,
      paid.sessionResult,
    );
    expect(back).toEqual({
      ok: false,
      code: "creating-order-failed",
      released: true,
      notice: "couponRemoved",
    });
    const payment = await paymentOf(shop, paid.sessionId);
    expect(
      shop.payments.isReversed(
        payment.transactions.find((t) => t.type === "Authorization")?.interactionId ?? "",
      ),
    ).toBe(true);
    const after = await shop.carts.load(de, b.id);
    expect(after?.discountCodes).toEqual([]);
    // The payment step now shows the cart as it is and a new payment works: one order, one authorisation kept.
    const retry = await providerPage(shop, after as Cart);
    const again = payOnPage(shop, retry);
    const done = await shop.checkout.completeCardPayment(
      shopper(),
      de,
      await shop.carts.load(de, b.id),
      again.sessionId,
      again.sessionResult,
    );
    expect(done).toMatchObject({ ok: true, created: true, order: { paymentState: "Paid" } });
  });

  it("the payment step and placing take a used-up code off before the shopper pays, with its notice", async () => {
    // A shop of its own, whose ONCE20 is still unused.
    const s = adyenShop;
    const withCode = async () => {
      const cart = await add(s, de, cheap, 3);
      const coupon = await s.carts.change(
        { market: de, visitor: "z", cartId: cart.id },
        { intent: "coupon", code: "ONCE20" },
      );
      if (!coupon.ok || !coupon.cart) throw new Error(JSON.stringify(coupon));
      return withAddresses(s, de, coupon.cart);
    };
    const [a, b, c] = [await withCode(), await withCode(), await withCode()];
    expect((await place(s, a, "bank")).kind).toBe("order");
    // Placing B: refused before any payment, the code taken off.
    expect(await place(s, b, "bank")).toEqual({
      kind: "refused",
      reason: "couponRemoved",
      removedCodes: ["ONCE20"],
    });
    const bNow = (await s.carts.load(de, b.id)) as Cart;
    expect(bNow.discountCodes).toEqual([]);
    expect(bNow.paymentInfo?.payments ?? []).toEqual([]);
    expect(bNow.totalPrice.centAmount).toBeGreaterThan(b.totalPrice.centAmount);
    expect((await place(s, bNow, "bank")).kind).toBe("order");
    // Opening C's payment step: the code is taken off and named, before anything is paid.
    const prepared = await s.checkout.prepare(de, c);
    expect(prepared.removedCodes).toEqual(["ONCE20"]);
    expect(prepared.cart.discountCodes).toEqual([]);
  });
});

describe("no item is sold that is not there (issue 14.6)", () => {
  it("the payment step shows the lines stock cannot cover, and neither placing nor a card return orders them", async () => {
    const [, , scarce = ""] = await productsOf(shop, de, { stock: 40 });
    shop.engine.setStock(scarce, 2);
    const a = await withAddresses(shop, de, await add(shop, de, scarce, 2));
    const b = await withAddresses(shop, de, await add(shop, de, scarce, 2));
    const url = await providerPage(shop, a);
    expect((await place(shop, b, "bank")).kind).toBe("order");
    const prepared = await shop.checkout.prepare(de, (await shop.carts.load(de, a.id)) as Cart);
    expect(prepared.shortages).toEqual([
      { lineId: a.lineItems[0]?.id, sku: scarce, wanted: 2, available: 0 },
    ]);
    expect(await place(shop, prepared.cart, "bank")).toMatchObject({
      kind: "refused",
      reason: "outOfStock",
    });
    expect(await place(shop, prepared.cart, "cod")).toMatchObject({
      kind: "refused",
      reason: "outOfStock",
    });
    // The card session opened before B ordered: paid, but no order; the authorisation is reversed.
    const paid = payOnPage(shop, url);
    expect(paid.submitted.kind).toBe("redirect");
    const back = await shop.checkout.completeCardPayment(
      shopper(),
      de,
      await shop.carts.load(de, a.id),
      paid.sessionId,
      paid.sessionResult,
    );
    expect(back).toEqual({ ok: false, code: "unprocessable-entity", released: true, notice: "outOfStock" });
    expect((await shop.engine.inventory([scarce]))[0]?.availableQuantity).toBe(0);
  });

  it("two orders of this process for the last units: one is made, the other refused", async () => {
    const [, , , last = ""] = await productsOf(shop, de, { stock: 40 });
    shop.engine.setStock(last, 1);
    const carts = await Promise.all(
      [1, 2].map(async () => withAddresses(shop, de, await add(shop, de, last, 1))),
    );
    const placed = await Promise.all(carts.map((c) => place(shop, c, "bank")));
    expect(placed.map((p) => p.kind).sort()).toEqual(["order", "refused"]);
    expect((await shop.engine.inventory([last]))[0]?.availableQuantity).toBe(0);
  });
});

describe("a form posted twice (a double click)", () => {
  it("places one order; the second post finds it", async () => {
    const cart = await withAddresses(shop, de, await add(shop, de, cheap));
    const [first, second] = await Promise.all([place(shop, cart, "bank"), place(shop, cart, "bank")]);
    if (first?.kind !== "order" || second?.kind !== "order") throw new Error("not ordered");
    expect(second.order.id).toBe(first.order.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect((await shop.checkout.orderOfCart(cart.id))?.id).toBe(first.order.id);
  });
});
