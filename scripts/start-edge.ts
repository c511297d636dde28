/**
 * `npm run start:edge` (issue 18 item 1): builds the storefront for workerd and serves it locally
 * through miniflare on 127.0.0.1:EDGE_PORT (8787 by default), printing its URL and the market hosts
 * as `npm start` does. The worker reaches every service through its production adapter over fetch,
 * configured by the same variables as the Node host (server/edge/env.ts lists them): point them at
 * real services, or at the local services host (`npm run services`, which this script starts once
 * the SERVICES part of issue 18 is merged; see README "The edge build").
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COUNTRIES, DEFAULT_COUNTRY } from "../config";
import { edgeEnvSchema, readEdgeEnv } from "../server/edge/env";
import { buildEdge } from "./edge/build";
import { startEdgeServer } from "./edge/miniflare";

const PORT = Number(process.env.EDGE_PORT ?? 8787);

/** The local session secret of scripts/start.mjs, so both servers sign cookies alike on one machine. */
function localSessionSecret(): string {
  const file = path.join(".data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** The worker's bindings: the variables of server/edge/env.ts that this process's environment sets. */
function bindingsFromEnvironment(): Record<string, string> {
  const names = Object.keys(edgeEnvSchema.shape);
  const bindings = Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  );
  bindings.SESSION_SECRET ??= localSessionSecret();
  return bindings;
}

const bindings = bindingsFromEnvironment();
try {
  readEdgeEnv(bindings);
} catch (error) {
  console.error((error as Error).message);
  console.error(
    'The edge build has no embedded defaults: set these variables (README "The edge build"), e.g. to the local services host of `npm run services`.',
  );
  process.exit(1);
}

buildEdge();
const edge = await startEdgeServer({ port: PORT, bindings });
const base = (cc: string) => `http://${cc === DEFAULT_COUNTRY ? "" : `${cc}.`}localhost:${edge.url.port}`;
console.info(`Shop (workerd) listening on ${edge.url.host}`);
for (const c of Object.values(COUNTRIES)) console.info(`  ${c.label.padEnd(15)} ${base(c.countryCode)}`);

function shutdown(signal: string) {
  console.info(`${signal} received: stopping workerd`);
  void edge.stop().then(() => process.exit(0));
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
