import type { Cart } from "@commercetools/platform-sdk";
import type { StockChange } from "../commerce/port";

/**
 * The events of a cart room (SPEC §4 "Live updates", §7): `cart-update` carries the whole cart (null
 * when it was deleted), `updated-stock` a SKU's available quantity. Sent as JSON text frames.
 */
export type RoomEvent =
  | { event: "cart-update"; data: Cart | null }
  | { event: "updated-stock"; data: StockChange };

/** Close codes of the room server (4000–4999 are the application's own). */
export const ROOM_CLOSE = {
  missingCartId: 4400,
  badToken: 4401,
  tooManyConnections: 4429,
} as const;
