/**
 * The embedded my-orders pages' data (issue 17.2, SPEC §2 "my orders"): a customer's orders in this
 * shop's store, and one of them in full. Both take the customer the token names (./token.ts), never
 * a customer id from the URL, so no customer reaches another's order: an order of anyone else is
 * answered exactly as an order that does not exist.
 */
import type { Order } from "@commercetools/platform-sdk";
import { ORDER_LOOKUP_LIMITS, toMajor } from "../../config";
import type { Products } from "../catalog/product";
import type { Stores } from "../catalog/stores";
import { describeOrder } from "../checkout/receipt";
import type { CommercePort } from "../commerce";
import type { Market } from "../market";

/** SPEC §4 order, payment and shipment states as the pages name them (keys of the `orders` namespace). */
export interface OrderStates {
  orderState: Order["orderState"];
  paymentState: NonNullable<Order["paymentState"]> | null;
  shipmentState: NonNullable<Order["shipmentState"]> | null;
}

/** The states of an order; a platform without a payment or shipment state yet says null. */
export const statesOf = (order: Order): OrderStates => ({
  orderState: order.orderState,
  paymentState: order.paymentState ?? null,
  shipmentState: order.shipmentState ?? null,
});

/** One row of the list: what the customer tells orders apart by. `number` is the platform's, for links. */
export function orderRow(order: Order) {
  return {
    number: order.orderNumber ?? "",
    createdAt: order.createdAt,
    currency: order.totalPrice.currencyCode,
    // The amount paid: gross, as every price of the shop (the summary's total).
    total: toMajor(order.totalPrice.centAmount, order.totalPrice.currencyCode),
    ...statesOf(order),
  };
}
export type OrderRow = ReturnType<typeof orderRow>;

export function createOrderHistory(deps: {
  commerce: CommercePort;
  stores: Pick<Stores, "store">;
  products: Pick<Products, "linksByIds">;
}) {
  const { commerce, products } = deps;

  /** The customer's order of that number in this store; null for any other (or none). */
  async function ownOrder(customerId: string, orderNumber: string, market: Market) {
    const found = await commerce.order({ orderNumber });
    return found && found.customerId === customerId && found.store?.key === market.storeKey ? found : null;
  }

  return {
    /** The customer's orders in this store, newest first (at most ORDER_LOOKUP_LIMITS.listed). */
    async list(customerId: string, market: Market): Promise<OrderRow[]> {
      const { results } = await commerce.ordersOfCustomer(customerId, { limit: ORDER_LOOKUP_LIMITS.listed });
      return results
        .filter((order) => order.store?.key === market.storeKey && order.orderNumber)
        .map(orderRow);
    },

    /**
     * One of the customer's orders with what the thank-you page shows (lines, money, payment kind,
     * bank or Multibanco details: server/checkout/receipt.ts), its states and each line's product
     * page (null when the product is gone). Null when the customer has no order of that number here.
     */
    async detail(customerId: string, orderNumber: string, market: Market) {
      const found = await ownOrder(customerId, orderNumber, market);
      if (!found) return null;
      const receipt = await describeOrder(deps, market, found);
      const links = await products.linksByIds(
        market,
        receipt.lines.map((line) => line.productId),
      );
      return {
        receipt,
        row: orderRow(found),
        productLinks: Object.fromEntries(
          receipt.lines.map((line) => [line.id, links.get(line.productId)?.href ?? null]),
        ),
      };
    },
  };
}
export type OrderHistory = ReturnType<typeof createOrderHistory>;
