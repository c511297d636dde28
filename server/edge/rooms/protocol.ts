import type { DurableNamespace } from "./runtime";

/** The worker's bindings the rooms use (wrangler.toml: durable_objects bindings, vars and secrets). */
export interface RoomsEnv {
  /** One CartRoom per cart id. */
  CART_ROOMS: DurableNamespace;
  /** One StockIndex per SKU. */
  STOCK_INDEX: DurableNamespace;
  /** The storefront's session secrets (comma-separated, the first signs): room tokens are signed with them. */
  SESSION_SECRET?: string;
  NODE_ENV?: string;
  /** The shared secret of the stock webhook (stock-webhook.ts); the webhook is off without one. */
  STOCK_WEBHOOK_SECRET?: string;
}

/**
 * The requests a cart's room answers. They come only from this worker's own code (routeRoomRequest
 * for sockets, the bus and the stock index for events): nothing routes a visitor's request to a room
 * except a websocket upgrade, which always arrives as `connect`.
 */
export const ROOM_REQUESTS = {
  connect: "https://cart-room/connect",
  publish: "https://cart-room/publish",
  stock: "https://cart-room/stock",
} as const;

/** Headers routeRoomRequest sets on `connect`: the checked cart id, and the cart's SKUs when it read them. */
export const ROOM_HEADERS = { cartId: "x-room-cart-id", skus: "x-room-cart-skus" } as const;

/** The requests a SKU's stock index answers (from the rooms and the bus only). */
export const INDEX_REQUESTS = {
  follow: "https://stock-index/follow",
  unfollow: "https://stock-index/unfollow",
  changed: "https://stock-index/changed",
} as const;

/** The path of the stock webhook (stock-webhook.ts) on the worker's origin. */
export const STOCK_WEBHOOK_PATH = "/rooms/stock-changes";
