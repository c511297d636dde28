import { type AddressInfo, connect } from "node:net";
import type { Cart } from "@commercetools/platform-sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { createInProcessBus, createRooms, ROOM_CLOSE, type RoomEvent, roomToken, verifyRoomToken } from ".";
import type { RoomBus } from "./bus";
import { startRoomServer } from "./server";

const SECRETS = ["test-secret"];
const cart = (id: string, version: number, skus: string[]) =>
  ({ id, version, lineItems: skus.map((sku) => ({ variant: { sku } })) }) as unknown as Cart;

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

function start(holding: Record<string, string[]> = {}, bus: RoomBus = createInProcessBus()) {
  const server = startRoomServer({
    port: 0,
    host: "127.0.0.1",
    bus,
    maxPerCart: 10,
    secrets: SECRETS,
    cartSkus: async (id) => holding[id] ?? [],
    verify: (id, token) => verifyRoomToken(id, token, SECRETS),
  });
  stop = server.close;
  const url = () => `ws://127.0.0.1:${(server.wss.address() as AddressInfo).port}`;
  return { server, rooms: createRooms(bus), url };
}

/**
 * A client of a cart's room; resolves once it is open (or with the close code when refused). Its
 * `events` are the room's events; `joined` tells whether the server acknowledged the join.
 */
function join(url: string, query: Record<string, string>) {
  const socket = new WebSocket(`${url}/?${new URLSearchParams(query)}`);
  const events: RoomEvent[] = [];
  const state = { joined: false };
  socket.on("message", (data) => {
    const frame = JSON.parse(String(data));
    if (frame.event === "room-joined") state.joined = true;
    else events.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => socket.on("open", () => resolve()));
  return { socket, events, closed, opened, joined: () => state.joined };
}
const member = async (url: string, cartId: string) =>
  join(url, { cartId, token: await roomToken(cartId, SECRETS) });
/** Waits for a condition with a generous bound: a busy CI machine may take seconds, not milliseconds. */
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 15_000, interval: 10 });

