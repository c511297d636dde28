/**
 * My orders and order tracking (issue 17.2) against the embedded platform: orders placed for two
 * customers, each customer's token lists only their own orders with the right totals, never opens
 * the other's order (answered as an order that does not exist), and guest tracking answers a wrong
 * e-mail as it answers an unknown number.
 */
import type { Customer, Order } from "@commercetools/platform-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_LOOKUP_LIMITS, toMajor } from "../../config";
import { memoryThrottles } from "../../server/account/throttle";
import { createStores } from "../../server/catalog/stores";
import type { LocalCommerce } from "../../server/commerce/local/engine";
import { createOrders, embeddedMyOrders, type Orders } from "../../server/orders";
import { issueOrdersToken } from "../../server/orders/token";
import { type AccountsShop, newClient, openAccountsShop, signedUp, sk } from "../support/accounts";
import { address } from "../support/commerce";

let shop: AccountsShop;
let orders: Orders;
let alice: Customer;
let bob: Customer;
const placed: Record<"alice" | "bob", Order[]> = { alice: [], bob: [] };

/** An order of the SK store for the customer: `quantity` of the shop's product, sent by parcel. */
async function orderFor(engine: LocalCommerce, customer: Customer, sku: string, quantity: number) {
  let cart = await engine.createCart({
    currency: "EUR",
    country: "SK",
    store: { typeId: "store", key: sk.storeKey },
    customerId: customer.id,
    customerEmail: customer.email,
    inventoryMode: "TrackOnly",
  });
  const where = address("SK", { postalCode: "811 01", city: "Bratislava", email: customer.email });
  cart = await engine.updateCart(cart.id, cart.version, [
    { action: "addLineItem", sku, quantity },
    { action: "setShippingAddress", address: where },
    { action: "setBillingAddress", address: where },
    { action: "setShippingMethod", shippingMethod: { typeId: "shipping-method", key: "parcel" } },
  ]);
  return engine.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: `k-${cart.id}` });
}

beforeAll(async () => {
  shop = await openAccountsShop();
  const { engine } = shop;
  orders = createOrders({
    commerce: engine,
    stores: createStores(engine),
    products: shop.products,
    port: embeddedMyOrders,
    throttles: memoryThrottles(),
  });
  alice = await signedUp(shop.accounts, `alice-${Date.now()}@example.com`);
  bob = await signedUp(shop.accounts, `bob-${Date.now()}@example.com`);
  placed.alice.push(await orderFor(engine, alice, shop.sku, 1), await orderFor(engine, alice, shop.sku, 3));
  placed.bob.push(await orderFor(engine, bob, shop.sku, 2));
});

