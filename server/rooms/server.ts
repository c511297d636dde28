import type { IncomingMessage } from "node:http";
import { type WebSocket, WebSocketServer } from "ws";
import type { StockChange } from "../commerce/port";
import { CHANNELS, type RoomBus } from "./bus";
import { ROOM_CLOSE, type RoomEvent } from "./events";
import { verifyRoomToken } from "./token";

export interface RoomServerOptions {
  port: number;
  host: string;
  bus: RoomBus;
  /** SPEC §9: at most this many connections per cart (in this process). */
  maxPerCart: number;
  /** At most this many connections in all (in this process), so free carts cannot exhaust it. */
  maxConnections?: number;
  /** The SKUs a cart holds when a room opens, so stock changes reach it before its first update. */
  cartSkus(cartId: string): Promise<string[]>;
  verify?: (cartId: string, token: string) => boolean;
}

interface Room {
  sockets: Set<WebSocket>;
  skus: Set<string>;
  unsubscribe: () => void;
}

const HEARTBEAT_MS = 30_000;
const CART_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The room server of SPEC §7: a `ws` server on its own port, one room per cart id. It closes
 * connections without a (valid) cart id and beyond the per-cart limit; it forwards the bus's
 * `cart-update` events to the cart's sockets and `updated-stock` to the rooms holding the SKU.
 */
export function startRoomServer(options: RoomServerOptions) {
  const { bus, maxPerCart, maxConnections = 10_000, cartSkus, verify = verifyRoomToken } = options;
  const rooms = new Map<string, Room>();
  const alive = new WeakSet<WebSocket>();
  const wss = new WebSocketServer({ port: options.port, host: options.host, maxPayload: 1024 });
  // Live updates enhance the shop; a rooms port that cannot be opened must not take the shop down.
  wss.on("error", (error) =>
    console.error("Rooms: the websocket server failed; carts work without live updates", error),
  );

  const send = (sockets: Iterable<WebSocket>, event: RoomEvent) => {
    const frame = JSON.stringify(event);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
  };

  const unsubscribeStock = bus.subscribe(CHANNELS.stock, (message) => {
    const changes = JSON.parse(message) as StockChange[];
    for (const room of rooms.values()) {
      for (const change of changes) {
        if (room.skus.has(change.sku)) send(room.sockets, { event: "updated-stock", data: change });
      }
    }
  });

  function join(cartId: string, socket: WebSocket) {
    let room = rooms.get(cartId);
    if (!room) {
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
      room = created;
      cartSkus(cartId)
        .then((skus) => {
          for (const sku of skus) created.skus.add(sku);
        })
        .catch((error: unknown) => console.error(`Rooms: reading cart ${cartId} failed`, error));
    }
    room.sockets.add(socket);
    socket.on("close", () => {
      room.sockets.delete(socket);
      if (room.sockets.size === 0) {
        room.unsubscribe();
        rooms.delete(cartId);
      }
    });
  }

  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    // First: a bad frame on a socket about to be refused must not become an uncaught error.
    socket.on("error", (error) => console.warn("Rooms: socket error", error.message));
    // Only the query is read: a request target that is no URL ("http://[/") must not throw here.
    const query = new URLSearchParams(request.url?.split("?")[1] ?? "");
    const cartId = query.get("cartId") ?? "";
    if (!CART_ID.test(cartId)) return socket.close(ROOM_CLOSE.missingCartId, "cart id missing");
    if (!verify(cartId, query.get("token") ?? "")) return socket.close(ROOM_CLOSE.badToken, "bad token");
    if ((rooms.get(cartId)?.sockets.size ?? 0) >= maxPerCart || wss.clients.size > maxConnections)
      return socket.close(ROOM_CLOSE.tooManyConnections, "too many connections");
    alive.add(socket);
    socket.on("pong", () => alive.add(socket));
    // Clients only listen; anything they send is ignored.
    join(cartId, socket);
  });

  // Connections that stop answering pings are dropped, so dead ones do not hold a room's places.
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    wss,
    /** Sockets open per cart id (for tests and the benchmark). */
    connections: (cartId: string) => rooms.get(cartId)?.sockets.size ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        unsubscribeStock();
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}
