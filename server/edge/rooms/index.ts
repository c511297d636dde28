/**
 * The cart rooms on the edge (SPEC §7 websocket, issue 18 item 4, decision 0040): the Durable Object
 * classes the worker exports, the step it runs first for the rooms' path, the bus its storefront
 * publishes to and the stock webhook. Runtime-neutral: no node:* imports; the configuration is the
 * worker's env.
 */
import { createRoomPublishing, type RoomsConfig } from "../../rooms/publish";
import { createDurableObjectBus, type DurableBusOptions } from "./bus";
import type { RoomsEnv } from "./protocol";
import { EDGE_ROOMS_ADDRESS, roomSecrets } from "./route";

export { createDurableObjectBus, type DurableBusOptions } from "./bus";
export { CartRoom } from "./cart-room";
export { type RoomsEnv, STOCK_WEBHOOK_PATH } from "./protocol";
export { EDGE_ROOMS_ADDRESS, type RouteRoomOptions, roomSecrets, routeRoomRequest } from "./route";
export { StockIndex } from "./stock-index";
export { postStockChanges, stockWebhook, stockWebhookStep } from "./stock-webhook";

/** The rooms' configuration on the edge: the session secrets of the env, same-origin room paths. */
export const edgeRoomsConfig = (env: RoomsEnv): RoomsConfig => ({
  secrets: roomSecrets(env),
  address: EDGE_ROOMS_ADDRESS,
});

/**
 * The storefront's rooms on the edge: what server/context's `rooms` is on Node, over the Durable
 * Objects. Pass `waitUntil`: the cart service does not await its publications.
 */
export const createEdgeRooms = (env: RoomsEnv, options: DurableBusOptions = {}) =>
  createRoomPublishing(createDurableObjectBus(env, options), edgeRoomsConfig(env));
