import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AdyenPayments } from "./adyen";
import { createLocalPayments } from "./local";
import type { PaymentProvider } from "./port";

/** The shop's webhook route for payment notifications (server/http/webhook.ts, in both hosts' pipeline). */
export { PAYMENT_WEBHOOK_PATH } from "../http/webhook";
export { AdyenPayments } from "./adyen";
export { createLocalPayments, LocalPayments } from "./local";
export { localPaymentRoutes } from "./local-page";
export { voucherOf, voucherOfJson } from "./multibanco";
export type {
  Amount,
  DropInClient,
  DropInProvider,
  DropInSession,
  ExpressClient,
  GooglePayRequest,
  HostedPaymentRequest,
  MultibancoRequest,
  MultibancoVoucher,
  PaymentNotification,
  PaymentOutcome,
  PaymentProvider,
} from "./port";

const DEFAULT_PAYMENTS_DB_PATH = ".data/payments.sqlite";

type Env = Record<string, string | undefined>;

const HEX_KEY = /^(?:[0-9a-fA-F]{2})+$/;

/**
 * Adyen when ADYEN_API_KEY is set; otherwise the local test provider, which a production shop on a
 * real commerce platform (CTP_PROJECT_KEY) refuses: it must not take fake payments. `webhookUrl` is
 * where the local provider posts notifications (Adyen's is configured in its Customer Area).
 */
export function createPayments(env: Env = process.env, options: { webhookUrl: string }): PaymentProvider {
  if (env.ADYEN_API_KEY) return adyenFromEnv(env);
  if (env.NODE_ENV === "production" && env.CTP_PROJECT_KEY)
    throw new Error(
      "Payments: the local test provider takes no real money and is refused in production with a commerce " +
        "platform (CTP_PROJECT_KEY is set): set ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY.",
    );
  const file = env.PAYMENTS_DB_PATH ?? DEFAULT_PAYMENTS_DB_PATH;
  console.info(`Payments: local test provider (${file})`);
  return createLocalPayments({ file, hmacKey: localHmacKey(env, file), webhookUrl: options.webhookUrl });
}

function adyenFromEnv(env: Env): AdyenPayments {
  const environment = (env.ADYEN_ENVIRONMENT ?? "test").toLowerCase();
  const required = [
    "ADYEN_MERCHANT_ACCOUNT",
    "ADYEN_HMAC_KEY",
    ...(environment === "live" ? ["ADYEN_LIVE_URL_PREFIX"] : []),
  ];
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new Error(`Incomplete Adyen configuration: set ${missing.join(", ")}`);
  if (environment !== "test" && environment !== "live")
    throw new Error(`ADYEN_ENVIRONMENT must be "test" or "live", not "${env.ADYEN_ENVIRONMENT}"`);
  const hmacKey = env.ADYEN_HMAC_KEY as string;
  if (!HEX_KEY.test(hmacKey))
    throw new Error("ADYEN_HMAC_KEY must be the hexadecimal key of the Customer Area");
  const clientKey = dropInClientKey(env, environment);
  console.info(
    `Payments: Adyen (${environment}, merchant account ${env.ADYEN_MERCHANT_ACCOUNT}, Drop-in ${clientKey ? "on" : "off"})`,
  );
  return new AdyenPayments({
    apiKey: env.ADYEN_API_KEY as string,
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT as string,
    hmacKey,
    environment,
    liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX,
    clientKey,
    // Google Pay express (decision 0031): Google's merchant id, required live.
    googlePayMerchantId: env.GOOGLE_PAY_MERCHANT_ID,
  });
}

/**
 * ADYEN_CLIENT_KEY, the public key Adyen Web authenticates with (decision 0032): optional (without
 * it the payment step keeps the hosted page only), and refused when it belongs to the other
 * environment, since Adyen Web would then fail on every page while the server side works.
 */
function dropInClientKey(env: Env, environment: "test" | "live"): string | undefined {
  const key = env.ADYEN_CLIENT_KEY?.trim();
  if (!key) return undefined;
  const match = /^(test|live)_[A-Za-z0-9]{8,}$/.exec(key);
  if (!match)
    throw new Error("ADYEN_CLIENT_KEY must be the client key of the Customer Area (test_… or live_…)");
  if (match[1] !== environment)
    throw new Error(`ADYEN_CLIENT_KEY is a ${match[1]} key but ADYEN_ENVIRONMENT is ${environment}`);
  return key;
}

/**
 * PAYMENTS_LOCAL_HMAC_KEY, or a random key made once and kept beside the database (as
 * scripts/start.mjs keeps .data/session-secret), so results and notifications survive restarts.
 */
function localHmacKey(env: Env, dbFile: string): string {
  if (env.PAYMENTS_LOCAL_HMAC_KEY) {
    if (!HEX_KEY.test(env.PAYMENTS_LOCAL_HMAC_KEY))
      throw new Error("PAYMENTS_LOCAL_HMAC_KEY must be hexadecimal");
    return env.PAYMENTS_LOCAL_HMAC_KEY;
  }
  if (dbFile === ":memory:") return randomBytes(32).toString("hex");
  const file = path.join(path.dirname(dbFile), "payments-hmac-key");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
