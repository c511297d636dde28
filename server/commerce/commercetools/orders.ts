/** Orders: one per cart, looked up by id, number, payment or cart, updated, and a customer's list. */
import type { Order, OrderUpdateAction } from "@commercetools/platform-sdk";
import type { OrderFromCart, OrderLookup, Page } from "../port";
import { type Api, call, orNull, q, toPage } from "./request";

async function orderOfCart(api: Api, cartId: string): Promise<Order | undefined> {
  return (await call(api.orders().get({ queryArgs: { where: `cart(id = ${q(cartId)})`, limit: 1 } })))
    .results[0];
}

/**
 * commercetools has no idempotency key, so a cart yields at most one order here: an existing order
 * of the cart is returned, and a submit that loses the race (the cart changed under it) answers
 * the winner's order.
 */
export async function createOrderFromCart(
  api: Api,
  { id, version, paymentState }: OrderFromCart,
): Promise<Order> {
  const existing = await orderOfCart(api, id);
  if (existing) return existing;
  try {
    return await call(api.orders().post({ body: { cart: { typeId: "cart", id }, version, paymentState } }));
  } catch (error) {
    const winner = await orderOfCart(api, id);
    if (winner) return winner;
    throw error;
  }
}

export async function order(api: Api, by: OrderLookup): Promise<Order | null> {
  if ("id" in by) return orNull(api.orders().withId({ ID: by.id }).get());
  if ("orderNumber" in by) return orNull(api.orders().withOrderNumber({ orderNumber: by.orderNumber }).get());
  const where =
    "paymentId" in by ? `paymentInfo(payments(id = ${q(by.paymentId)}))` : `cart(id = ${q(by.cartId)})`;
  const found = await call(api.orders().get({ queryArgs: { where, limit: 1 } }));
  return found.results[0] ?? null;
}

export async function updateOrder(
  api: Api,
  id: string,
  version: number,
  actions: OrderUpdateAction[],
): Promise<Order> {
  return call(api.orders().withId({ ID: id }).post({ body: { version, actions } }));
}

export async function ordersOfCustomer(
  api: Api,
  customerId: string,
  page: { limit?: number; offset?: number } = {},
): Promise<Page<Order>> {
  const result = await call(
    api.orders().get({
      queryArgs: {
        where: `customerId = ${q(customerId)}`,
        sort: ["createdAt desc"],
        limit: page.limit ?? 20,
        offset: page.offset ?? 0,
        withTotal: true,
      },
    }),
  );
  return toPage(result);
}
