/**
 * The shop cache admin across storefront processes (SPEC §6 "shop cache admin", issue 22 item 6,
 * decision 0057): `POST /__admin/cache` reaches one process behind the balancer, but every process
 * keeps its own caches (server/cache-registry.ts). With REDIS_URL the process that got the request
 * empties its own caches at once (its answer counts them) and publishes one message on the shared
 * bus; every other process empties its own when the message arrives. The message names its sender,
 * so the sender does not empty its caches twice. Node-only because its bus is Redis's; the bus is
 * the rooms' port (server/rooms/bus.ts), on a channel no cart id can take.
 *
 * The subscription is acknowledged before the host starts serving (`startCacheBroadcast` waits for
 * the bus's `ready`), so a clearing sent right after a process starts is not lost to it. A Redis
 * that is down does not make the admin fail: this process's caches are emptied all the same and
 * the answer says `broadcast: false`, so the operator knows to ask again (decision 0066).
 */
import { type CacheKind, clearCaches } from "../cache-registry";
import type { RoomBus } from "../rooms/bus";

/** The bus channel of cache clearings (a cart id is a UUID, so no cart room shares it). */
export const CACHE_CLEAR_CHANNEL = "shop-cache-admin:clear";

/** What a clearing did: this process's emptied caches, and whether the others were told. */
export interface CacheClearing {
  cleared: Record<CacheKind, number>;
  /** False when the message could not be published (Redis down): only this process was emptied. */
  broadcast: boolean;
}

export interface CacheBroadcast {
  /** Empties this process's caches and tells every other process to empty theirs; never rejects. */
  clear(): Promise<CacheClearing>;
  /** Stops listening (shutdown). */
  close(): void;
}

/** The bus, with the Redis bus's `ready` (every subscription acknowledged) when it has one. */
type Bus = RoomBus & { ready?: () => Promise<void> };

/**
 * Listens on the bus for clearings from other processes and resolves once the subscription is
 * acknowledged; `clearLocal` is this process's registry (a test gives each simulated process its
 * own). `origin` identifies this process on the bus.
 */
export async function startCacheBroadcast(
  bus: Bus,
  {
    clearLocal = clearCaches,
    origin = crypto.randomUUID(),
    log = console,
  }: {
    clearLocal?: () => Record<CacheKind, number>;
    origin?: string;
    log?: Pick<Console, "info" | "error">;
  } = {},
): Promise<CacheBroadcast> {
  const unsubscribe = bus.subscribe(CACHE_CLEAR_CHANNEL, (message) => {
    const from = parseOrigin(message);
    if (from === undefined || from === origin) return;
    const cleared = clearLocal();
    log.info("Cache admin: caches emptied on another process's request", cleared);
  });
  await bus.ready?.();
  return {
    async clear() {
      const cleared = clearLocal();
      try {
        await bus.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ origin }));
        return { cleared, broadcast: true };
      } catch (error) {
        log.error(
          "Cache admin: the other processes could not be told (Redis unavailable); only this one was emptied",
          error instanceof Error ? error.message : "",
        );
        return { cleared, broadcast: false };
      }
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
