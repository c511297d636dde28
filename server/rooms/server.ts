import type { IncomingMessage } from "node:http";
import { type WebSocket, WebSocketServer } from "ws";
import type { RoomBus } from "./bus";
import { CART_ID, ROOM_CLOSE } from "./events";
import { createRoomRegistry } from "./registry";
import { memoryRoomSlots, type RoomSlot, type RoomSlots } from "./slots";
import { verifyRoomToken } from "./token";

export interface RoomServerOptions {
  port: number;
  host: string;
  bus: RoomBus;
  /** SPEC §9: at most this many connections per cart (counted by `slots`). */
  maxPerCart: number;
  /**
   * Where a cart's places are counted: this process's memory by default, Redis when several
   * storefront processes share the rooms (server/redis/room-slots.ts, issue 22 item 6).
   */
  slots?: RoomSlots;
  /** At most this many connections in all (in this process), so free carts cannot exhaust it. */
  maxConnections?: number;
  /** The SKUs a cart holds when a room opens, so stock changes reach it before its first update. */
  cartSkus(cartId: string): Promise<string[]>;
  /** Checks a room token; by default against SESSION_SECRET's list (token.ts). */
  /** The secrets room tokens are signed with (the rooms' configuration, SESSION_SECRET's list). */
  secrets: readonly string[];
  verify?: (cartId: string, token: string) => Promise<boolean>;
}

const HEARTBEAT_MS = 30_000;

/**
 * Connections that stop answering pings are dropped, so dead ones do not hold a room's places; a live
 * one's shared place is renewed at each ping (its lease outlives a few missed beats only).
 */
function keepAlive(wss: WebSocketServer, slotOf: WeakMap<WebSocket, RoomSlot>) {
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
      slotOf
        .get(socket)
        ?.refresh()
        .catch((error: unknown) => console.warn("Rooms: renewing a place failed", error));
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

/** What admitting and closing share: the server, its rooms, the places taken and being given back. */
interface RoomServerState {
  wss: WebSocketServer;
  rooms: ReturnType<typeof createRoomRegistry>;
  heartbeat: ReturnType<typeof keepAlive>;
  slots: RoomSlots;
  slotOf: WeakMap<WebSocket, RoomSlot>;
  /** Places being given back: shutdown waits for them, so a shared place is not left to its lease. */
  releasing: Set<Promise<void>>;
}

/**
 * The room server of SPEC §7: a `ws` server on its own port, one room per cart id. It closes
 * connections without a (valid) cart id and beyond the per-cart limit; it forwards the bus's
 * `cart-update` events to the cart's sockets and `updated-stock` to the rooms holding the SKU.
 */
export function startRoomServer(options: RoomServerOptions) {
  const wss = new WebSocketServer({ port: options.port, host: options.host, maxPayload: 1024 });
  // Live updates enhance the shop; a rooms port that cannot be opened must not take the shop down.
  wss.on("error", (error) =>
    console.error("Rooms: the websocket server failed; carts work without live updates", error),
  );
  const slotOf = new WeakMap<WebSocket, RoomSlot>();
  const state: RoomServerState = {
    wss,
    rooms: createRoomRegistry(options.bus, options.cartSkus),
    heartbeat: keepAlive(wss, slotOf),
    slots: options.slots ?? memoryRoomSlots(options.maxPerCart),
    slotOf,
    releasing: new Set(),
  };
  const admit = admission(state, options);
  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    // First: a bad frame on a socket about to be refused must not become an uncaught error.
    socket.on("error", (error) => console.warn("Rooms: socket error", error.message));
    admit(socket, request).catch((error: unknown) => {
      console.error("Rooms: admitting a connection failed", error);
      socket.terminate();
    });
  });

  return {
    wss,
    /** Sockets open per cart id (for tests and the benchmark). */
    connections: state.rooms.connections,
    /** Sockets open in all (the metrics' open room connections). */
    open: () => wss.clients.size,
    /** Graceful shutdown: every socket told to reconnect elsewhere (closeRoomServer). */
    close: (graceMs = 2_000) => closeRoomServer(state, graceMs),
  };
}

/**
 * A new socket's way in: a cart id and a valid token, room under the server's and the cart's limits
 * (a place taken, given back when the socket closes), then it joins the cart's room.
 */
function admission(state: RoomServerState, options: RoomServerOptions) {
  const { wss, rooms, heartbeat, slots, slotOf, releasing } = state;
  const maxConnections = options.maxConnections ?? 10_000;
  const verify =
    options.verify ?? ((cartId: string, token: string) => verifyRoomToken(cartId, token, options.secrets));
  return async function admit(socket: WebSocket, request: IncomingMessage) {
    // Only the query is read: a request target that is no URL ("http://[/") must not throw here.
    const query = new URLSearchParams(request.url?.split("?")[1] ?? "");
    const cartId = query.get("cartId") ?? "";
    if (!CART_ID.test(cartId)) return socket.close(ROOM_CLOSE.missingCartId, "cart id missing");
    if (!(await verify(cartId, query.get("token") ?? "")))
      return socket.close(ROOM_CLOSE.badToken, "bad token");
    // The client may have gone while the token was checked: a closed socket must not take a place.
    if (socket.readyState !== socket.OPEN) return;
    if (wss.clients.size > maxConnections)
      return socket.close(ROOM_CLOSE.tooManyConnections, "too many connections");
    const slot = await slots.take(cartId);
    if (!slot) return socket.close(ROOM_CLOSE.tooManyConnections, "too many connections");
    const release = () => {
      const giving = slot
        .release()
        .catch((error: unknown) => console.warn("Rooms: giving a place back failed", error));
      releasing.add(giving);
      void giving.finally(() => releasing.delete(giving));
    };
    // Gone while the place was taken: give it back at once.
    if (socket.readyState !== socket.OPEN) return release();
    socket.on("close", release);
    slotOf.set(socket, slot);
    heartbeat.watch(socket);
    // Clients only listen; anything they send is ignored.
    rooms.join(cartId, socket);
  };
}

/**
 * Graceful shutdown (issue 22 item 7): every socket is closed with "Service Restart" (1012), so the
 * browser's partysocket reconnects, to another process behind the balancer; sockets that do not
 * finish the closing handshake within `graceMs` are cut. Resolves once the places are given back.
 */
function closeRoomServer({ wss, rooms, heartbeat, releasing }: RoomServerState, graceMs: number) {
  return new Promise<void>((resolve) => {
    heartbeat.stop();
    rooms.close();
    for (const socket of wss.clients) socket.close(ROOM_CLOSE.restarting, "server restarting");
    const cut = setTimeout(() => {
      for (const socket of wss.clients) socket.terminate();
    }, graceMs);
    cut.unref();
    wss.close(() => {
      clearTimeout(cut);
      void Promise.allSettled([...releasing]).then(() => resolve());
    });
  });
}
