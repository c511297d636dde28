import { EventEmitter } from "node:events";

/**
 * What carries room events between the processes that change carts and the processes that hold
 * the sockets (SPEC §7 websocket). Messages are strings on named channels, so a Redis
 * PUBLISH/SUBSCRIBE implementation fits behind the same two calls without changing any caller.
 */
export interface RoomBus {
  publish(channel: string, message: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
}

/** The default for one process: an event emitter. */
export function createInProcessBus(): RoomBus {
  const emitter = new EventEmitter();
  // Every open cart room subscribes: the count is bounded by the connection limits, not by 10.
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}

export const CHANNELS = {
  cart: (cartId: string) => `cart:${cartId}`,
  stock: "stock",
} as const;
