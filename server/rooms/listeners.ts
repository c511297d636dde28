type Listener = (message: string) => void;

/**
 * The listeners of a room bus, per channel (shared by the in-process bus and the Redis bus, so both
 * keep the rules of server/rooms/bus.ts in one place): any number per channel, called in the order
 * they subscribed, each message to the listeners subscribed when it was delivered; each subscription
 * its own entry, so unsubscribing removes exactly that one; a channel without listeners is dropped.
 * `opened`/`closed` tell a bus when a channel gets its first listener and loses its last (the Redis
 * bus subscribes and unsubscribes there).
 */
export function createListenerRegistry(
  hooks: { opened?: (channel: string) => void; closed?: (channel: string) => void } = {},
) {
  const channels = new Map<string, Set<{ listener: Listener }>>();
  return {
    /** Calls every listener of the channel; a throwing one does not keep the message from the others. */
    deliver(channel: string, message: string): unknown[] {
      const errors: unknown[] = [];
      for (const { listener } of [...(channels.get(channel) ?? [])]) {
        try {
          listener(message);
        } catch (error) {
          errors.push(error);
        }
      }
      return errors;
    },
    /** Adds a listener; the returned function removes exactly this subscription. */
    add(channel: string, listener: Listener): () => void {
      const entry = { listener };
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        hooks.opened?.(channel);
      }
      listeners.add(entry);
      return () => {
        const current = channels.get(channel);
        if (!current?.delete(entry) || current.size > 0) return;
        channels.delete(channel);
        hooks.closed?.(channel);
      };
    },
  };
}
