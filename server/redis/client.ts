import { createClient, type RedisClientType } from "redis";

/** A node-redis 6 client (RESP2 defaults, no modules): what the shop's Redis adapters are given. */
export type RedisClient = RedisClientType;

/** How long a connection attempt waits before it fails (never an unbounded wait). */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a command waits for its answer. A Redis that hangs (paused, swapping) keeps the connection
 * open, so `disableOfflineQueue` does not help: without this every POST would wait on the per-address
 * limit, and a sign-in on its throttle, for as long as Redis hangs (second read of issue 22).
 */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * Opens a client to REDIS_URL (passed in by the Node host; never read here). A client that loses its
 * connection reconnects with node-redis' backoff and re-subscribes its pub/sub channels; meanwhile
 * commands fail fast instead of queueing without bound (`disableOfflineQueue`), so a shopper's request
 * gets the throttles' "unavailable" answer (decision 0041) rather than hanging. The URL may carry a
 * password: it is never logged, only the role of the connection.
 */
export async function connectRedis(url: string, role: string): Promise<RedisClient> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000),
    },
  }) as RedisClient;
  // Without a listener an 'error' event would end the process; the client reconnects by itself.
  client.on("error", (error: Error) => console.error(`Redis (${role}): ${error.message}`));
  await client.connect();
  return client;
}
