/**
 * Issue 22 item 6, decisions 0057 and 0066: the shop cache admin empties the caches of every
 * storefront process when they share Redis. Each "process" here is what server/index.ts builds from
 * REDIS_URL (connectScaleOut: its own connections and bus, startCacheBroadcast awaited) with its own
 * cache registry, on one redis-server started for the test. Every wait is for an event (a process
 * emptying its caches, or a message seen on the channel), bounded generously: a clearing that never
 * arrives fails the test with what was missing, and nothing is judged after a fixed sleep.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedis } from "../../server/node/redis-server";
import { connectScaleOut, type ScaleOut } from "../../server/redis";
import { CACHE_CLEAR_CHANNEL, startCacheBroadcast } from "../../server/redis/cache-broadcast";

/** How long a message may take on a busy 2-core machine before the test calls it lost. */
const BOUND_MS = 10_000;
const CACHES = { reference: 3, search: 1, cms: 1, pages: 0 };
const quiet = { info: () => {}, error: () => {} };

let redis: RedisServer;
const connections: ScaleOut[] = [];

/** Resolves when `reached()` holds, re-checked on every `notify`; rejects after BOUND_MS naming `what`. */
function events() {
  const waiters = new Set<() => void>();
  return {
    notify: () => {
      for (const check of [...waiters]) check();
    },
    until: (reached: () => boolean, what: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${what}: not within ${BOUND_MS} ms`));
        }, BOUND_MS);
        function check() {
          if (!reached()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        }
        waiters.add(check);
        check();
      }),
  };
}

/** A storefront process's bus and caches: how often its own registry was emptied. */
async function storefrontProcess(url = redis.url) {
  const scaleOut = await connectScaleOut(url, { maxPerCart: 5 });
  connections.push(scaleOut);
  const emptied = { count: 0 };
  const changed = events();
  const broadcast = await startCacheBroadcast(scaleOut.bus, {
    clearLocal: () => {
      emptied.count++;
      changed.notify();
      return CACHES;
    },
    log: quiet,
  });
  const emptiedTimes = (count: number, what: string) => changed.until(() => emptied.count >= count, what);
  return { scaleOut, broadcast, emptied, emptiedTimes };
}

/**
 * Every message this process's bus delivers on the clearing channel, in order. Redis delivers a
 * channel's messages to one connection in the order they were published, and the bus calls a
 * channel's listeners in the order they subscribed, so once this probe (subscribed after the
 * broadcast) has seen a message, the broadcast's own listener has handled it and any before it.
 */
function probe(scaleOut: ScaleOut) {
  const seen: string[] = [];
  const arrived = events();
  scaleOut.bus.subscribe(CACHE_CLEAR_CHANNEL, (message) => {
    seen.push(message);
    arrived.notify();
  });
  return {
    seen,
    ready: () => (scaleOut.bus as { ready?: () => Promise<void> }).ready?.(),
    count: (count: number, what: string) => arrived.until(() => seen.length >= count, what),
  };
}

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
    // Started with its subscription acknowledged: the very first clearing reaches it.
    expect(await asked.broadcast.clear()).toEqual({ cleared: CACHES, broadcast: true });
    expect(asked.emptied.count).toBe(1);
    await Promise.all([
      other.emptiedTimes(1, "the second process emptying its caches"),
      third.emptiedTimes(1, "the third process emptying its caches"),
    ]);
    // A second clearing from another process: each process empties once more, the sender included.
    const echo = probe(third.scaleOut);
    await echo.ready();
    await third.broadcast.clear();
    await Promise.all([
      asked.emptiedTimes(2, "the first process emptying on the second clearing"),
      other.emptiedTimes(2, "the second process emptying on the second clearing"),
    ]);
    // Its own message came back to the sender (seen by the probe after its broadcast's listener),
    // and did not make it empty its caches twice.
    await echo.count(1, "the sender's own message echoed back by Redis");
    expect(JSON.parse(echo.seen[0] ?? "{}")).toHaveProperty("origin");
    expect([asked.emptied.count, other.emptied.count, third.emptied.count]).toEqual([2, 2, 2]);
  });

  it("ignores anything else on its channel, and stops listening when closed", async () => {
    const listening = await storefrontProcess();
    const closed = await storefrontProcess();
    const sender = await storefrontProcess();
    const arrivals = probe(closed.scaleOut);
    await arrivals.ready();
    closed.broadcast.close();
    await sender.scaleOut.bus.publish(CACHE_CLEAR_CHANNEL, "not json");
    await sender.scaleOut.bus.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ origin: 42 }));
    await sender.broadcast.clear();
    // The real clearing came after the two others: once it has emptied the listening process,
    // they had been handled (and ignored) before it.
    await listening.emptiedTimes(1, "the listening process emptying on the real clearing");
    expect(listening.emptied.count).toBe(1);
    // All three reached the closed process's connection, and none emptied its caches.
    await arrivals.count(3, "the three messages reaching the closed process's connection");
    expect(closed.emptied.count).toBe(0);
  });
});

describe("the cache admin while Redis is down", () => {
  it("still empties the asked process's caches and says broadcast false, without throwing", async () => {
    const own = await startRedis();
    try {
      const asked = await storefrontProcess(own.url);
      await own.stop();
      await expect(asked.broadcast.clear()).resolves.toEqual({ cleared: CACHES, broadcast: false });
      expect(asked.emptied.count).toBe(1);
    } finally {
      await own.stop();
    }
  }, 30_000);
});
