/**
 * A cart room's places (SPEC §9: at most `maxConnectionsPerCart` connections per cart). With one
 * process the room server's own count is the truth; behind a balancer the places must be counted
 * where every process sees them (server/redis/room-slots.ts, issue 22 item 6), or each process would
 * admit its own ten.
 */
export interface RoomSlot {
  /** Gives the place back (the socket closed). Safe to call more than once. */
  release(): Promise<void>;
  /** Says the socket is still alive (each heartbeat), so a shared place outlives its lease. */
  refresh(): Promise<void>;
}

export interface RoomSlots {
  /** Takes one of the cart's places, or undefined when all are taken. Checks and takes in one step. */
  take(cartId: string): Promise<RoomSlot | undefined>;
}

/** One process's places, counted in memory: the default without Redis. */
export function memoryRoomSlots(maxPerCart: number): RoomSlots {
  const taken = new Map<string, number>();
  return {
    async take(cartId) {
      const count = taken.get(cartId) ?? 0;
      if (count >= maxPerCart) return undefined;
      taken.set(cartId, count + 1);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          const left = (taken.get(cartId) ?? 1) - 1;
          if (left > 0) taken.set(cartId, left);
          else taken.delete(cartId);
        },
        refresh: async () => {},
      };
    },
  };
}
