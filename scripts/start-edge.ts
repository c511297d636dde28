/**
 * `npm run start:edge` (issue 18 item 1): builds the storefront for workerd and serves the whole shop
 * on one machine. In this one process it starts the local services host (scripts/edge/local-services.ts:
 * the embedded defaults answering the commercetools, Typesense, Adyen, VAT and mail APIs on
 * SERVICES_PORT, with their SQLite files and outbox from the same variables as `npm start`; with
 * NODE_ENV=development and no Google client, the local OpenID provider as "google" first), then the
 * worker through miniflare on 127.0.0.1:EDGE_PORT (8787 by default) with the host's variables as its
 * bindings, and prints the shop's URL and the market hosts as `npm start` does. The edge has no
 * embedded defaults (decision 0039): this host is what lets it run without credentials.
 */
import { COUNTRIES, DEFAULT_COUNTRY } from "../config";
import { startDevelopmentProvider } from "../server/social/local-provider";
import { buildEdge } from "./edge/build";
import { startServicesForEdge } from "./edge/local-services";
import { startEdgeServer } from "./edge/miniflare";

const PORT = Number(process.env.EDGE_PORT ?? 8787);

buildEdge();
// NODE_ENV=development without a Google client: the local OpenID provider as "google", as `npm run
// dev` has it (decision 0061); the host's auth sync asks it who a token belongs to (decision 0074).
const localOidc = await startDevelopmentProvider(process.env, {
  port: PORT,
  countryCodes: Object.values(COUNTRIES).map((c) => c.countryCode),
  defaultCountry: DEFAULT_COUNTRY,
});
const environment = localOidc ? { ...process.env, ...localOidc.env } : process.env;
const started = await startServicesForEdge(PORT, environment).catch((error: Error) => {
  console.error(error.message);
  console.error(
    'Set the missing variables (README "The edge build") or let the local services host serve them.',
  );
  process.exit(1);
});
const { services, bindings } = started;
console.info(`Local services listening on ${services.url}`);
const edge = await startEdgeServer({ port: PORT, bindings });
const base = (cc: string) => `http://${cc === DEFAULT_COUNTRY ? "" : `${cc}.`}localhost:${edge.url.port}`;
console.info(`Shop (workerd) listening on ${edge.url.host}`);
for (const c of Object.values(COUNTRIES)) console.info(`  ${c.label.padEnd(15)} ${base(c.countryCode)}`);

function shutdown(signal: string) {
  console.info(`${signal} received: stopping workerd and the local services`);
  void Promise.allSettled([edge.stop(), services.close(), localOidc?.close()]).then(() => process.exit(0));
  setTimeout(() => process.exit(1), 5000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