describe("cart rooms (SPEC §7 websocket)", () => {
  it("closes connections without a cart id, with a bad token and beyond 10 per cart", async () => {
    const { url, server } = start();
    await new Promise((r) => server.wss.once("listening", r));
    expect(await join(url(), {}).closed).toBe(ROOM_CLOSE.missingCartId);
    expect(await join(url(), { cartId: "c1", token: "forged" }).closed).toBe(ROOM_CLOSE.badToken);
    const ten = await Promise.all(Array.from({ length: 10 }, () => member(url(), "c1")));
    await Promise.all(ten.map((c) => c.opened));
    // A client sees "open" before the server has counted it (the join is checked asynchronously).
    await until(() => server.connections("c1") === 10);
    expect(await (await member(url(), "c1")).closed).toBe(ROOM_CLOSE.tooManyConnections);
    // Another cart has its own places.
    const other = await member(url(), "c2");
    await other.opened;
    ten[0]?.socket.close();
    await ten[0]?.closed;
    await until(() => server.connections("c1") === 9);
    const again = await member(url(), "c1");
    await again.opened;
    await until(() => server.connections("c1") === 10);
  });

  it("survives a request target that is no URL and a bad frame on a refused socket", async () => {
    const { server } = start();
    await new Promise((r) => server.wss.once("listening", r));
    const { port } = server.wss.address() as AddressInfo;
    const upgrade = (target: string) =>
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
    // Raw sockets: an unmasked frame right after the upgrade is a protocol error on the server's side.
    const raw = (target: string) =>
      new Promise<string>((resolve) => {
        let answer = "";
        const client = connect(port, "127.0.0.1", () => client.write(upgrade(target)));
        client.on("data", (data) => {
          // The frame goes once the server has answered the upgrade (an event, not a fixed delay).
          if (!answer) client.write(Buffer.from([0x81, 0x02, 0x68, 0x69]));
          answer += String(data);
        });
        client.on("close", () => resolve(answer));
        client.on("error", () => resolve(answer));
      });
    // Before the fix each of these threw outside any handler (an uncaught error fails this run).
    expect((await raw("http://[/?cartId=c1")).split("\r\n")[0]).toBe("HTTP/1.1 101 Switching Protocols");
    expect((await raw("/?cartId=")).split("\r\n")[0]).toBe("HTTP/1.1 101 Switching Protocols");
    // The server still serves members.
    const after = await member(`ws://127.0.0.1:${port}`, "c1");
    await after.opened;
    await until(() => server.connections("c1") === 1);
  });

  it("sends a cart change to every connection of that cart only, and a deletion as null", async () => {
    const { url, server, rooms } = start();
    await new Promise((r) => server.wss.once("listening", r));
    const a = await member(url(), "cart-a");
    const b = await member(url(), "cart-a");
    const other = await member(url(), "cart-b");
    await Promise.all([a.opened, b.opened, other.opened]);
    // The token is checked asynchronously: a socket is a member once the server has admitted it.
    await until(() => server.connections("cart-a") === 2 && server.connections("cart-b") === 1);
    const changed = cart("cart-a", 7, ["EX1"]);
    await rooms.cartUpdated("cart-a", {
      ...changed,
      customerEmail: "a@example.com",
      billingAddress: { country: "DE" },
    });
    await until(() => a.events.length === 1 && b.events.length === 1);
    // The whole cart, without who the shopper is or where they live.
    expect(a.events[0]).toEqual({ event: "cart-update", data: JSON.parse(JSON.stringify(changed)) });
    await rooms.cartUpdated("cart-a", null);
    await until(() => b.events.length === 2);
    expect(b.events[1]).toEqual({ event: "cart-update", data: null });
    expect(other.events).toEqual([]);
  });

  it("sends stock changes to the rooms of carts holding the SKU, known from the cart or its updates", async () => {
    const { url, server, rooms } = start({ holder: ["EX1"] });
    await new Promise((r) => server.wss.once("listening", r));
    const holder = await member(url(), "holder");
    const later = await member(url(), "later");
    const bystander = await member(url(), "bystander");
    await Promise.all([holder.opened, later.opened, bystander.opened]);
    await until(() => ["holder", "later", "bystander"].every((id) => server.connections(id) === 1));
    await rooms.cartUpdated("later", cart("later", 2, ["EX1", "EX2"]));
    await until(() => later.events.length === 1);
    await rooms.stockChanged([{ sku: "EX1", availableQuantity: 4 }]);
    const stock = { event: "updated-stock", data: { sku: "EX1", availableQuantity: 4 } };
    await until(() => holder.events.length === 1 && later.events.length === 2);
    expect(holder.events[0]).toEqual(stock);
    expect(later.events[1]).toEqual(stock);
    expect(bystander.events).toEqual([]);
  });

  it("acknowledges the join once the bus hears the room's channel: a change after it reaches the socket", async () => {
    // A bus whose subscriptions are heard only when the test says so (Redis acknowledging SUBSCRIBE).
    const inner = createInProcessBus();
    let heard = () => {};
    const bus: RoomBus = {
      ...inner,
      ready: () =>
        new Promise<void>((resolve) => {
          heard = resolve;
        }),
    };
    const { url, server, rooms } = start({}, bus);
    await new Promise((r) => server.wss.once("listening", r));
    const client = await member(url(), "cart-j");
    await client.opened;
    await until(() => server.connections("cart-j") === 1);
    // Joined on the server, but the bus has not heard the channel yet: no acknowledgement.
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.joined()).toBe(false);
    heard();
    await until(() => client.joined());
    await rooms.cartUpdated("cart-j", cart("cart-j", 3, ["EX1"]));
    await until(() => client.events.length === 1);
    expect(client.events[0]).toEqual({
      event: "cart-update",
      data: JSON.parse(JSON.stringify(cart("cart-j", 3, ["EX1"]))),
    });
  });

  it("acknowledges the join at once on the in-process bus", async () => {
    const { url, server } = start();
    await new Promise((r) => server.wss.once("listening", r));
    const client = await member(url(), "cart-k");
    await client.opened;
    await until(() => client.joined());
    expect(server.connections("cart-k")).toBe(1);
    expect(client.events).toEqual([]);
  });
});
