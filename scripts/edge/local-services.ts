/**
 * The local services host for the edge build on one machine (issue 18 item 1, decision 0037): the
 * embedded defaults answering the commercetools, Typesense, Adyen, VAT and mail APIs, started in the
 * calling process and told where the worker will listen, with the worker's bindings that point at
 * it. Used by `npm run start:edge` (and so the edge e2e suite) and `npm run bench:edge`.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { edgeEnvSchema, readEdgeEnv } from "../../server/edge/env";
import { STOCK_WEBHOOK_PATH } from "../../server/edge/rooms/protocol";
import { startEmbeddedServices } from "../../server/local-services/embedded";
import type { RunningLocalServices } from "../../server/local-services/index";

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
 * The worker's bindings: the variables of server/edge/env.ts that `environment` sets (the session
 * secret, VAT_OWN_ID, optional services such as address validation …), then the host's, which win
 * for the services it serves, and the stock webhook's secret the host signs with.
 */
export function edgeBindings(
  environment: Record<string, string | undefined>,
  services: Record<string, string>,
  stockWebhookSecret: string,
): Record<string, string> {
  const own: Record<string, string> = {};
  for (const name of Object.keys(edgeEnvSchema.shape)) {
    const value = environment[name];
    if (value) own[name] = value;
  }
  const bindings: Record<string, string> = { ...own, ...services, STOCK_WEBHOOK_SECRET: stockWebhookSecret };
  bindings.SESSION_SECRET ??= localSessionSecret();
  return bindings;
}

/**
 * Starts the host (SERVICES_PORT of `environment`, its SQLite files and outbox) for a worker that
 * will listen on 127.0.0.1:`edgePort`: SHOP_URL makes the local payment provider post its signed
 * notifications to the worker's webhook (SPEC §5), STOCK_WEBHOOK_URL with a secret made for this
 * run sends stock changes to the worker's cart rooms (decision 0040). Answers the host and the
 * worker's bindings, checked by the worker's own schema (the host is closed when they fail).
 */
export async function startServicesForEdge(
  edgePort: number,
  environment: Record<string, string | undefined>,
): Promise<{ services: RunningLocalServices; bindings: Record<string, string> }> {
  const shopUrl = `http://127.0.0.1:${edgePort}`;
  const stockWebhookSecret = randomBytes(32).toString("base64url");
  const services = await startEmbeddedServices({
    ...environment,
    SHOP_URL: shopUrl,
    STOCK_WEBHOOK_URL: new URL(STOCK_WEBHOOK_PATH, shopUrl).href,
    STOCK_WEBHOOK_SECRET: stockWebhookSecret,
  });
  const bindings = edgeBindings(environment, services.env, stockWebhookSecret);
  try {
    readEdgeEnv(bindings);
  } catch (error) {
    await services.close();
    throw error;
  }
  return { services, bindings };
}
