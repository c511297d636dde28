/**
 * The Node host's Redis adapters (issue 22 item 6, decision 0053): with REDIS_URL set, the rooms' bus,
 * the cart rooms' places and every throttle live in Redis, so several storefront processes behind one
 * balancer act as one shop. Node-only (node-redis opens TCP sockets); nothing runtime-neutral imports
 * it: the host passes what it builds into composeServices and the room server as ports.
 */

import { createRedisBus } from "./bus";
import { connectRedis, type RedisClient } from "./client";
import { redisRoomSlots } from "./room-slots";
import { redisThrottles } from "./throttles";

export { createRedisBus } from "./bus";
export { connectRedis, type RedisClient } from "./client";
export { redisRoomSlots } from "./room-slots";
export { redisThrottles } from "./throttles";

/** Everything the host needs from Redis, over two connections (pub/sub needs its own). */
export async function connectScaleOut(url: string, options: { maxPerCart: number; now?: () => number }) {
  const commands: RedisClient = await connectRedis(url, "commands");
  const subscriber: RedisClient = await connectRedis(url, "subscriber");
  return {
    bus: createRedisBus(commands, subscriber),
    throttles: redisThrottles(commands, options.now),
    roomSlots: redisRoomSlots(commands, options.maxPerCart),
    /** Whether Redis answers (readiness). */
    ping: async () => (await commands.ping()) === "PONG",
    /** Closes both connections (graceful shutdown), after pending replies arrive. */
    close: async () => {
      await Promise.allSettled([subscriber.close(), commands.close()]);
    },
  };
}
export type ScaleOut = Awaited<ReturnType<typeof connectScaleOut>>;
