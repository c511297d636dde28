/**
 * The shop cache admin across storefront processes (SPEC §6 "shop cache admin", issue 22 item 6,
 * decision 0057): `POST /__admin/cache` reaches one process behind the balancer, but every process
 * keeps its own caches (server/cache-registry.ts). With REDIS_URL the process that got the request
 * empties its own caches at once (its answer counts them) and publishes one message on the shared
 * bus; every other process empties its own when the message arrives. The message names its sender,
 * so the sender does not empty its caches twice. Node-only because its bus is Redis's; the bus is
 * the rooms' port (server/rooms/bus.ts), on a channel no cart id can take.
 */
import { type CacheKind, clearCaches } from "../cache-registry";
import type { RoomBus } from "../rooms/bus";

/** The bus channel of cache clearings (a cart id is a UUID, so no cart room shares it). */
export const CACHE_CLEAR_CHANNEL = "shop-cache-admin:clear";

export interface CacheBroadcast {
  /** Empties this process's caches and tells every other process to empty theirs. */
  clear(): Promise<Record<CacheKind, number>>;
  /** Stops listening (shutdown). */
  close(): void;
}

/**
 * Listens on the bus for clearings from other processes; `clearLocal` is this process's registry
 * (a test gives each simulated process its own). `origin` identifies this process on the bus.
 */
export function createCacheBroadcast(
  bus: RoomBus,
  {
    clearLocal = clearCaches,
    origin = crypto.randomUUID(),
  }: { clearLocal?: () => Record<CacheKind, number>; origin?: string } = {},
): CacheBroadcast {
  const unsubscribe = bus.subscribe(CACHE_CLEAR_CHANNEL, (message) => {
    const from = parseOrigin(message);
    if (from === undefined || from === origin) return;
    const cleared = clearLocal();
    console.info("Cache admin: caches emptied on another process's request", cleared);
  });
  return {
    async clear() {
      const cleared = clearLocal();
      await bus.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ origin }));
      return cleared;
    },
    close: unsubscribe,
  };
}

/** The sender of a clearing message; undefined for anything else on the channel. */
function parseOrigin(message: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed && typeof parsed === "object" && "origin" in parsed && typeof parsed.origin === "string")
      return parsed.origin;
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}
