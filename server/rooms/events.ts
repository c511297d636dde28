import type { Cart } from "@commercetools/platform-sdk";
import type { StockChange } from "../commerce/port";

/**
 * The events of a cart room (SPEC §4 "Live updates", §7): `cart-update` carries the whole cart (null
 * when it was deleted) without personal data, `updated-stock` a SKU's available quantity. Sent as
 * JSON text frames.
 */
export type RoomEvent =
  | { event: "cart-update"; data: RoomCart | null }
  | { event: "updated-stock"; data: StockChange };

/**
 * What a room's socket is sent: the room's events, and once, when the socket has joined and the room
 * hears its cart's channel, `room-joined` (a change published after it reaches the socket; one
 * published before may not). The Node room server sends it once the bus hears the channel (decision
 * 0079), the edge's room once it has accepted the socket and follows the cart's SKUs (decision 0083).
 */
export type RoomFrame = RoomEvent | { event: "room-joined" };

/** What a room may not carry: who the shopper is and where they live (the page has it). */
type PersonalField =
  | "customerEmail"
  | "customerId"
  | "anonymousId"
  | "shippingAddress"
  | "billingAddress"
  | "itemShippingAddresses"
  | "paymentInfo";
type RoomCart = Omit<Cart, PersonalField>;

export function withoutPersonalData(cart: Cart): RoomCart {
  const {
    customerEmail: _email,
    customerId: _customer,
    anonymousId: _anonymous,
    shippingAddress: _shipping,
    billingAddress: _billing,
    itemShippingAddresses: _items,
    paymentInfo: _payment,
    ...rest
  } = cart;
  return rest;
}

/** The SKUs a room's cart holds: the rooms that hear of a SKU's stock changes. */
export const skusOf = (cart: Pick<Cart, "lineItems"> | null): string[] =>
  (cart?.lineItems ?? []).flatMap((line) => (line.variant.sku ? [line.variant.sku] : []));

/** A cart id as the rooms take it (the platform's ids are UUIDs); anything else is "missing". */
export const CART_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Close codes of the room server (4000–4999 are the application's own). */
export const ROOM_CLOSE = {
  missingCartId: 4400,
  badToken: 4401,
  tooManyConnections: 4429,
  /**
   * RFC 6455 §7.4.1 "Service Restart" (IANA 1012): the server is shutting down (graceful shutdown,
   * issue 22 item 7); the client reconnects (partysocket does on any close) and reaches another process.
   */
  restarting: 1012,
} as const;
