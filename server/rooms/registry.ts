import type { WebSocket } from "ws";
import type { StockChange } from "../commerce/port";
import { CHANNELS, type RoomBus } from "./bus";
import type { RoomEvent, RoomFrame } from "./events";

interface Room {
  sockets: Set<WebSocket>;
  skus: Set<string>;
  unsubscribe: () => void;
}

const send = (sockets: Iterable<WebSocket>, event: RoomFrame) => {
  const frame = JSON.stringify(event);
  for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
};

/**
 * The open rooms, one per cart id with its sockets and the SKUs its cart holds: a room listens to
 * its cart's channel while it has sockets, and every room holding a SKU hears of its stock changes.
 */
export function createRoomRegistry(bus: RoomBus, cartSkus: (cartId: string) => Promise<string[]>) {
  const rooms = new Map<string, Room>();

  const unsubscribeStock = bus.subscribe(CHANNELS.stock, (message) => {
    const changes = JSON.parse(message) as StockChange[];
    for (const room of rooms.values()) {
      for (const change of changes) {
        if (room.skus.has(change.sku)) send(room.sockets, { event: "updated-stock", data: change });
      }
    }
  });

  function open(cartId: string): Room {
    const created: Room = {
      sockets: new Set(),
      skus: new Set(),
      unsubscribe: bus.subscribe(CHANNELS.cart(cartId), (message) => {
        const event = JSON.parse(message) as RoomEvent;
        if (event.event === "cart-update") {
          created.skus = new Set(
            (event.data?.lineItems ?? []).map((l) => l.variant.sku).filter((s): s is string => Boolean(s)),
          );
        }
        send(created.sockets, event);
      }),
    };
    rooms.set(cartId, created);
    cartSkus(cartId)
      .then((skus) => {
        for (const sku of skus) created.skus.add(sku);
      })
      .catch((error: unknown) => console.error(`Rooms: reading cart ${cartId} failed`, error));
    return created;
  }

  return {
    /** Sockets open in a cart's room. */
    connections: (cartId: string) => rooms.get(cartId)?.sockets.size ?? 0,
    /**
     * Adds a socket to its cart's room (opened on the first); the room closes with its last socket.
     * The socket is sent `room-joined` once the bus hears the room's channel.
     */
    join(cartId: string, socket: WebSocket) {
      const room = rooms.get(cartId) ?? open(cartId);
      room.sockets.add(socket);
      socket.on("close", () => {
        room.sockets.delete(socket);
        if (room.sockets.size === 0) {
          room.unsubscribe();
          rooms.delete(cartId);
        }
      });
      Promise.resolve(bus.ready?.())
        .then(() => send([socket], { event: "room-joined" }))
        .catch((error: unknown) => console.error(`Rooms: joining cart ${cartId}'s room failed`, error));
    },
    /** Stops listening to stock changes. */
    close: unsubscribeStock,
  };
}
