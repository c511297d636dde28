/**
 * `npm run start:edge` (issue 18 item 1): builds the storefront for workerd and serves the whole shop
 * on one machine. In this one process it starts the local services host (server/local-services,
 * decision 0037: the embedded defaults answering the commercetools, Typesense, Adyen, VAT and mail
 * APIs on SERVICES_PORT) and then the worker through miniflare on 127.0.0.1:EDGE_PORT (8787 by
 * default), with the host's printed variables as the worker's bindings, and prints the shop's URL
 * and the market hosts as `npm start` does. The edge has no embedded defaults (decision 0039), so
 * this host is what makes the edge build run without credentials.
 *
 * The host is told where the worker is: SHOP_URL (the local payment provider posts its signed
 * notifications to the worker's webhook, SPEC §5) and STOCK_WEBHOOK_URL with a secret made for this
 * run (stock changes reach the cart rooms' Durable Objects, decision 0040).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { COUNTRIES, DEFAULT_COUNTRY } from "../config";
import { edgeEnvSchema, readEdgeEnv } from "../server/edge/env";
import { STOCK_WEBHOOK_PATH } from "../server/edge/rooms/protocol";
import { startEmbeddedServices } from "../server/local-services/embedded";
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

/**
 * The worker's bindings: the variables of server/edge/env.ts that this process's environment sets
 * (the session secret, VAT_OWN_ID, optional services such as address validation …), then the local
 * services host's, which win for the services it serves (this script exists to run against them).
 */
export function edgeBindings(
  environment: Record<string, string | undefined>,
  services: Record<string, string>,
  stockWebhookSecret: string,
): Record<string, string> {
  const names = Object.keys(edgeEnvSchema.shape);
  const own = Object.fromEntries(
    names.flatMap((name) => (environment[name] ? [[name, environment[name]]] : [])),
  );
  const bindings: Record<string, string> = { ...own, ...services, STOCK_WEBHOOK_SECRET: stockWebhookSecret };
  bindings.SESSION_SECRET ??= localSessionSecret();
  return bindings;
}

buildEdge();
const shopUrl = `http://127.0.0.1:${PORT}`;
const stockWebhookSecret = randomBytes(32).toString("base64url");
const services = await startEmbeddedServices({
  ...process.env,
  SHOP_URL: shopUrl,
  STOCK_WEBHOOK_URL: new URL(STOCK_WEBHOOK_PATH, shopUrl).href,
  STOCK_WEBHOOK_SECRET: stockWebhookSecret,
});
console.info(`Local services listening on ${services.url}`);
const bindings = edgeBindings(process.env, services.env, stockWebhookSecret);
try {
  readEdgeEnv(bindings);
} catch (error) {
  console.error((error as Error).message);
  console.error(
    'Set the missing variables (README "The edge build") or let the local services host serve them.',
  );
  await services.close();
  process.exit(1);
}

const edge = await startEdgeServer({ port: PORT, bindings });
const base = (cc: string) => `http://${cc === DEFAULT_COUNTRY ? "" : `${cc}.`}localhost:${edge.url.port}`;
console.info(`Shop (workerd) listening on ${edge.url.host}`);
for (const c of Object.values(COUNTRIES)) console.info(`  ${c.label.padEnd(15)} ${base(c.countryCode)}`);

function shutdown(signal: string) {
  console.info(`${signal} received: stopping workerd and the local services`);
  void Promise.allSettled([edge.stop(), services.close()]).then(() => process.exit(0));
  setTimeout(() => process.exit(1), 5000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
