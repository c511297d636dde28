import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { throttlesContract } from "../account/throttle-contract";
import { type RedisServer, startRedis } from "../node/redis-server";
import { connectRedis, createRedisBus, type RedisClient, redisRoomSlots, redisThrottles } from ".";

/**
 * The Redis adapters (issue 22 item 6) against a real redis-server of the test's own: the throttles
 * meet the same contract as the memory and Durable Object ones, the bus carries messages between two
 * "processes" (two pairs of connections), and the cart rooms' places are one count for all.
 */
let redis: RedisServer;
const clients: RedisClient[] = [];
const client = async (role: string) => {
  const connected = await connectRedis(redis.url, role);
  clients.push(connected);
  return connected;
};
let commands: RedisClient;

beforeAll(async () => {
  redis = await startRedis();
  commands = await client("test");
});
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.close()));
  await redis?.stop();
});
beforeEach(async () => {
  await commands.flushDb();
});

describe("Redis throttles: the shared throttles contract", () => {
  throttlesContract(() => {
    let now = 0;
    return {
      throttles: redisThrottles(commands, () => now),
      clock: {
        async set(ms) {
          now = ms;
        },
      },
    };
  });
});

describe("Redis throttles across processes", () => {
  it("lets exactly `max` of 20 parallel counts from two processes through", async () => {
    const limit = { max: 5, windowMinutes: 15 };
    const one = redisThrottles(await client("one"))("login-email", limit);
    const two = redisThrottles(await client("two"))("login-email", limit);
    const counted = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).count("Jana@Example.com")),
    );
    expect(counted.filter((c) => c.blockedFor === 0)).toHaveLength(5);
    expect(counted.filter((c) => c.blockedFor === 15)).toHaveLength(15);
    expect(await two.blockedFor("jana@example.com")).toBe(15);
    await one.clear("jana@example.com");
    expect(await two.blockedFor("jana@example.com")).toBe(0);
  });

  it("refuses a name asked for with another limit, and rejects when Redis is gone", async () => {
    const lost = await client("lost");
    const throttles = redisThrottles(lost);
    throttles("contact-email", { max: 3, windowMinutes: 60 });
    expect(() => throttles("contact-email", { max: 4, windowMinutes: 60 })).toThrow(/another limit/);
    lost.destroy();
    await expect(throttles("contact-email", { max: 3, windowMinutes: 60 }).count("a@b.c")).rejects.toThrow();
  });
});

describe("Redis room bus (sharded pub/sub)", () => {
  it("carries a message published by one process to the listeners of another, until they unsubscribe", async () => {
    const here = createRedisBus(await client("here-pub"), await client("here-sub"));
    const there = createRedisBus(await client("there-pub"), await client("there-sub"));
    const heard: string[] = [];
    const alsoHeard: string[] = [];
    const stop = there.subscribe("cart:c-1", (m) => heard.push(m));
    there.subscribe("cart:c-1", (m) => alsoHeard.push(m));
    there.subscribe("cart:c-2", () => heard.push("wrong channel"));
    await there.ready();
    await here.publish("cart:c-1", '{"event":"cart-update","data":null}');
    await vi.waitFor(() => expect(alsoHeard).toEqual(['{"event":"cart-update","data":null}']), {
      timeout: 15_000,
    });
    expect(heard).toEqual(['{"event":"cart-update","data":null}']);
    stop();
    await here.publish("cart:c-1", "second");
    await vi.waitFor(() => expect(alsoHeard).toEqual(['{"event":"cart-update","data":null}', "second"]), {
      timeout: 15_000,
    });
    expect(heard).toHaveLength(1);
  });
});

describe("Redis room places (SPEC §9 per-cart connection limit)", () => {
  it("counts one cart's places together on two processes, gives them back once, and expires dead ones", async () => {
    const one = redisRoomSlots(await client("slots-one"), 3);
    const two = redisRoomSlots(await client("slots-two"), 3);
    const taken = await Promise.all([one, two, one, two, one].map((slots) => slots.take("cart-a")));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await two.take("cart-b")).toBeDefined();
    const first = taken.find(Boolean);
    await first?.release();
    await first?.release();
    expect(await one.take("cart-a")).toBeDefined();
    expect(await two.take("cart-a")).toBeUndefined();
    // A process that died leaves its places; they go when their lease ends.
    const short = redisRoomSlots(commands, 1, 200);
    const held = await short.take("cart-c");
    expect(held).toBeDefined();
    expect(await short.take("cart-c")).toBeUndefined();
    await vi.waitFor(async () => expect(await short.take("cart-c")).toBeDefined(), {
      timeout: 15_000,
      interval: 50,
    });
  });
});
