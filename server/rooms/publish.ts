import type { Cart } from "@commercetools/platform-sdk";
import type { StockChange } from "../commerce/port";
import { CHANNELS, type RoomPublisher } from "./channels";
import { type RoomEvent, withoutPersonalData } from "./events";
import { roomToken } from "./token";
import { type RoomsAddress, roomUrl } from "./url";

/** What the rooms need to know, passed in by the host (no environment is read here: issue 18). */
export interface RoomsConfig {
  /** SESSION_SECRET's list: the first signs room tokens. */
  secrets: readonly string[];
  address: RoomsAddress;
}

/**
 * What the rest of the server publishes to the rooms: every cart change and every stock change.
 * Publishing never fails a shopper's request: bus errors are logged. Runtime-neutral: the Node server
 * publishes to its bus (in process or Redis), the edge worker to the Durable Objects
 * (server/edge/rooms/bus.ts).
 */
export function createRoomPublishing<B extends RoomPublisher>(bus: B, config: RoomsConfig) {
  const publish = (channel: string, event: RoomEvent | StockChange[]) =>
    bus.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
      console.error(`Rooms: publishing to ${channel} failed`, error);
    });
  return {
    bus,
    cartUpdated: (cartId: string, cart: Cart | null) =>
      publish(CHANNELS.cart(cartId), { event: "cart-update", data: cart && withoutPersonalData(cart) }),
    stockChanged: (changes: StockChange[]) => publish(CHANNELS.stock, changes),
    /** What a page's script needs to join a cart's room: the room's URL, the cart id and its token. */
    connection: async (request: Request, cartId: string) => ({
      url: roomUrl(config.address, new URL(request.url), cartId),
      cartId,
      token: await roomToken(cartId, config.secrets),
    }),
  };
}
