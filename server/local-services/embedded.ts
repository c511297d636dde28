/**
 * The embedded defaults the local services host serves, opened as `npm start` opens them (the same
 * SQLite files, seed, search index build and outbox; decision 0037), with the host's keys kept in
 * the data folder so a storefront's settings survive restarts. Used by `npm run services` and by
 * whatever starts the host for the edge build.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PORTS } from "../../config";
import { createLocalCommerce, type LocalCommerce } from "../commerce/local";
import { createOutbox } from "../mail";
import { createLocalPayments, PAYMENT_WEBHOOK_PATH } from "../payments";
import { createSearch } from "../search";
import { LocalSearch } from "../search/local";
import {
  type LocalServiceKeys,
  type LocalServicesOptions,
  type RunningLocalServices,
  randomKeys,
  servicesPort,
  startLocalServices,
} from "./index";

const keysSchema = z.object({
  commercetools: z.string().min(32),
  adyen: z.string().min(32),
  adyenHmac: z.string().regex(/^[0-9a-f]{64}$/),
  typesense: z.string().min(32),
  vat: z.string().min(32),
  mail: z.string().min(32),
});

/** The host's keys from `file`, made (mode 600) when missing or unreadable. */
export function keptKeys(file: string): LocalServiceKeys {
  if (existsSync(file)) {
    try {
      const kept = keysSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
      if (kept.success) return kept.data;
    } catch {}
  }
  const keys = randomKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * The embedded defaults from the environment `npm start` reads (COMMERCE_DB_PATH, SEARCH_DB_PATH,
 * PAYMENTS_DB_PATH, MAIL_OUTBOX_DIR, VAT_OWN_ID). The engine's stock changes keep the index current
 * (createSearch). SHOP_URL is the storefront the local payment provider posts its notifications to
 * (its webhook path below it; default: the Node shop's port).
 */
export async function openEmbeddedDefaults(
  env: Record<string, string | undefined>,
  { keysFile = path.join(".data", "local-services.json") } = {},
): Promise<{ commerce: LocalCommerce; options: LocalServicesOptions }> {
  const commerce = createLocalCommerce({ file: env.COMMERCE_DB_PATH });
  // The local index only: this host is what a Typesense configuration points at.
  const search = await createSearch(commerce, { SEARCH_DB_PATH: env.SEARCH_DB_PATH });
  if (!(search instanceof LocalSearch)) throw new Error("The services host serves the local search index");
  const keys = keptKeys(keysFile);
  const shop = env.SHOP_URL ?? `http://127.0.0.1:${PORTS.app}`;
  const payments = createLocalPayments({
    file: env.PAYMENTS_DB_PATH ?? ".data/payments.sqlite",
    hmacKey: keys.adyenHmac,
    webhookUrl: new URL(PAYMENT_WEBHOOK_PATH, shop).href,
  });
  return {
    commerce,
    options: {
      commerce,
      payments,
      search,
      mail: createOutbox(env.MAIL_OUTBOX_DIR ?? ".data/mail"),
      keys,
      vatOwnId: env.VAT_OWN_ID,
    },
  };
}

/** `npm run services` in a function: the embedded defaults on SERVICES_PORT (or `port`). */
export async function startEmbeddedServices(
  env: Record<string, string | undefined>,
  { port = servicesPort(env) }: { port?: number } = {},
): Promise<RunningLocalServices> {
  const { options } = await openEmbeddedDefaults(env);
  return startLocalServices({ ...options, port });
}
