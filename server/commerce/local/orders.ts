/**
 * Orders (commercetools' orders): created from a cart in one transaction with the stock they take,
 * the discount-code applications they count and the cart becoming Ordered; idempotent on the
 * caller's key; found by id, number, cart or payment; their states changed by versioned actions.
 */
import { randomUUID } from "node:crypto";
import type { Cart, Order, OrderUpdateAction, PaymentState } from "@commercetools/platform-sdk";
import { concurrentModification, invalidInput, invalidOperation, notFound } from "../errors";
import type { OrderFromCart, OrderLookup, Page } from "../port";
import { recalculate } from "./cart-calculator";
import { cartRow, saveCart } from "./carts";
import type { EngineContext } from "./context";
import { customerPage, type Db, doc, nextSequence } from "./db";
import { countApplications, nonApplicable } from "./discounts";
import { takeStockForOrder } from "./stock";

export function createOrderFromCart(ctx: EngineContext, input: OrderFromCart): Order {
  const { order, created } = placeOrder(ctx, input);
  if (created) {
    ctx.stockChanged();
    ctx.orderPlaced();
  }
  return order;
}

/** The cart as it is ordered: active, of the caller's version, with lines, and recalculated now. */
function cartToOrder(ctx: EngineContext, id: string, version: number) {
  const current = cartRow(ctx.db, id);
  if (!current) throw notFound(id);
  if (current.version !== version) throw concurrentModification(id, version, current.version);
  if (current.cartState !== "Active")
    throw invalidOperation(`Cart ${id} is ${current.cartState}: an order exists already.`);
  if (current.lineItems.length === 0) throw invalidOperation("The cart has no line items.");
  const calc = ctx.calc();
  const cart = recalculate(current, calc);
  // As on the platform: an External tax mode cart is ordered only once every item has its rate.
  if (cart.taxMode === "External" && !cart.taxedPrice)
    throw invalidOperation("The cart has the External tax mode and an item without a tax rate.");
  const blocked = cart.discountCodes.find((d) => d.state === "MaxApplicationReached");
  if (blocked) throw nonApplicable(blocked.discountCode.id, "MaxApplicationReached");
  return { cart, now: calc.now };
}

function placeOrder(
  ctx: EngineContext,
  { id, version, idempotencyKey, paymentState = "Pending" }: OrderFromCart,
): { order: Order; created: boolean } {
  const db = ctx.db;
  return db.transaction(() => {
    const existing = db.prepare("SELECT data FROM orders WHERE idempotency_key = ?").get(idempotencyKey);
    if (existing) return { order: doc<Order>(existing), created: false };
    const { cart, now: at } = cartToOrder(ctx, id, version);
    const now = at.toISOString();
    // Inventory changes in the same transaction as the order.
    takeStockForOrder(db, cart, now);
    countApplications(db, cart);
    const sequence = nextSequence(db, "order");
    const orderNumber = `${at.getUTCFullYear()}${String(sequence).padStart(7, "0")}`;
    const order = orderOf(cart, orderNumber, paymentState, now);
    db.prepare(
      "INSERT INTO orders (id, order_number, idempotency_key, cart_id, customer_id, created_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).run(
      order.id,
      orderNumber,
      idempotencyKey,
      cart.id,
      cart.customerId ?? null,
      now,
      JSON.stringify(order),
    );
    saveCart(db, { ...cart, cartState: "Ordered", version: cart.version + 1, lastModifiedAt: now });
    return { order, created: true };
  })();
}

/** The order document of a cart: its lines, prices, taxes, addresses, shipping, discounts and payments. */
function orderOf(cart: Cart, orderNumber: string, paymentState: PaymentState, now: string): Order {
  return {
    id: randomUUID(),
    version: 1,
    orderNumber,
    customerId: cart.customerId,
    customerEmail: cart.customerEmail,
    customerGroup: cart.customerGroup,
    anonymousId: cart.anonymousId,
    store: cart.store,
    lineItems: cart.lineItems,
    customLineItems: cart.customLineItems,
    totalPrice: cart.totalPrice,
    taxedPrice: cart.taxedPrice,
    taxedShippingPrice: cart.taxedShippingPrice,
    priceRoundingMode: cart.priceRoundingMode,
    taxMode: cart.taxMode,
    taxRoundingMode: cart.taxRoundingMode,
    taxCalculationMode: cart.taxCalculationMode,
    inventoryMode: cart.inventoryMode,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    shippingMode: cart.shippingMode,
    shippingInfo: cart.shippingInfo,
    shipping: cart.shipping,
    discountCodes: cart.discountCodes,
    directDiscounts: cart.directDiscounts,
    refusedGifts: cart.refusedGifts,
    paymentInfo: cart.paymentInfo,
    country: cart.country,
    locale: cart.locale,
    origin: cart.origin,
    cart: { typeId: "cart", id: cart.id },
    orderState: "Open",
    shipmentState: "Pending",
    paymentState,
    syncInfo: [],
    custom: cart.custom,
    createdAt: now,
    lastModifiedAt: now,
  };
}

export function findOrder(db: Db, by: OrderLookup): Order | null {
  const row =
    "id" in by
      ? db.prepare("SELECT data FROM orders WHERE id = ?").get(by.id)
      : "orderNumber" in by
        ? db.prepare("SELECT data FROM orders WHERE order_number = ?").get(by.orderNumber)
        : "cartId" in by
          ? db.prepare("SELECT data FROM orders WHERE cart_id = ?").get(by.cartId)
          : db
              .prepare(
                "SELECT data FROM orders WHERE EXISTS (SELECT 1 FROM json_each(data, '$.paymentInfo.payments') WHERE json_extract(value, '$.id') = ?)",
              )
              .get(by.paymentId);
  return row ? doc<Order>(row) : null;
}

/** The order actions the shop's payment flow sends: payment, order and shipment states. */
function applyOrderAction(order: Order, action: OrderUpdateAction): Order {
  if (action.action === "changePaymentState") return { ...order, paymentState: action.paymentState };
  if (action.action === "changeOrderState") return { ...order, orderState: action.orderState };
  if (action.action === "changeShipmentState") return { ...order, shipmentState: action.shipmentState };
  throw invalidInput(`The action '${action.action}' is not supported by the embedded platform.`, "action");
}

export function updateOrder(
  ctx: EngineContext,
  id: string,
  version: number,
  actions: OrderUpdateAction[],
): Order {
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare("SELECT data FROM orders WHERE id = ?").get(id);
    if (!row) throw notFound(`Order ${id}`);
    const current = doc<Order>(row);
    if (current.version !== version) throw concurrentModification(id, version, current.version);
    let updated = current;
    for (const action of actions) updated = applyOrderAction(updated, action);
    updated = { ...updated, version: current.version + 1, lastModifiedAt: ctx.now().toISOString() };
    ctx.db.prepare("UPDATE orders SET data = ? WHERE id = ?").run(JSON.stringify(updated), id);
    return updated;
  })();
}

export function ordersOfCustomer(
  db: Db,
  customerId: string,
  page: { limit?: number; offset?: number } = {},
): Page<Order> {
  return customerPage<Order>(db, "orders", customerId, page.limit ?? 20, page.offset ?? 0);
}
