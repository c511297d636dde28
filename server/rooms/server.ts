import type { IncomingMessage } from "node:http";
import { type WebSocket, WebSocketServer } from "ws";
import type { RoomBus } from "./bus";
import { ROOM_CLOSE } from "./events";
import { createRoomRegistry } from "./registry";
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

const HEARTBEAT_MS = 30_000;
const CART_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Connections that stop answering pings are dropped, so dead ones do not hold a room's places. */
function keepAlive(wss: WebSocketServer) {
  const alive = new WeakSet<WebSocket>();
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
    watch(socket: WebSocket) {
      alive.add(socket);
      socket.on("pong", () => alive.add(socket));
    },
    stop: () => clearInterval(heartbeat),
  };
}

/**
 * The room server of SPEC §7: a `ws` server on its own port, one room per cart id. It closes
 * connections without a (valid) cart id and beyond the per-cart limit; it forwards the bus's
 * `cart-update` events to the cart's sockets and `updated-stock` to the rooms holding the SKU.
 */
export function startRoomServer(options: RoomServerOptions) {
  const { bus, maxPerCart, maxConnections = 10_000, cartSkus, verify = verifyRoomToken } = options;
  const wss = new WebSocketServer({ port: options.port, host: options.host, maxPayload: 1024 });
  // Live updates enhance the shop; a rooms port that cannot be opened must not take the shop down.
  wss.on("error", (error) =>
    console.error("Rooms: the websocket server failed; carts work without live updates", error),
  );
  const rooms = createRoomRegistry(bus, cartSkus);
  const heartbeat = keepAlive(wss);

  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    // First: a bad frame on a socket about to be refused must not become an uncaught error.
    socket.on("error", (error) => console.warn("Rooms: socket error", error.message));
    // Only the query is read: a request target that is no URL ("http://[/") must not throw here.
    const query = new URLSearchParams(request.url?.split("?")[1] ?? "");
    const cartId = query.get("cartId") ?? "";
    if (!CART_ID.test(cartId)) return socket.close(ROOM_CLOSE.missingCartId, "cart id missing");
    if (!verify(cartId, query.get("token") ?? "")) return socket.close(ROOM_CLOSE.badToken, "bad token");
    if (rooms.connections(cartId) >= maxPerCart || wss.clients.size > maxConnections)
      return socket.close(ROOM_CLOSE.tooManyConnections, "too many connections");
    heartbeat.watch(socket);
    // Clients only listen; anything they send is ignored.
    rooms.join(cartId, socket);
  });

  return {
    wss,
    /** Sockets open per cart id (for tests and the benchmark). */
    connections: rooms.connections,
    close: () =>
      new Promise<void>((resolve) => {
        heartbeat.stop();
        rooms.close();
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}
