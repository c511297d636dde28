import type { ThrottleLimit } from "../../config";
import { type SharedThrottle, type Throttles, throttleKey } from "../account/throttle";
import { sha256Hex } from "../digest";
import type { RedisClient } from "./client";

/**
 * One bucket's sliding window as a sorted set (member: one event's id, score: its time in ms), checked
 * and counted in one Lua script, which Redis runs atomically: parallel requests on any number of
 * storefront processes cannot all pass a check made before any of them was counted (decision 0041).
 * The same rule as the memory throttle (server/account/throttle.ts `inWindow`, `waitMinutes`): events
 * at or before now − window are dropped; with `max` left, the wait runs until the oldest of the last
 * `max` leaves the window. Returns that wait in ms, or 0 when the key may go on (and, for "count",
 * was counted). The clock is Redis's own (TIME) unless the caller passes one (tests move it), so
 * processes on machines with drifting clocks judge by one time.
 */
const WINDOW_SCRIPT = `
local key, op, member = KEYS[1], ARGV[1], ARGV[5]
local window, max = tonumber(ARGV[3]), tonumber(ARGV[4])
local now = tonumber(ARGV[2])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
local wait = 0
if n >= max then
  local oldest = redis.call('ZRANGE', key, n - max, n - max, 'WITHSCORES')
  wait = tonumber(oldest[2]) + window - now
end
if op == 'count' and wait <= 0 then
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
end
return wait
`;

/** Throttle buckets share the Redis server with other users: ours are kept apart by this prefix. */
export const THROTTLE_KEY_PREFIX = "shop:throttle:";

const minutesOf = (waitMs: number) => (waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0);

/**
 * The Throttles port over Redis (issue 22 item 6): every limit of the shop (sign-in, password-reset
 * mails, contact form, newsletter, tracking, VAT checks) counted where every storefront process sees
 * it, so a client spreading requests over the processes behind a balancer still meets each limit once.
 * Throttles of one name share their counts, and a name asked for with another limit throws, as
 * `memoryThrottles` does. A failing Redis makes `count` reject: the callers then refuse the attempt
 * ("unavailable"), never let it through unthrottled (decision 0041).
 */
export function redisThrottles(client: RedisClient, now?: () => number): Throttles {
  const limits = new Map<string, ThrottleLimit>();
  let sequence = 0;
  const run = async (op: string, bucket: string, limit: ThrottleLimit, member = "") =>
    Number(
      await client.eval(WINDOW_SCRIPT, {
        keys: [bucket],
        arguments: [
          op,
          now ? String(now()) : "",
          String(limit.windowMinutes * 60_000),
          String(limit.max),
          member,
        ],
      }),
    );
  return (name, limit) => {
    const known = limits.get(name);
    if (known && (known.max !== limit.max || known.windowMinutes !== limit.windowMinutes))
      throw new Error(`Throttles: "${name}" is already used with another limit`);
    limits.set(name, limit);
    // Hashed, as the edge names its objects: no e-mail or address readable in Redis' key space.
    const bucketOf = async (key: string) =>
      `${THROTTLE_KEY_PREFIX}${await sha256Hex(`${name}:${throttleKey(key)}`)}`;
    const throttle: SharedThrottle = {
      blockedFor: async (key) => minutesOf(await run("check", await bucketOf(key), limit)),
      async count(key) {
        // Unique across processes: a random part, and a counter for events of one millisecond.
        const member = `${Date.now()}-${++sequence}-${crypto.randomUUID()}`;
        const bucket = await bucketOf(key);
        const wait = await run("count", bucket, limit, member);
        if (wait > 0) return { blockedFor: minutesOf(wait), undo: async () => {} };
        // zRem removes this event only, and a second undo finds nothing to remove.
        return { blockedFor: 0, undo: async () => void (await client.zRem(bucket, member)) };
      },
      clear: async (key) => void (await client.del(await bucketOf(key))),
    };
    return throttle;
  };
}
