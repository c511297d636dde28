/**
 * Issue 22 item 6: two storefront "processes" on one Redis act as one shop. Each process here is what
 * server/index.ts builds from REDIS_URL (connectScaleOut: its own connections, bus, throttles and room
 * places) with its own accounts and its own room server; they share the platform (one database, as
 * processes behind a balancer share commercetools) and one redis-server started for the test.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Cart } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { LIMITS, TIMINGS } from "../../config";
import { createAccounts } from "../../server/account";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createOutbox } from "../../server/mail";
import { type RedisServer, startRedis } from "../../server/node/redis-server";
import { connectScaleOut, type ScaleOut } from "../../server/redis";
import { createRooms, ROOM_CLOSE, type RoomFrame, roomToken } from "../../server/rooms";
import { startRoomServer } from "../../server/rooms/server";
import { sk } from "../support/accounts";

const SECRETS = ["scale-out-secret"];
const maxPerCart = TIMINGS.websocket.maxConnectionsPerCart;
let redis: RedisServer;
const processes: { scaleOut: ScaleOut; stop: () => Promise<void> }[] = [];
let engine: LocalCommerce;
let outbox: string;

async function storefrontProcess() {
  const scaleOut = await connectScaleOut(redis.url, { maxPerCart });
  const accounts = createAccounts(engine, createOutbox(outbox), scaleOut.throttles);
  const rooms = startRoomServer({
    port: 0,
    host: "127.0.0.1",
    bus: scaleOut.bus,
    slots: scaleOut.roomSlots,
    maxPerCart,
    secrets: SECRETS,
    cartSkus: async () => [],
  });
  const stop = async () => {
    await rooms.close();
    await scaleOut.close();
  };
  processes.push({ scaleOut, stop });
  await new Promise((resolve) => rooms.wss.once("listening", resolve));
  const url = () => `ws://127.0.0.1:${(rooms.wss.address() as AddressInfo).port}`;
  return {
    scaleOut,
    accounts,
    rooms,
    url,
    publishing: createRooms(scaleOut.bus, { secrets: SECRETS, address: { kind: "port", port: 0 } }),
  };
}

beforeAll(async () => {
  redis = await startRedis();
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 20);
  engine = new LocalCommerce(db);
  outbox = mkdtempSync(path.join(tmpdir(), "scale-out-outbox-"));
});
afterAll(async () => {
  await Promise.allSettled(processes.map((p) => p.stop()));
  await redis?.stop();
});

/** A room client; `opened` resolves when the server admitted it, `closed` with the close code. */
async function join(url: string, cartId: string) {
  const socket = new WebSocket(
    `${url}/?${new URLSearchParams({ cartId, token: await roomToken(cartId, SECRETS) })}`,
  );
  const events: RoomFrame[] = [];
  socket.on("message", (data) => events.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  return { socket, events, closed };
}

describe("two storefront processes sharing Redis", () => {
  it("counts failed sign-ins and reset mails on one process against the other's limit", async () => {
    const one = await storefrontProcess();
    const two = await storefrontProcess();
    const email = "shared.limit@example.com";
    const up = await one.accounts.signUp(
      { email, password: "right-password", firstName: "A", lastName: "B" },
      { market: sk },
    );
    expect(up.ok).toBe(true);
    for (let i = 0; i < LIMITS.loginFailures.max; i++) {
      const process = i % 2 ? one : two;
      const wrong = await process.accounts.signIn(
        { email, password: "wrong" },
        { market: sk, clientIp: `198.51.100.${i}` },
      );
      expect(wrong).toEqual({ ok: false, error: "loginFailed" });
    }
    // The sixth attempt, even with the right password and on the other process, is refused.
    const blocked = await one.accounts.signIn(
      { email, password: "right-password" },
      { market: sk, clientIp: "198.51.100.99" },
    );
    expect(blocked.ok).toBe(false);
    expect(blocked.ok ? "" : blocked.error).toBe("tooManyAttempts");

    const compose = (link: string) => ({ subject: "Reset", text: link });
    const requestUrl = new URL("http://localhost/password-reset/");
    await Promise.all(
      Array.from({ length: LIMITS.passwordResetMails.max * 2 }, (_, i) =>
        (i % 2 ? one : two).accounts.requestPasswordReset(email, { market: sk, requestUrl }, compose),
      ),
    );
    await expect
      .poll(() => readdirSync(outbox).filter((f) => f.endsWith(".json")).length)
      .toBe(LIMITS.passwordResetMails.max);
    // Give a late, wrongly admitted mail the time to arrive before the count is read again.
    await two.accounts.requestPasswordReset(email, { market: sk, requestUrl }, compose);
    expect(readdirSync(outbox).filter((f) => f.endsWith(".json"))).toHaveLength(
      LIMITS.passwordResetMails.max,
    );
  });

  it("delivers a cart change published by one process to a socket on the other, and shares the per-cart limit", async () => {
    const one = await storefrontProcess();
    const two = await storefrontProcess();
    const cartId = "9b2f7c1e-0000-4000-8000-000000000001";
    const onTwo = await join(two.url(), cartId);
    await expect.poll(() => two.rooms.connections(cartId)).toBe(1);
    // The room acknowledges the join once Redis has acknowledged its subscription (decision 0079).
    await expect.poll(() => onTwo.events.map((e) => e.event)).toEqual(["room-joined"]);
    const cart = {
      id: cartId,
      version: 7,
      lineItems: [{ variant: { sku: "SKU-1" } }],
      customerEmail: "x@example.com",
    };
    await one.publishing.cartUpdated(cartId, cart as unknown as Cart);
    await expect
      .poll(() => onTwo.events.map((e) => (e.event === "cart-update" ? e.data?.version : e.event)))
      .toEqual(["room-joined", 7]);
    // Personal data stays out of the room, on every process.
    expect(JSON.stringify(onTwo.events)).not.toContain("x@example.com");

    // SPEC §9: ten places per cart in all, whichever process a tab reaches.
    const more = [];
    for (let i = 1; i < maxPerCart; i++) more.push(await join((i % 2 ? one : two).url(), cartId));
    await expect.poll(() => one.rooms.connections(cartId) + two.rooms.connections(cartId)).toBe(maxPerCart);
    const eleventh = await join(one.url(), cartId);
    expect(await eleventh.closed).toBe(ROOM_CLOSE.tooManyConnections);
    // A tab that leaves gives its place back to the other process.
    onTwo.socket.close();
    await onTwo.closed;
    const again = await join(one.url(), cartId);
    await expect.poll(() => one.rooms.connections(cartId) + two.rooms.connections(cartId)).toBe(maxPerCart);
    for (const client of [...more, again]) client.socket.close();
    await Promise.all([...more, again].map((client) => client.closed));
  });
});
