import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { embeddedTestEnv } from "./embedded-env";

/** The ports of a built shop a test starts: pages, cart rooms, and /metrics when the test reads it. */
export interface BuiltShopPorts {
  port: number;
  rooms: number;
  metrics?: number;
}

/**
 * The environment of a built shop (server/index.ts serving build/, NODE_ENV=production) that a test
 * starts as a process of its own: the embedded defaults with their files in `dir` (commerce and
 * search on disk, so a restart on the same folder keeps them), on 127.0.0.1 and the given ports,
 * with a test session secret. A test adds what it needs beyond it (a log level, a proxy, an admin).
 */
export function builtShopEnv(dir: string, { port, rooms, metrics }: BuiltShopPorts): Record<string, string> {
  return {
    ...embeddedTestEnv(dir),
    NODE_ENV: "production",
    PORT: String(port),
    ROOMS_PORT: String(rooms),
    ...(metrics === undefined ? {} : { METRICS_PORT: String(metrics) }),
    HOST: "127.0.0.1",
    SESSION_SECRET: "built-shop-test-secret",
    COMMERCE_DB_PATH: path.join(dir, "commerce.sqlite"),
    SEARCH_DB_PATH: path.join(dir, "search.sqlite"),
  };
}

/**
 * Waits until a shop process started by a test answers `GET {base}/healthz` with 200, generously (a
 * busy CI machine starts a server slowly); fails at once when the process has exited, with `detail()`
 * (its captured stderr, say) in the message.
 */
export async function untilHealthy(
  base: string,
  shop: ChildProcess,
  { seconds = 170, detail = () => "" }: { seconds?: number; detail?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const alive = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (alive) return;
    if (shop.exitCode !== null || shop.signalCode !== null)
      throw new Error(`the shop exited (${shop.exitCode ?? shop.signalCode})${detail()}`);
    if (Date.now() > deadline) throw new Error(`the shop did not start within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
