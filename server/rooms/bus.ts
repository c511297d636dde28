import type { RoomBus } from "./channels";

export { CHANNELS, type RoomBus, type RoomPublisher } from "./channels";

type Listener = (message: string) => void;

/**
 * The default for one process: a set of listeners per channel, with no node:events (issue 18 item 2,
 * decision 0042). What EventEmitter gave is kept: any number of listeners per channel (every open
 * cart room subscribes; there is no listener limit to warn about), called in the order they
 * subscribed, each message to the listeners subscribed when it was published. Each subscription is
 * its own entry, so unsubscribing removes exactly that one; a channel without listeners is dropped,
 * so closed carts leave nothing behind. Unlike EventEmitter, a listener that throws does not keep
 * the message from the others: every listener is called, then publishing fails with the first error
 * (the publisher logs it).
 */
export function createInProcessBus(): RoomBus {
  const channels = new Map<string, Set<{ listener: Listener }>>();
  return {
    async publish(channel, message) {
      const subscribed = [...(channels.get(channel) ?? [])];
      const errors: unknown[] = [];
      for (const { listener } of subscribed) {
        try {
          listener(message);
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length > 0) throw errors[0];
    },
    subscribe(channel, listener) {
      const entry = { listener };
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
      }
      listeners.add(entry);
      return () => {
        const current = channels.get(channel);
        if (!current?.delete(entry)) return;
        if (current.size === 0) channels.delete(channel);
      };
    },
  };
}