describe("my orders (embedded pages)", () => {
  it("lists, for a customer's token, only that customer's orders, newest first, with their totals", async () => {
    const reading = await orders.readToken(await issueOrdersToken(alice.id));
    expect(reading).toEqual({ ok: true, customerId: alice.id });
    const list = await orders.list(alice.id, sk);
    expect(list.map((o) => o.number)).toEqual(placed.alice.map((o) => o.orderNumber).reverse());
    for (const row of list) {
      const order = placed.alice.find((o) => o.orderNumber === row.number);
      expect(row.total).toBe(toMajor(order?.totalPrice.centAmount ?? -1, "EUR"));
      expect(row).toMatchObject({ currency: "EUR", orderState: "Open", paymentState: "Pending" });
    }
    // Three items cost more than one: the totals are each order's own, with VAT and shipping.
    expect(list[0]?.total).toBeGreaterThan(list[1]?.total ?? Number.POSITIVE_INFINITY);
    const bobs = placed.bob.map((o) => o.orderNumber);
    expect(list.some((row) => bobs.includes(row.number))).toBe(false);
    expect((await orders.list(bob.id, sk)).map((o) => o.number)).toEqual(bobs);
  });

  it("opens one's own order in full: lines, unit and line prices, money with VAT, addresses, product links", async () => {
    const [, threeItems] = placed.alice;
    const found = await orders.detail(alice.id, threeItems?.orderNumber ?? "", sk);
    expect(found).not.toBeNull();
    const line = threeItems?.lineItems[0];
    const unit = line?.price.discounted?.value.centAmount ?? line?.price.value.centAmount ?? 0;
    expect(found?.receipt.lines).toEqual([
      expect.objectContaining({ quantity: 3, unit: toMajor(unit, "EUR"), total: toMajor(unit * 3, "EUR") }),
    ]);
    expect(found?.receipt.summary.total).toBe(toMajor(threeItems?.totalPrice.centAmount ?? -1, "EUR"));
    expect(found?.receipt.summary.vat?.rate).toBe(23);
    expect(found?.receipt.order.billingAddress?.city).toBe("Bratislava");
    const lineId = found?.receipt.lines[0]?.id ?? "";
    expect(found?.productLinks[lineId]).toMatch(/^\/[a-z0-9-]+-\d{8}$/);
  });

  it("never opens another customer's order: the same answer as an order that does not exist", async () => {
    const bobsOrder = placed.bob[0]?.orderNumber ?? "";
    expect(await orders.detail(alice.id, bobsOrder, sk)).toBeNull();
    expect(await orders.detail(alice.id, "20269999999", sk)).toBeNull();
    // Nor in another country's shop, for its own customer.
    const de = { ...sk, storeKey: "store-de" };
    expect(await orders.detail(bob.id, bobsOrder, de)).toBeNull();
    expect(await orders.detail(bob.id, bobsOrder, sk)).not.toBeNull();
  });

  it("opens nothing for a token of nobody the shop signed for", async () => {
    const forged = await issueOrdersToken(alice.id, { secrets: ["not-the-shop"] });
    expect(await orders.readToken(forged)).toEqual({ ok: false, problem: "invalid" });
    expect(await orders.readToken(null)).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("order tracking for guests", () => {
  it("shows the states for the right pair, and the same refusal for a wrong e-mail and an unknown number", async () => {
    const order = placed.bob[0] as Order;
    const clientIp = newClient();
    const right = await orders.track(
      { orderNumber: order.orderNumber ?? "", email: bob.email.toUpperCase() },
      { market: sk, clientIp },
    );
    expect(right).toEqual({
      kind: "found",
      order: expect.objectContaining({
        number: order.orderNumber,
        orderState: "Open",
        paymentState: "Pending",
        total: toMajor(order.totalPrice.centAmount, "EUR"),
      }),
    });
    expect(JSON.stringify(right)).not.toContain("Bratislava");
    const wrongEmail = await orders.track(
      { orderNumber: order.orderNumber ?? "", email: alice.email },
      { market: sk, clientIp },
    );
    const unknown = await orders.track(
      { orderNumber: "20269999998", email: bob.email },
      { market: sk, clientIp },
    );
    expect(wrongEmail).toEqual({ kind: "notFound" });
    expect(unknown).toEqual(wrongEmail);
  });

  it("throttles guessing one order's e-mail, from any address", async () => {
    const order = placed.alice[0] as Order;
    const number = order.orderNumber ?? "";
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.trackingPerOrder.max; i++)
      expect(
        (
          await orders.track(
            { orderNumber: number, email: `guess${i}@example.com` },
            { market: sk, clientIp: newClient() },
          )
        ).kind,
      ).toBe("notFound");
    const blocked = await orders.track(
      { orderNumber: number, email: alice.email },
      { market: sk, clientIp: newClient() },
    );
    expect(blocked).toMatchObject({ kind: "throttled" });
    expect((blocked as { retryAfterMinutes: number }).retryAfterMinutes).toBeGreaterThan(0);
  });

  it("throttles one address's look-ups, whatever the numbers", async () => {
    const clientIp = newClient();
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.trackingPerIp.max; i++)
      await orders.track(
        { orderNumber: `2026${String(i).padStart(7, "0")}X`, email: "x@example.com" },
        { market: sk, clientIp },
      );
    const order = placed.bob[0] as Order;
    expect(
      await orders.track(
        { orderNumber: order.orderNumber ?? "", email: bob.email },
        { market: sk, clientIp },
      ),
    ).toMatchObject({ kind: "throttled" });
    // Another address is not held up by it.
    expect(
      (
        await orders.track(
          { orderNumber: order.orderNumber ?? "", email: bob.email },
          { market: sk, clientIp: newClient() },
        )
      ).kind,
    ).toBe("found");
  });
});
