/**
 * The embedded defaults served over HTTP in their production services' own APIs (issue 18 item 3,
 * decision 0037), mounted on one host: what `npm run services` runs and what tests start in-process
 * on a free port. A storefront that uses only production adapters (the edge build, or Node with
 * these variables) then finds commerce, search, payments, VAT and mail on one machine.
 */
import { PORTS } from "../../config";
import type { MailPort } from "../mail";
import { mailRelayApi } from "../mail/http-api";
import type { LocalSearch } from "../search/local";
import { typesenseApi } from "../search/local/http-api";
import { LOCAL_OWN_VAT_ID } from "../vat";
import { vatApi } from "../vat/http-api";
import { listenLocalServices } from "./host";
import type { LocalService } from "./types";

export { localServicesHandler } from "./host";
export type { LocalApi, LocalService } from "./types";

/** The credentials each local API checks, as its real service does. */
export interface LocalServiceKeys {
  typesense: string;
  vat: string;
  mail: string;
}

export interface LocalServicesOptions {
  /** The local search index (the same SQLite file `npm start` uses, or a test's). */
  search: LocalSearch;
  /** Where mails posted to the relay go: the local outbox. */
  mail: MailPort;
  /** Random ones when not given (a test's host); `npm run services` keeps its own in .data. */
  keys?: Partial<LocalServiceKeys>;
  /** The shop's own VAT ID a storefront sends (VAT_OWN_ID); the local responder's default otherwise. */
  vatOwnId?: string;
}

/** 32 random bytes as base64url: a key nobody guesses. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export const randomKeys = (): LocalServiceKeys => ({
  typesense: randomKey(),
  vat: randomKey(),
  mail: randomKey(),
});

/** The mount table: each service's prefix, its API and the storefront variables that reach it. */
export function localServices(options: LocalServicesOptions): LocalService[] {
  const keys = { ...randomKeys(), ...options.keys };
  return [
    // ── Mounted at merge (issue 18 item 3, the CTAPI and ADYEN parts) ──────────────────────────
    // /commercetools: `commercetoolsApi(engine, { projectKey, clientId, clientSecret })` from
    //   server/commerce/local/http-api.ts; env CTP_AUTH_URL and CTP_API_URL = `${base}/commercetools`,
    //   CTP_PROJECT_KEY, CTP_CLIENT_ID, CTP_CLIENT_SECRET.
    // /adyen: the local provider's Checkout API from server/payments/local/; env ADYEN_*.
    // ────────────────────────────────────────────────────────────────────────────────────────────
    {
      prefix: "/typesense",
      api: typesenseApi(options.search, { apiKey: keys.typesense }),
      env: (base) => {
        const url = new URL(base);
        return {
          TYPESENSE_HOST: url.hostname,
          TYPESENSE_PORT: url.port || (url.protocol === "https:" ? "443" : "80"),
          TYPESENSE_PROTOCOL: url.protocol.replace(":", ""),
          TYPESENSE_PATH: "/typesense",
          TYPESENSE_API_KEY: keys.typesense,
        };
      },
    },
    {
      prefix: "/vat",
      api: vatApi({ token: keys.vat }),
      env: (base) => ({
        VAT_SERVICE_URL: `${base}/vat`,
        VAT_SERVICE_TOKEN: keys.vat,
        VAT_OWN_ID: options.vatOwnId ?? LOCAL_OWN_VAT_ID,
      }),
    },
    {
      prefix: "/mail",
      api: mailRelayApi(options.mail, { token: keys.mail }),
      env: (base) => ({ MAIL_RELAY_URL: `${base}/mail/send`, MAIL_RELAY_TOKEN: keys.mail }),
    },
  ];
}

export interface RunningLocalServices {
  /** "http://127.0.0.1:4400" */
  url: string;
  /** The variables a storefront sets to use these services instead of its in-process defaults. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts the host on 127.0.0.1 (`port` 0, the default here, takes a free one; `npm run services`
 * passes SERVICES_PORT or PORTS.services) and answers its URL and a storefront's environment.
 */
export async function startLocalServices(
  options: LocalServicesOptions & { port?: number; host?: string },
): Promise<RunningLocalServices> {
  const services = localServices(options);
  const running = await listenLocalServices(services, { port: options.port ?? 0, host: options.host });
  const env = Object.assign({}, ...services.map((s) => s.env(running.url))) as Record<string, string>;
  return { url: running.url, env, close: running.close };
}

/** The port `npm run services` listens on: SERVICES_PORT, else PORTS.services. */
export const servicesPort = (env: Record<string, string | undefined>) =>
  Number(env.SERVICES_PORT ?? PORTS.services);
