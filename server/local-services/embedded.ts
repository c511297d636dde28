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
import { DEFAULT_CASES_DB_PATH, LocalCaseStore } from "../care";
import { createLocalCommerce, type LocalCommerce } from "../commerce/local";
import { postStockChanges } from "../edge/rooms/stock-webhook";
import { createOutbox } from "../mail";
import { openNewsletterStore } from "../newsletter/store";
import { createLocalPayments, PAYMENT_WEBHOOK_PATH } from "../payments";
import { createLocalRecommendations } from "../recommendations/local";
import { createSearch } from "../search";
import { LocalSearch } from "../search/local";
import { localAuthSync, socialSettings } from "../social";
import { createOidcDirectory } from "../social/oauth";
import { oidcUserInfo } from "../social/userinfo";
import { openTrackingStore } from "../tracking/store";
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
  marketing: z.string().min(32),
  recommendations: z.string().min(32),
  authSync: z.string().min(32),
});

function readKept(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  try {
    const kept: unknown = JSON.parse(readFileSync(file, "utf8"));
    return kept && typeof kept === "object" ? (kept as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The host's keys from `file`; each key missing or unusable is made anew (and the file rewritten,
 * mode 600), so a key added by a later version (marketing) leaves the others, and a storefront's
 * settings for them, as they were.
 */
export function keptKeys(file: string): LocalServiceKeys {
  const kept = readKept(file);
  const fresh = randomKeys();
  const keys = keysSchema.parse(
    Object.fromEntries(
      Object.entries(keysSchema.shape).map(([name, schema]) => {
        const valid = schema.safeParse(kept[name]);
        return [name, valid.success ? valid.data : fresh[name as keyof LocalServiceKeys]];
      }),
    ),
  );
  if (Object.keys(keys).some((name) => keys[name as keyof LocalServiceKeys] !== kept[name])) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}

/**
 * SPEC §7 updated-stock on the edge in development (decision 0040): with STOCK_WEBHOOK_URL and
 * STOCK_WEBHOOK_SECRET (the edge worker's stock webhook and its secret), every stock change of the
 * host's engine is posted there, so the rooms of the carts holding the SKU hear of it. Both or none.
 */
const stockWebhookEnv = z.union([
  z.object({ STOCK_WEBHOOK_URL: z.url({ protocol: /^https?$/ }), STOCK_WEBHOOK_SECRET: z.string().min(16) }),
  z.object({ STOCK_WEBHOOK_URL: z.undefined(), STOCK_WEBHOOK_SECRET: z.undefined() }),
]);

/** Posts the engine's stock changes to the edge's stock webhook when configured; whether it does. */
export function forwardStockChanges(
  commerce: LocalCommerce,
  env: Record<string, string | undefined>,
): boolean {
  const parsed = stockWebhookEnv.safeParse({
    STOCK_WEBHOOK_URL: env.STOCK_WEBHOOK_URL || undefined,
    STOCK_WEBHOOK_SECRET: env.STOCK_WEBHOOK_SECRET || undefined,
  });
  if (!parsed.success)
    throw new Error(
      "STOCK_WEBHOOK_URL (an http(s) URL) and STOCK_WEBHOOK_SECRET (16 characters or more) are set together",
    );
  const { STOCK_WEBHOOK_URL: url, STOCK_WEBHOOK_SECRET: secret } = parsed.data;
  if (!url || !secret) return false;
  const post = postStockChanges(url, secret);
  commerce.onStockChange((changes) => void post(changes));
  console.info(`Stock changes: posted to the edge's stock webhook at ${new URL(url).host}`);
  return true;
}

/**
 * The embedded auth sync over the engine, asking the OpenID issuer the environment configures as
 * "google" (GOOGLE_ISSUER, Google's by default; the storefront's own variables) who an access token
 * belongs to. Without a Google client, no provider can be asked and every sync is refused.
 */
function authSyncOf(commerce: LocalCommerce, env: Record<string, string | undefined>) {
  const { google } = socialSettings(env);
  const fetcher: typeof fetch = (input, init) => fetch(input, init);
  return {
    identify: google ? { google: oidcUserInfo(google.issuer, createOidcDirectory(fetcher), fetcher) } : {},
    sync: localAuthSync({ commerce, customerIdByEmail: (email) => commerce.customerIdByEmail(email) }),
  };
}

/**
 * The embedded defaults from the environment `npm start` reads (COMMERCE_DB_PATH, SEARCH_DB_PATH,
 * PAYMENTS_DB_PATH, CASES_DB_PATH, NEWSLETTER_DB_PATH, TRACKING_DB_PATH, MAIL_OUTBOX_DIR, VAT_OWN_ID, and GOOGLE_* for the
 * auth sync's look-ups). The engine's stock
 * changes keep the index current (createSearch) and, with STOCK_WEBHOOK_URL/SECRET, reach the edge's
 * rooms (forwardStockChanges). SHOP_URL is the storefront the local payment provider posts its notifications to
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
  forwardStockChanges(commerce, env);
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
      cases: new LocalCaseStore(env.CASES_DB_PATH ?? DEFAULT_CASES_DB_PATH),
      newsletter: openNewsletterStore(env.NEWSLETTER_DB_PATH ?? ".data/newsletter.sqlite"),
      tracking: openTrackingStore(env.TRACKING_DB_PATH ?? ".data/tracking.sqlite"),
      // Issue 23 items 4 and 5 for the edge (decision 0074): the recommender over the engine's orders
      // and the auth sync over its customers, as `npm start` composes them in process.
      recommendations: createLocalRecommendations(commerce.db, {
        onOrderPlaced: (listener) => commerce.onOrderPlaced(listener),
      }),
      authSync: authSyncOf(commerce, env),
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
