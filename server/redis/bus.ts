import type { RoomBus } from "../rooms/bus";
import { createListenerRegistry } from "../rooms/listeners";
import type { RedisClient } from "./client";

/** Room channels share the Redis server with other users: ours are kept apart by this prefix. */
export const ROOM_CHANNEL_PREFIX = "shop:rooms:";

/**
 * The rooms' bus across storefront processes (issue 22 item 6, SPEC §7 websocket): Redis sharded
 * pub/sub (SPUBLISH/SSUBSCRIBE, Redis 7), so in a Redis Cluster each cart channel lives on the shard
 * of its key slot and a message travels to that shard only, not to every node as PUBLISH would.
 * Subscribing needs a connection of its own (a subscribed RESP2 connection takes no other commands),
 * hence `subscriber` beside `publisher`. Listeners behave as the in-process bus's do (server/rooms/bus.ts):
 * any number per channel, each subscription removed exactly, a channel unsubscribed from Redis with
 * its last listener, and a throwing listener does not keep the message from the others (logged).
 */
export function createRedisBus(
  publisher: RedisClient,
  subscriber: RedisClient,
): RoomBus & {
  /** Resolves when every subscription asked for so far is acknowledged by Redis. */
  ready(): Promise<void>;
} {
  let pending: Promise<unknown> = Promise.resolve();
  const track = (what: string, operation: Promise<unknown>) => {
    pending = Promise.all([pending, operation.catch((error: unknown) => console.error(what, error))]);
  };
  const listeners = createListenerRegistry({
    opened: (channel) =>
      track(
        `Rooms: subscribing to ${channel} failed`,
        subscriber.sSubscribe(ROOM_CHANNEL_PREFIX + channel, (message) => {
          for (const error of listeners.deliver(channel, message))
            console.error(`Rooms: a listener of ${channel} failed`, error);
        }),
      ),
    closed: (channel) =>
      track(
        `Rooms: unsubscribing from ${channel} failed`,
        subscriber.sUnsubscribe(ROOM_CHANNEL_PREFIX + channel),
      ),
  });
  return {
    async publish(channel, message) {
      await publisher.sPublish(ROOM_CHANNEL_PREFIX + channel, message);
    },
    subscribe: (channel, listener) => listeners.add(channel, listener),
    ready: async () => {
      await pending;
    },
  };
}
