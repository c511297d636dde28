// The room bus's vocabulary, runtime-neutral (issue 18): the Node server's buses (bus.ts) and the
// edge's Durable Object publisher (server/edge/rooms/bus.ts) share it.

/**
 * The publishing half of the bus: all a storefront needs. The edge has only this half, since its
 * subscribers are the rooms' Durable Objects themselves (server/edge/rooms/bus.ts).
 */
export interface RoomPublisher {
  publish(channel: string, message: string): Promise<void>;
}

/**
 * What carries room events between the processes that change carts and the processes that hold
 * the sockets (SPEC §7 websocket). Messages are strings on named channels, so a Redis
 * PUBLISH/SUBSCRIBE implementation fits behind the same two calls without changing any caller.
 */
export interface RoomBus extends RoomPublisher {
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: string) => void): () => void;
  /**
   * Resolves when every subscription asked for so far is heard (Redis acknowledges it); a bus
   * without it hears a subscription at once (the in-process bus).
   */
  ready?(): Promise<void>;
}

/** A cart's own channel, and the one channel of every stock change. */
export const CHANNELS = {
  cart: (cartId: string) => `cart:${cartId}`,
  stock: "stock",
} as const;
