import type { RoomBus } from "./channels";
import { createListenerRegistry } from "./listeners";

export { CHANNELS, type RoomBus, type RoomPublisher } from "./channels";

/**
 * The default for one process: a set of listeners per channel (./listeners.ts), with no node:events (issue 18 item 2,
 * decision 0042). What EventEmitter gave is kept: any number of listeners per channel (every open
 * cart room subscribes; there is no listener limit to warn about), called in the order they
 * subscribed, each message to the listeners subscribed when it was published. Each subscription is
 * its own entry, so unsubscribing removes exactly that one; a channel without listeners is dropped,
 * so closed carts leave nothing behind. Unlike EventEmitter, a listener that throws does not keep
 * the message from the others: every listener is called, then publishing fails with the first error
 * (the publisher logs it).
 */
export function createInProcessBus(): RoomBus {
  const listeners = createListenerRegistry();
  return {
    async publish(channel, message) {
      const errors = listeners.deliver(channel, message);
      if (errors.length > 0) throw errors[0];
    },
    subscribe: (channel, listener) => listeners.add(channel, listener),
  };
}
