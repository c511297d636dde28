import type { Cart } from "@commercetools/platform-sdk";
import type { StockChange } from "../commerce/port";
import { CHANNELS, createInProcessBus, type RoomBus } from "./bus";
import { type RoomEvent, withoutPersonalData } from "./events";
import { roomToken } from "./token";
import { type RoomsSettings, roomsUrl } from "./url";

export { createInProcessBus, type RoomBus } from "./bus";
export { ROOM_CLOSE, type RoomEvent } from "./events";
// The Node room server (ws) is imported from ./server by the Node host only: the edge bundle never takes ws.
export { roomToken, verifyRoomToken } from "./token";
export { type RoomsSettings, roomsPort, roomsSettings, roomsUrl } from "./url";

/**
 * What the rest of the server publishes to the rooms: every cart change and every stock change.
 * Publishing never fails a shopper's request: bus errors are logged.
 */
export function createRooms(bus: RoomBus = createInProcessBus(), settings?: RoomsSettings) {
  const publish = (channel: string, event: RoomEvent | StockChange[]) =>
    bus.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
      console.error(`Rooms: publishing to ${channel} failed`, error);
    });
  return {
    bus,
    cartUpdated: (cartId: string, cart: Cart | null) =>
      publish(CHANNELS.cart(cartId), { event: "cart-update", data: cart && withoutPersonalData(cart) }),
    stockChanged: (changes: StockChange[]) => publish(CHANNELS.stock, changes),
    /** What a page's script needs to join a cart's room: the server's URL, the cart id and its token. */
    connection: (request: Request, cartId: string) => {
      const url = new URL(request.url);
      return {
        url: roomsUrl({ secure: url.protocol === "https:", hostname: url.hostname }, settings),
        cartId,
        token: roomToken(cartId),
      };
    },
  };
}
export type Rooms = ReturnType<typeof createRooms>;
