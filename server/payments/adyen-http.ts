/**
 * Adyen's Checkout API over `fetch` (issue 18 item 2): `@adyen/api-library` calls Node's https and
 * cannot run in workerd, so the adapter speaks the documented REST API itself and keeps the library's
 * types only. JSON in and out, the API key in `X-API-Key` (Adyen, "API credentials"), a timeout on
 * every call (SPEC §8), and an `Idempotency-Key` on the POSTs that move money (Adyen, "API
 * idempotency": the same key answers the first request's response, so a double click or a retry after
 * a timeout makes one payment). Adyen's error body (`status, errorCode, message, errorType,
 * pspReference`) becomes an `AdyenApiError`; the key is never logged.
 */

import { base64url } from "../base64";
import { sha256 } from "../digest";

/** The Checkout API version the adapter speaks: the one `@adyen/api-library` 32 calls. */
export const CHECKOUT_API_VERSION = "v72";

export interface CheckoutEndpoint {
  environment: "test" | "live";
  /** The live endpoint prefix of the company account (Customer Area, "API URLs"). */
  liveUrlPrefix?: string;
  /** Another base URL with its version (ADYEN_CHECKOUT_URL: the local provider's Adyen API). */
  checkoutUrl?: string;
}

/**
 * Adyen's base URL rules ("Live endpoints"): test `https://checkout-test.adyen.com/v72`, live
 * `https://{prefix}-checkout-live.adyenpayments.com/checkout/v72`; an explicit URL wins.
 */
export function checkoutBaseUrl({ environment, liveUrlPrefix, checkoutUrl }: CheckoutEndpoint): string {
  if (checkoutUrl) return checkoutUrl.replace(/\/+$/, "");
  if (environment === "live") {
    if (!liveUrlPrefix) throw new Error("Adyen live needs the live endpoint prefix (ADYEN_LIVE_URL_PREFIX)");
    return `https://${liveUrlPrefix}-checkout-live.adyenpayments.com/checkout/${CHECKOUT_API_VERSION}`;
  }
  return `https://checkout-test.adyen.com/${CHECKOUT_API_VERSION}`;
}

/** Adyen's ServiceError: the HTTP status with the body Adyen documents for every refusal. */
export class AdyenApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: string,
    readonly pspReference?: string,
  ) {
    super(`Adyen ${statusCode} ${errorCode}: ${message}`);
    this.name = "AdyenApiError";
  }

  /** A refusal of this request (4xx): retrying the same request will not help. */
  get refused(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500;
  }
}

export interface CheckoutClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/**
 * An idempotency key naming the request itself: the endpoint and a SHA-256 of its body, base64url
 * (under Adyen's 64 characters). The same request (a double click, a retry) gets the same key and so
 * Adyen's first answer; a changed request (another amount, another token) is a new operation.
 */
export async function idempotencyKey(path: string, body: string): Promise<string> {
  return `shop-${base64url(await sha256(`${path}\n${body}`))}`;
}

export function checkoutClient({ baseUrl, apiKey, timeoutMs }: CheckoutClientOptions) {
  const call = async <T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> => {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { "X-API-Key": apiKey, Accept: "application/json" };
    if (json !== undefined) {
      headers["Content-Type"] = "application/json";
      headers["Idempotency-Key"] = await idempotencyKey(path, json);
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: json,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw errorOf(response.status, text);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`Adyen answered ${method} ${path} with a body that is not JSON`);
    }
  };
  return {
    get: <T>(path: string, query: Record<string, string>) =>
      call<T>("GET", `${path}?${new URLSearchParams(query)}`),
    post: <T>(path: string, body: unknown) => call<T>("POST", path, body),
  };
}
export type CheckoutClient = ReturnType<typeof checkoutClient>;

/** Adyen's error body as an AdyenApiError; a body that is not Adyen's keeps the status alone. */
function errorOf(status: number, text: string): AdyenApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {}
  const field = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : undefined);
  return new AdyenApiError(
    status,
    field("errorCode") ?? String(status),
    (field("message") ?? text.slice(0, 200)) || `HTTP ${status}`,
    field("errorType") ?? "unknown",
    field("pspReference"),
  );
}
