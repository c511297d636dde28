import type { Cart } from "@commercetools/platform-sdk";
import { TIMINGS } from "../../../config";
import type { StockChange } from "../../commerce/port";
import { ROOM_CLOSE, type RoomEvent, type RoomFrame, skusOf, withoutPersonalData } from "../../rooms/events";
import { ROOM_HEADERS, ROOM_REQUESTS, type RoomsEnv } from "./protocol";
import {
  type DurableState,
  type EdgeSocket,
  OPEN,
  refuseSocket,
  socketPair,
  socketResponse,
} from "./runtime";
import { registerSkus } from "./stock-index";

/** What the room keeps in its storage; memory would be lost when the object hibernates. */
const STORED = { skus: "skus", cartId: "cart-id" } as const;

/**
 * One cart's room on the edge (SPEC §7 websocket, issue 18 item 4): a Durable Object named by the
 * cart id. At most TIMINGS.websocket.maxConnectionsPerCart sockets (the next is closed with
 * ROOM_CLOSE.tooManyConnections, as the Node server does), each told `room-joined` once it is in the
 * room (as on the Node server, decisions 0079 and 0083); every `cart-update` the storefront publishes
 * goes to all of them, and `updated-stock` of the SKUs the cart holds. The sockets are hibernatable
 * (acceptWebSocket): an idle room is evicted from memory while its sockets stay open, so the object
 * keeps nothing in memory; the cart id and its SKUs are in storage, and the sockets are the
 * runtime's (getWebSockets).
 */
export class CartRoom {
  constructor(
    private readonly ctx: DurableState,
    private readonly env: RoomsEnv,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const url = request.url.split("?")[0];
    if (url === ROOM_REQUESTS.connect) return this.connect(request);
    if (url === ROOM_REQUESTS.publish) return this.publish((await request.json()) as RoomEvent);
    if (url === ROOM_REQUESTS.stock) return this.stock((await request.json()) as StockChange);
    return new Response("Not found", { status: 404 });
  }

  /** Sockets open in this room now (the runtime's list, which survives hibernation). */
  private open(except?: EdgeSocket): EdgeSocket[] {
    return this.ctx.getWebSockets().filter((socket) => socket !== except && socket.readyState === OPEN);
  }

  private async connect(request: Request): Promise<Response> {
    const cartId = request.headers.get(ROOM_HEADERS.cartId) ?? "";
    if (this.open().length >= TIMINGS.websocket.maxConnectionsPerCart)
      return refuseSocket(ROOM_CLOSE.tooManyConnections, "too many connections");
    const [client, server] = socketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ cartId });
    const first = this.open(server).length === 0;
    // The SKUs the cart holds when the room opens (read by the worker), added to what updates told it.
    const read = JSON.parse(request.headers.get(ROOM_HEADERS.skus) ?? "[]") as string[];
    const known = (await this.ctx.storage.get<string[]>(STORED.skus)) ?? [];
    const skus = [...new Set([...known, ...read])];
    await this.ctx.storage.put(STORED.cartId, cartId);
    await this.ctx.storage.put(STORED.skus, skus);
    // A room that starts listening tells the stock index which SKUs it follows; a later socket
    // adds the SKUs the cart read now holds that the room did not follow yet.
    await registerSkus(this.env, cartId, first ? [] : known, skus);
    // Joined (decision 0083): the socket is among the room's and the room has asked the stock index to
    // follow the cart's SKUs. The 101 below already comes after this, so the frame adds nothing on the
    // edge today; it is sent so both runtimes are waited on the same way, and after registerSkus so it
    // keeps its meaning if connect ever answers earlier (cart-room.test.ts pins the order).
    send([server], { event: "room-joined" });
    return socketResponse(client);
  }

  /** A cart change from the storefront (the bus): remembered for stock, sent to every socket. */
  private async publish(event: RoomEvent): Promise<Response> {
    if (event.event !== "cart-update")
      return new Response("Only cart-update is published to a room", { status: 400 });
    const before = (await this.ctx.storage.get<string[]>(STORED.skus)) ?? [];
    const skus = skusOf(event.data);
    await this.ctx.storage.put(STORED.skus, skus);
    const sockets = this.open();
    const cartId = (await this.ctx.storage.get<string>(STORED.cartId)) ?? "";
    if (sockets.length > 0 && cartId) await registerSkus(this.env, cartId, before, skus);
    // The bus carries carts without personal data already; stripped again so no publisher can leak it.
    send(sockets, { event: "cart-update", data: event.data && withoutPersonalData(event.data as Cart) });
    return new Response(null, { status: 204 });
  }

  /**
   * A stock change from the stock index: sent when the cart holds the SKU. 410 tells the index to
   * forget this room for the SKU (nobody is listening, or the cart no longer holds it).
   */
  private async stock(change: StockChange): Promise<Response> {
    const skus = (await this.ctx.storage.get<string[]>(STORED.skus)) ?? [];
    const sockets = this.open();
    if (sockets.length === 0 || !skus.includes(change.sku)) return new Response(null, { status: 410 });
    send(sockets, { event: "updated-stock", data: change });
    return new Response(null, { status: 204 });
  }

  /** Clients only listen (as on the Node server): anything they send is ignored. */
  webSocketMessage(): void {}

  async webSocketClose(socket: EdgeSocket, code: number, reason: string): Promise<void> {
    // Complete the closing handshake: 1006 and 1015 mean the peer's transport went without a close
    // frame to answer; 1005 is a close frame without a code, answered without one.
    try {
      if (code === 1005) socket.close();
      else if (code !== 1006 && code !== 1015) socket.close(code, reason);
    } catch {}
    await this.left(socket);
  }

  async webSocketError(socket: EdgeSocket): Promise<void> {
    await this.left(socket);
  }

  /** The last socket gone: the room stops following its SKUs (their stock goes nowhere now). */
  private async left(socket: EdgeSocket): Promise<void> {
    if (this.open(socket).length > 0) return;
    const { cartId } = (socket.deserializeAttachment() ?? {}) as { cartId?: string };
    const skus = (await this.ctx.storage.get<string[]>(STORED.skus)) ?? [];
    if (cartId) await registerSkus(this.env, cartId, skus, []);
  }
}

function send(sockets: EdgeSocket[], event: RoomFrame) {
  const frame = JSON.stringify(event);
  for (const socket of sockets) {
    try {
      socket.send(frame);
    } catch (error) {
      console.warn("Rooms: sending to a socket failed", error);
    }
  }
}
