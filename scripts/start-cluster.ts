/**
 * `npm run start:cluster` (issue 22 item 6, decision 0057): the shop as several storefront processes
 * (CLUSTER_SIZE, 2 by default) behind one port, as ARCHITECTURE.md's "Node, scaled out" row runs it.
 *
 * - **Redis**: REDIS_URL, or a redis-server of its own on a free loopback port (Debian's, without
 *   persistence; it holds only room places, the bus and the throttles' recent events).
 * - **One platform**: unless the production services are configured (CTP_PROJECT_KEY), this process
 *   starts the local services host (decision 0037: the embedded engine, search index and payment
 *   provider over their production APIs, the same SQLite files as `npm start`) and every storefront
 *   runs the production adapters against it, so one process owns each SQLite file.
 * - **The storefronts**: `scripts/start.mjs` (builds when needed; the first one is started alone, so
 *   only it builds) on free loopback ports, trusting the front as their proxy, advertising the
 *   rooms at the front's port; a process that dies is started again on the same ports.
 * - **The front** (server/node/balancer.ts) on HOST:PORT: HTTP and the rooms' WebSocket upgrades,
 *   round robin. CLUSTER_PINNING=on (tests only) lets a cookie pick the process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { COUNTRIES, DEFAULT_COUNTRY, PORTS } from "../config";
import { CLUSTER, clusterSize } from "../config/cluster";
import { startEmbeddedServices } from "../server/local-services/embedded";
import type { RunningLocalServices } from "../server/local-services/index";
import { type Backend, createBalancer } from "../server/node/balancer";
import { freePort } from "../server/node/free-port";
import { trustFunction } from "../server/node/http";
import { type RedisServer, startRedis } from "../server/node/redis-server";

const ENV = process.env;
const PORT = Number(ENV.PORT ?? PORTS.app);
const HOST = ENV.HOST ?? "127.0.0.1";
const SIZE = clusterSize(ENV.CLUSTER_SIZE);
const PINNING = ENV.CLUSTER_PINNING === "on";
const frontUrl = `http://127.0.0.1:${PORT}`;

let stopping = false;
const children: (ChildProcess | undefined)[] = [];

/** Resolves when the process answers /healthz, or fails when it exits or the time is up. */
async function healthy(backend: Backend, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + CLUSTER.startTimeoutMs;
  for (;;) {
    const alive = await fetch(`http://127.0.0.1:${backend.http}/healthz`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (alive) return;
    if (child.exitCode !== null)
      throw new Error(`storefront on port ${backend.http} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`storefront on port ${backend.http} did not start in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts storefront `index` (and again whenever it exits while the cluster is not stopping). */
function startStorefront(index: number, backend: Backend, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...env, PORT: String(backend.http), ROOMS_PORT: String(backend.rooms) },
    stdio: "inherit",
  });
  children[index] = child;
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`Storefront ${index} exited (${signal ?? code}): starting it again`);
    setTimeout(() => {
      if (!stopping) startStorefront(index, backend, env);
    }, CLUSTER.restartDelayMs);
  });
  return child;
}

/** What every storefront process gets: the platform's variables, Redis, the front as proxy. */
function storefrontEnv(
  redisUrl: string,
  services: RunningLocalServices | undefined,
  index: number,
): NodeJS.ProcessEnv {
  // start.mjs makes it production when unset, as `npm start` does.
  const env: NodeJS.ProcessEnv = { NODE_ENV: ENV.NODE_ENV ?? "production" };
  for (const [name, value] of Object.entries({ ...ENV, ...services?.env })) if (value) env[name] = value;
  env.HOST = "127.0.0.1";
  env.REDIS_URL = redisUrl;
  env.TRUST_PROXY = ENV.TRUST_PROXY ? `loopback, ${ENV.TRUST_PROXY}` : "loopback";
  env.ROOMS_PUBLIC_URL = ENV.ROOMS_PUBLIC_URL ?? `ws://localhost:${PORT}`;
  env.CLUSTER_PROCESS = String(index);
  if (ENV.METRICS_PORT) env.METRICS_PORT = String(Number(ENV.METRICS_PORT) + index);
  return env;
}

const redis: RedisServer | undefined = ENV.REDIS_URL ? undefined : await startRedis();
const redisUrl = ENV.REDIS_URL ?? (redis as RedisServer).url;
console.info(redis ? `Redis of this cluster on ${redisUrl}` : "Redis: REDIS_URL");
const services = ENV.CTP_PROJECT_KEY
  ? undefined
  : await startEmbeddedServices({ ...ENV, SHOP_URL: frontUrl });
if (services) console.info(`Local services (one platform for every storefront) on ${services.url}`);

const backends: Backend[] = [];
for (let index = 0; index < SIZE; index++) backends.push({ http: await freePort(), rooms: await freePort() });

const front = createBalancer({
  backends,
  restMs: CLUSTER.restMs,
  pinCookie: PINNING ? CLUSTER.pinCookie : undefined,
  // Only a proxy TRUST_PROXY names may pass on X-Forwarded-* and X-Request-Id (decision 0066).
  trust: trustFunction(ENV.TRUST_PROXY),
});

async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal} stopping the front, the storefronts, the services and Redis`);
  setTimeout(() => process.exit(1), 15_000).unref();
  front.close();
  front.closeAllConnections();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  await Promise.allSettled([services?.close(), redis?.stop()]);
  process.exit(code);
}
process.once("SIGTERM", () => void shutdown("SIGTERM received:"));
process.once("SIGINT", () => void shutdown("SIGINT received:"));

try {
  // The first alone (it builds when the build is missing or stale), then the others together.
  const [first, ...rest] = backends.map((backend, index) => ({ backend, index }));
  if (first)
    await healthy(first.backend, startStorefront(0, first.backend, storefrontEnv(redisUrl, services, 0)));
  await Promise.all(
    rest.map(({ backend, index }) =>
      healthy(backend, startStorefront(index, backend, storefrontEnv(redisUrl, services, index))),
    ),
  );
} catch (error) {
  console.error((error as Error).message);
  await shutdown("A storefront did not start:", 1);
}
front.listen(PORT, HOST, () => {
  const base = (cc: string) => `http://${cc === DEFAULT_COUNTRY ? "" : `${cc}.`}localhost:${PORT}`;
  console.info(`Shop cluster (${SIZE} storefront processes) listening on ${HOST}:${PORT}`);
  if (PINNING)
    console.warn(`CLUSTER_PINNING=on: the ${CLUSTER.pinCookie} cookie picks the process (tests only)`);
  for (const c of Object.values(COUNTRIES)) console.info(`  ${c.label.padEnd(15)} ${base(c.countryCode)}`);
});
