import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { adyenFromEnv, HEX_KEY } from "./adyen-config";
import { createLocalPayments } from "./local";
import type { PaymentProvider } from "./port";

/** The shop's webhook route for payment notifications (server/http/webhook.ts, in both hosts' pipeline). */
export { PAYMENT_WEBHOOK_PATH } from "../http/webhook";
export { type AdyenConfig, AdyenPayments } from "./adyen";
export { adyenFromEnv, type PaymentsEnv } from "./adyen-config";
export { createLocalPayments, LocalPayments } from "./local";
export { adyenCheckoutApi, type LocalApi } from "./local/http-api";
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
