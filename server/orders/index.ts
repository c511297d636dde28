/**
 * My orders and order tracking (issue 17.2; SPEC §2 account menu "my orders (external, token)" and
 * footer "order tracking", §7 getUrlWithToken): the my-orders port (link.ts: the self-service site
 * or the shop's own pages), the embedded pages' token (token.ts) and data (history.ts), and the
 * guests' order tracking (tracking.ts).
 */
import type { Throttles } from "../account/throttle";
import type { Products } from "../catalog/product";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import { createOrderHistory } from "./history";
import type { MyOrdersPort } from "./link";
import { readOrdersToken } from "./token";
import { createOrderTracking } from "./tracking";

export type { OrderRow, OrderStates } from "./history";
export { createMyOrders, embeddedMyOrders, type MyOrdersPort, parseMyOrdersAnswer } from "./link";
export type { TokenReading } from "./token";
export { TRACKING_THROTTLES, type TrackingOutcome } from "./tracking";

export function createOrders(deps: {
  commerce: CommercePort;
  stores: Pick<Stores, "store">;
  products: Pick<Products, "linksByIds">;
  /** The host's my-orders port (createMyOrders with its environment, or embeddedMyOrders). */
  port: MyOrdersPort;
  /** The tracking look-ups' counts (decision 0041): the host's shared throttles port. */
  throttles: Throttles;
}) {
  const { port } = deps;
  return {
    /** Where the signed-in customer's "My orders" leads (the port's answer; null when it has none). */
    linkFor: port.linkFor,
    /** The customer a my-orders token opens, or why it opens none. */
    readToken: (token: string | null) => readOrdersToken(token),
    ...createOrderHistory(deps),
    ...createOrderTracking(deps.commerce, deps.throttles),
  };
}
export type Orders = ReturnType<typeof createOrders>;
