/**
 * The Adyen adapter from configuration given as a plain object (issue 18 item 2): Node passes
 * `process.env`, the edge passes the worker's `env`; nothing here reads `process.env` or imports a
 * Node-only module. ADYEN_CHECKOUT_URL points the adapter at another Checkout API base (the local
 * provider's, `http://127.0.0.1:PORT/adyen/checkout/v72`), decision 0038.
 */
import { AdyenPayments } from "./adyen";

export type PaymentsEnv = Record<string, string | undefined>;

export const HEX_KEY = /^(?:[0-9a-fA-F]{2})+$/;

/** Adyen from its variables; throws naming what is missing or wrong. */
export function adyenFromEnv(env: PaymentsEnv): AdyenPayments {
  const environment = (env.ADYEN_ENVIRONMENT ?? "test").toLowerCase();
  const required = [
    "ADYEN_API_KEY",
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
  // Another Checkout API base is for the local provider and tests: a live shop talks to Adyen only
  // (a leftover local URL would take made-up payments and send the live key over plain HTTP).
  if (environment === "live" && env.ADYEN_CHECKOUT_URL)
    throw new Error("ADYEN_CHECKOUT_URL is for the test environment only; unset it for live");
  const checkoutUrl = checkoutUrlOf(env.ADYEN_CHECKOUT_URL);
  const timeoutMs = env.ADYEN_TIMEOUT_MS ? Number(env.ADYEN_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(Number.isSafeInteger(timeoutMs) && timeoutMs > 0))
    throw new Error("ADYEN_TIMEOUT_MS must be a whole number of milliseconds");
  const clientKey = dropInClientKey(env, environment);
  console.info(
    `Payments: Adyen (${environment}, merchant account ${env.ADYEN_MERCHANT_ACCOUNT}, Drop-in ${clientKey ? "on" : "off"}${checkoutUrl ? `, Checkout API at ${new URL(checkoutUrl).origin}` : ""})`,
  );
  return new AdyenPayments({
    apiKey: env.ADYEN_API_KEY as string,
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT as string,
    hmacKey,
    environment,
    liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX,
    checkoutUrl,
    clientKey,
    timeoutMs,
    // Google Pay express (decision 0031): Google's merchant id, required live.
    googlePayMerchantId: env.GOOGLE_PAY_MERCHANT_ID,
  });
}

/** ADYEN_CHECKOUT_URL when set: an absolute http(s) URL without credentials or query. */
function checkoutUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("ADYEN_CHECKOUT_URL must be an absolute URL");
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.search)
    throw new Error("ADYEN_CHECKOUT_URL must be an http(s) URL without credentials or query");
  return value.replace(/\/+$/, "");
}

/**
 * ADYEN_CLIENT_KEY, the public key Adyen Web authenticates with (decision 0032): optional (without
 * it the payment step keeps the hosted page only), and refused when it belongs to the other
 * environment, since Adyen Web would then fail on every page while the server side works.
 */
function dropInClientKey(env: PaymentsEnv, environment: "test" | "live"): string | undefined {
  const key = env.ADYEN_CLIENT_KEY?.trim();
  if (!key) return undefined;
  const match = /^(test|live)_[A-Za-z0-9]{8,}$/.exec(key);
  if (!match)
    throw new Error("ADYEN_CLIENT_KEY must be the client key of the Customer Area (test_… or live_…)");
  if (match[1] !== environment)
    throw new Error(`ADYEN_CLIENT_KEY is a ${match[1]} key but ADYEN_ENVIRONMENT is ${environment}`);
  return key;
}
