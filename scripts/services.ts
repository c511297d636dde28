// `npm run services`: the embedded defaults over HTTP in their production services' APIs, on one
// port (SERVICES_PORT, default PORTS.services), for a storefront that runs production adapters only
// (the edge build). The same SQLite files and seed as `npm start` (COMMERCE_DB_PATH, SEARCH_DB_PATH,
// MAIL_OUTBOX_DIR); it prints the variables that point a storefront here (decision 0037).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { createLocalCommerce } from "../server/commerce/local";
import {
  type LocalServiceKeys,
  randomKeys,
  servicesPort,
  startLocalServices,
} from "../server/local-services";
import { createOutbox } from "../server/mail";
import { createSearch } from "../server/search";
import { LocalSearch } from "../server/search/local";

const KEYS_FILE = path.join(".data", "local-services.json");
const keysSchema = z.object({
  typesense: z.string().min(32),
  vat: z.string().min(32),
  mail: z.string().min(32),
});

/** The local APIs' keys, made once and kept beside the embedded data so a storefront's settings survive restarts. */
function localKeys(): LocalServiceKeys {
  if (existsSync(KEYS_FILE)) {
    const kept = keysSchema.safeParse(JSON.parse(readFileSync(KEYS_FILE, "utf8")));
    if (kept.success) return kept.data;
  }
  const keys = randomKeys();
  mkdirSync(path.dirname(KEYS_FILE), { recursive: true });
  writeFileSync(KEYS_FILE, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

const env = process.env;
const commerce = createLocalCommerce({ file: env.COMMERCE_DB_PATH });
// The local index only: this host is what a Typesense configuration would point at.
const search = await createSearch(commerce, { SEARCH_DB_PATH: env.SEARCH_DB_PATH });
if (!(search instanceof LocalSearch)) throw new Error("The services host serves the local search index");
const running = await startLocalServices({
  port: servicesPort(env),
  search,
  mail: createOutbox(env.MAIL_OUTBOX_DIR ?? ".data/mail"),
  keys: localKeys(),
  vatOwnId: env.VAT_OWN_ID,
});
console.info(`Local services listening on ${running.url}`);
console.info("A storefront uses them with these variables:\n");
for (const [name, value] of Object.entries(running.env)) console.info(`${name}=${value}`);

function shutdown(signal: string) {
  console.info(`${signal} received: closing the local services`);
  void running.close().then(() => process.exit(0));
  setTimeout(() => process.exit(1), 5000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
