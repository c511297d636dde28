/**
 * The embedded defaults served over HTTP in their production services' own APIs (issue 18 item 3,
 * decision 0037), mounted on one host: what `npm run services` runs and what tests start in-process
 * on a free port. A storefront that uses only production adapters (the edge build, or Node with
 * these variables) then finds commerce, search, payments, VAT, mail, case management, marketing,
 * recommendations and the auth sync on one machine.
 */

import { CONTACT_FORM, PORTS } from "../../config";
import { WEB_TO_CASE_PATH, webToCaseApi } from "../care/http-api";
import type { LocalCaseStore } from "../care/local";
import type { LocalCommerce } from "../commerce/local";
import { commercetoolsApi } from "../commerce/local/http-api";
import { hex } from "../digest";
import type { MailPort } from "../mail";
import { mailRelayApi } from "../mail/http-api";
import { marketingApi } from "../newsletter/http-api";
import type { NewsletterStore } from "../newsletter/store";
import type { LocalPayments } from "../payments/local";
import { adyenCheckoutApi } from "../payments/local/http-api";
import { LOCAL_MERCHANT_ACCOUNT } from "../payments/local/webhook";
import { recommendationApi } from "../recommendations/http-api";
import type { RecommendationPort } from "../recommendations/port";
import type { LocalSearch } from "../search/local";
import { typesenseApi } from "../search/local/http-api";
import { type AuthSyncApiOptions, authSyncApi } from "../social/http-api";
import type { TrackingStore } from "../tracking/store";
import { LOCAL_OWN_VAT_ID } from "../vat";
import { vatApi } from "../vat/http-api";
import { listenLocalServices } from "./host";
import type { LocalService } from "./types";

export { localServicesHandler } from "./host";
export type { LocalApi, LocalService } from "./types";

/** The credentials each local API checks, as its real service does. */
export interface LocalServiceKeys {
  /** The commercetools API client's secret (its client id and project key are fixed below). */
  commercetools: string;
  /** The Checkout API's X-API-Key. */
  adyen: string;
  /** The hex HMAC key the local provider signs notifications with (the storefront's ADYEN_HMAC_KEY). */
  adyenHmac: string;
  typesense: string;
  vat: string;
  mail: string;
  /** The marketing platform's bearer token (the storefront's MARKETING_TOKEN). */
  marketing: string;
  /** The recommendation service's bearer token (the storefront's RECOMMENDATION_KEY). */
  recommendations: string;
  /** The auth sync's basic-auth password (the storefront's AUTH_SYNC_PASSWORD). */
  authSync: string;
}

export interface LocalServicesOptions {
  /** The embedded commerce engine, answered as the commercetools HTTP API (not mounted without it). */
  commerce?: LocalCommerce;
  /** The local payment provider (signing with keys.adyenHmac), answered as Adyen's Checkout API. */
  payments?: LocalPayments;
  /** The embedded case store, answered as the web-to-case endpoint (not mounted without it). */
  cases?: LocalCaseStore;
  /** The embedded newsletter subscriptions, answered as the marketing platform (not mounted without). */
  newsletter?: NewsletterStore;
  /**
   * The local tracking collector: the marketing platform keeps the other tracking calls in it (the
   * edge's view-item, cart-update…), as `npm start` records them in process.
   */
  tracking?: Pick<TrackingStore, "record">;
  /** The embedded recommender, answered as the recommendation service (not mounted without it). */
  recommendations?: RecommendationPort;
  /**
   * The embedded auth sync and who can be asked about an access token, answered as SPEC §7's auth
   * sync (not mounted without it; decision 0074).
   */
  authSync?: Pick<AuthSyncApiOptions, "identify" | "sync">;
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
  commercetools: randomKey(),
  adyen: randomKey(),
  adyenHmac: hex(crypto.getRandomValues(new Uint8Array(32))),
  typesense: randomKey(),
  vat: randomKey(),
  mail: randomKey(),
  marketing: randomKey(),
  recommendations: randomKey(),
  authSync: randomKey(),
});

/** The local commercetools project and API client; only the secret is secret (LocalServiceKeys). */
export const LOCAL_CTP_CLIENT = { projectKey: "proequip-local", clientId: "proequip-storefront" } as const;

