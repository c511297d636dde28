/**
 * Issue 22 item 6, decision 0057: the shop cache admin empties the caches of every storefront process
 * when they share Redis. Each "process" here is what server/index.ts builds from REDIS_URL
 * (connectScaleOut: its own connections and bus) with its own cache registry (a counter of its own),
 * on one redis-server started for the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedis } from "../../server/node/redis-server";
import { connectScaleOut, type ScaleOut } from "../../server/redis";
import { CACHE_CLEAR_CHANNEL, createCacheBroadcast } from "../../server/redis/cache-broadcast";

let redis: RedisServer;
const connections: ScaleOut[] = [];

/** A storefront process's bus and caches: how often its own registry was emptied. */
async function storefrontProcess() {
  const scaleOut = await connectScaleOut(redis.url, { maxPerCart: 5 });
  connections.push(scaleOut);
  const emptied = { count: 0 };
  const broadcast = createCacheBroadcast(scaleOut.bus, {
    clearLocal: () => {
      emptied.count++;
      return { reference: 3, search: 1, cms: 1 };
    },
  });
  await (scaleOut.bus as { ready?: () => Promise<void> }).ready?.();
  return { scaleOut, broadcast, emptied };
}

const until = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  await redis?.stop();
});

describe("the cache admin on several processes sharing Redis", () => {
  it("empties the caches of the process asked and of every other, each exactly once", async () => {
    const [asked, other, third] = [
      await storefrontProcess(),
      await storefrontProcess(),
      await storefrontProcess(),
    ];
    expect(await asked.broadcast.clear()).toEqual({ reference: 3, search: 1, cms: 1 });
    expect(asked.emptied.count).toBe(1);
    await until(() => other.emptied.count === 1 && third.emptied.count === 1, "the other processes");
    // A second clearing from another process: each process empties once more, the sender included.
    await third.broadcast.clear();
    await until(() => asked.emptied.count === 2 && other.emptied.count === 2, "the second clearing");
    expect(third.emptied.count).toBe(2);
    // Its own message, echoed back by Redis, did not make the sender empty its caches twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([asked.emptied.count, other.emptied.count, third.emptied.count]).toEqual([2, 2, 2]);
  });

  it("ignores anything else on its channel, and stops listening when closed", async () => {
    const listening = await storefrontProcess();
    const sender = await storefrontProcess();
    await sender.scaleOut.bus.publish(CACHE_CLEAR_CHANNEL, "not json");
    await sender.scaleOut.bus.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ origin: 42 }));
    listening.broadcast.close();
    await sender.broadcast.clear();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listening.emptied.count).toBe(0);
  });
});
