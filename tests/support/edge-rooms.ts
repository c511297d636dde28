import path from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

/** The test secrets of the edge rooms (room tokens, the stock webhook). */
export const EDGE_SECRETS = { session: "edge-test-secret", stockWebhook: "edge-stock-secret" } as const;

const durableObjects = {
  CART_ROOMS: "CartRoom",
  STOCK_INDEX: "StockIndex",
  THROTTLES: "Throttles",
} as const;

/**
 * One Miniflare (workerd) with the edge rooms' Durable Objects, bundled from
 * tests/support/edge-rooms-worker.ts the way the edge build bundles (esbuild, workerd conditions),
 * listening on 127.0.0.1 and a free port. A second worker, "other", binds the same Durable Object
 * classes of the first: two worker instances sharing one set of objects, as two isolates or two
 * locations do in production. `holding` is what the rooms' cartSkus look-up answers.
 */
export async function startEdgeRooms(holding: Record<string, string[]> = {}) {
  const bundle = await build({
    entryPoints: [path.resolve(import.meta.dirname, "edge-rooms-worker.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    logLevel: "error",
  });
  const contents = bundle.outputFiles[0]?.text ?? "";
  const worker = (name: string) => ({
    name,
    modules: [{ type: "ESModule" as const, path: `${name}.js`, contents }],
    compatibilityDate: "2026-04-01",
    bindings: {
      SESSION_SECRET: EDGE_SECRETS.session,
      STOCK_WEBHOOK_SECRET: EDGE_SECRETS.stockWebhook,
      CART_SKUS: JSON.stringify(holding),
    },
  });
  const mf = new Miniflare({
    host: "127.0.0.1",
    port: 0,
    workers: [
      { ...worker("shop"), durableObjects },
      {
        ...worker("other"),
        durableObjects: Object.fromEntries(
          Object.entries(durableObjects).map(([binding, className]) => [
            binding,
            { className, scriptName: "shop" },
          ]),
        ),
      },
    ],
  });
  const url = await mf.ready;
  const other = await mf.getWorker("other");
  return {
    mf,
    /** The shop worker's origin, e.g. http://127.0.0.1:43210 */
    url: url.origin,
    /** A request to the second worker. */
    fetchOther: (input: string, init?: RequestInit) =>
      other.fetch(input, init as never) as unknown as Promise<Response>,
    stop: () => mf.dispose(),
  };
}