function commercetoolsService(engine: LocalCommerce, secret: string): LocalService {
  return {
    // One mount for both the auth URL (/oauth/token) and the API URL (/{projectKey}/…).
    prefix: "/commercetools",
    api: commercetoolsApi(engine, { ...LOCAL_CTP_CLIENT, clientSecret: secret }),
    env: (base) => ({
      CTP_PROJECT_KEY: LOCAL_CTP_CLIENT.projectKey,
      CTP_CLIENT_ID: LOCAL_CTP_CLIENT.clientId,
      CTP_CLIENT_SECRET: secret,
      CTP_AUTH_URL: `${base}/commercetools`,
      CTP_API_URL: `${base}/commercetools`,
    }),
  };
}

function adyenService(payments: LocalPayments, keys: LocalServiceKeys): LocalService {
  return {
    prefix: "/adyen",
    api: adyenCheckoutApi(payments, { apiKey: keys.adyen }),
    env: (base) => ({
      ADYEN_API_KEY: keys.adyen,
      ADYEN_MERCHANT_ACCOUNT: LOCAL_MERCHANT_ACCOUNT,
      ADYEN_HMAC_KEY: keys.adyenHmac,
      ADYEN_ENVIRONMENT: "test",
      ADYEN_CHECKOUT_URL: `${base}/adyen/checkout/v72`,
    }),
  };
}

/**
 * Web-to-case takes forms for one organisation; the local service's is the shop's default
 * (CONTACT_FORM.organisation), sent by a storefront as CASE_MANAGEMENT_ORG_ID.
 */
function casesService(cases: LocalCaseStore): LocalService {
  const organisation = CONTACT_FORM.organisation;
  return {
    prefix: "/cases",
    api: webToCaseApi(cases, { organisation }),
    env: (base) => ({
      CASE_MANAGEMENT_URL: `${base}/cases${WEB_TO_CASE_PATH}`,
      CASE_MANAGEMENT_ORG_ID: organisation,
    }),
  };
}

function marketingService(
  newsletter: NewsletterStore,
  token: string,
  collector: LocalServicesOptions["tracking"],
): LocalService {
  return {
    prefix: "/marketing",
    api: marketingApi(newsletter, { token, collector }),
    env: (base) => ({ MARKETING_URL: `${base}/marketing`, MARKETING_TOKEN: token }),
  };
}

function recommendationsService(port: RecommendationPort, key: string): LocalService {
  return {
    prefix: "/recommendations",
    api: recommendationApi(port, { key }),
    env: (base) => ({ RECOMMENDATION_URL: `${base}/recommendations`, RECOMMENDATION_KEY: key }),
  };
}

/** The auth sync's basic-auth user; only the password (LocalServiceKeys) is secret. */
export const LOCAL_AUTH_SYNC_USER = "proequip-storefront";

function authSyncService(
  authSync: NonNullable<LocalServicesOptions["authSync"]>,
  password: string,
): LocalService {
  return {
    prefix: "/auth-sync",
    api: authSyncApi({ ...authSync, user: LOCAL_AUTH_SYNC_USER, password }),
    env: (base) => ({
      AUTH_SYNC_URL: `${base}/auth-sync`,
      AUTH_SYNC_USER: LOCAL_AUTH_SYNC_USER,
      AUTH_SYNC_PASSWORD: password,
    }),
  };
}

/** The mount table: each service's prefix, its API and the storefront variables that reach it. */
export function localServices(options: LocalServicesOptions): LocalService[] {
  const keys = { ...randomKeys(), ...options.keys };
  // A key given as "" or undefined would let "Bearer undefined" in: every API checks a real one.
  const empty = Object.entries(keys).filter(([, key]) => !key);
  if (empty.length) throw new Error(`Local services: empty key ${empty.map(([name]) => name).join(", ")}`);
  const { commerce, payments, cases, newsletter, tracking, recommendations, authSync } = options;
  return [
    ...(commerce ? [commercetoolsService(commerce, keys.commercetools)] : []),
    ...(payments ? [adyenService(payments, keys)] : []),
    ...(cases ? [casesService(cases)] : []),
    ...(newsletter ? [marketingService(newsletter, keys.marketing, tracking)] : []),
    ...(recommendations ? [recommendationsService(recommendations, keys.recommendations)] : []),
    ...(authSync ? [authSyncService(authSync, keys.authSync)] : []),
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
