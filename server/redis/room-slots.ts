import type { RoomSlots } from "../rooms/slots";
import type { RedisClient } from "./client";

/** Room places share the Redis server with other users: ours are kept apart by this prefix. */
export const ROOM_SLOTS_PREFIX = "shop:room-slots:";

/**
 * How long a place is held without a heartbeat: three of the room server's 30 s pings, so a process
 * that dies (SIGKILL, a lost machine) gives its places back within 90 s instead of never.
 */
export const ROOM_SLOT_LEASE_MS = 90_000;

/**
 * Takes a place in one atomic step: a cart's places are a sorted set of socket ids scored by the end
 * of their lease; expired ones are dropped, then a place is taken only while fewer than `max` are held.
 * "refresh" extends an existing place (XX: never re-creates a released one). Redis's own clock.
 */
const SLOTS_SCRIPT = `
local key, op, member = KEYS[1], ARGV[1], ARGV[2]
local lease, max = tonumber(ARGV[3]), tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
if op == 'refresh' then
  redis.call('ZADD', key, 'XX', now + lease, member)
  redis.call('PEXPIRE', key, lease)
  return 1
end
if redis.call('ZCARD', key) >= max then return 0 end
redis.call('ZADD', key, now + lease, member)
redis.call('PEXPIRE', key, lease)
return 1
`;

/**
 * The per-cart connection limit shared by every storefront process (issue 22 item 6): two tabs on
 * two processes take places from one count of `maxPerCart`.
 */
export function redisRoomSlots(
  client: RedisClient,
  maxPerCart: number,
  leaseMs = ROOM_SLOT_LEASE_MS,
): RoomSlots {
  const run = (op: string, key: string, member: string) =>
    client.eval(SLOTS_SCRIPT, { keys: [key], arguments: [op, member, String(leaseMs), String(maxPerCart)] });
  return {
    async take(cartId) {
      const key = ROOM_SLOTS_PREFIX + cartId;
      const member = crypto.randomUUID();
      if (Number(await run("take", key, member)) !== 1) return undefined;
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await client.zRem(key, member);
        },
        refresh: async () => {
          if (!released) await run("refresh", key, member);
        },
      };
    },
  };
}
