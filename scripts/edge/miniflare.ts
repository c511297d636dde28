/**
 * Serves the edge build locally through workerd, as Cloudflare would (issue 18 item 1): miniflare
 * 4.20260426.0 with the bundle passed as an ES module (its `scriptPath` trips over Remix's dynamic
 * `import()`; docs/TOOLCHAIN "Edge runtime"), nodejs_compat, the compatibility date of wrangler.toml
 * and the static-asset folder of `npm run build:edge` as the ASSETS binding, the worker running first.
 * Used by `npm run start:edge`, `npm run bench:edge` and the edge tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Miniflare } from "miniflare";
import { EDGE_ASSETS, EDGE_BUILD } from "./build";

/** The worker's compatibility date and flags: the same as wrangler.toml's (checked by a test). */
export const COMPATIBILITY_DATE = "2026-04-01";
export const COMPATIBILITY_FLAGS = ["nodejs_compat"];

export interface EdgeServer {
  /** The worker's base URL ("http://127.0.0.1:8725/"). */
  url: URL;
  stop(): Promise<void>;
  /** The instance itself, for tests that read a Durable Object's state (getDurableObjectNamespace). */
  miniflare: Miniflare;
}

/**
 * Starts workerd on 127.0.0.1:`port` (0 for a free one) with `bindings` as the worker's env: the
 * same names as the Node host's environment (server/edge/env.ts), secrets included.
 */
export async function startEdgeServer({
  port,
  bindings,
  root = process.cwd(),
}: {
  port: number;
  bindings: Record<string, string>;
  root?: string;
}): Promise<EdgeServer> {
  const bundle = path.join(root, EDGE_BUILD);
  const miniflare = new Miniflare({
    modules: [{ type: "ESModule", path: bundle, contents: readFileSync(bundle, "utf8") }],
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: COMPATIBILITY_FLAGS,
    assets: {
      directory: path.join(root, EDGE_ASSETS),
      binding: "ASSETS",
      // As wrangler.toml's run_worker_first: only what the static step's mounts name is ever served.
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    bindings,
    // wrangler.toml's Durable Object bindings (decision 0040), SQLite-backed as there.
    durableObjects: {
      CART_ROOMS: { className: "CartRoom", useSQLite: true },
      STOCK_INDEX: { className: "StockIndex", useSQLite: true },
      THROTTLES: { className: "Throttles", useSQLite: true },
    },
    host: "127.0.0.1",
    port,
  });
  const url = await miniflare.ready;
  return { url, stop: () => miniflare.dispose(), miniflare };
}
