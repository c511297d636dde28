import type { RoomBus } from "../rooms/bus";
import type { RedisClient } from "./client";

/** Room channels share the Redis server with other users: ours are kept apart by this prefix. */
export const ROOM_CHANNEL_PREFIX = "shop:rooms:";

type Listener = (message: string) => void;

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
  const channels = new Map<string, Set<{ listener: Listener }>>();
  let pending: Promise<unknown> = Promise.resolve();
  const dispatch = (channel: string) => (message: string) => {
    for (const { listener } of [...(channels.get(channel) ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        console.error(`Rooms: a listener of ${channel} failed`, error);
      }
    }
  };
  const track = (what: string, operation: Promise<unknown>) => {
    pending = Promise.all([pending, operation.catch((error: unknown) => console.error(what, error))]);
  };
  return {
    async publish(channel, message) {
      await publisher.sPublish(ROOM_CHANNEL_PREFIX + channel, message);
    },
    subscribe(channel, listener) {
      const entry = { listener };
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        track(
          `Rooms: subscribing to ${channel} failed`,
          subscriber.sSubscribe(ROOM_CHANNEL_PREFIX + channel, dispatch(channel)),
        );
      }
      listeners.add(entry);
      return () => {
        const current = channels.get(channel);
        if (!current?.delete(entry) || current.size > 0) return;
        channels.delete(channel);
        track(
          `Rooms: unsubscribing from ${channel} failed`,
          subscriber.sUnsubscribe(ROOM_CHANNEL_PREFIX + channel),
        );
      };
    },
    ready: async () => {
      await pending;
    },
  };
}
