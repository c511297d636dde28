import type { CountryCode } from "./countries";
import type { HTTP_LIMITS_SCHEMA, LIMITS_SCHEMA, throttleLimit } from "./schemas/limits";
import type * as z from "./zod-mini";

/** At most `max` events per key (an e-mail) within a sliding window. */
export type ThrottleLimit = z.output<typeof throttleLimit>;

/** SPEC §9 "Quantities and limits" and "Prices and fees"; the shop's own throttles. */
export const LIMITS: z.output<typeof LIMITS_SCHEMA> = {
  maxQuantityPerProduct: 1000,
  cashAndBankMaxItems: 20,
  volumeDiscountTiers: [
    { minItems: 3, percent: 5 },
    { minItems: 5, percent: 10 },
    { minItems: 10, percent: 15 },
  ],
  defaultGuaranteeSku: "4100010",
  guaranteeSkuPrefix: "41000",
  knownGuaranteeSkus: ["4100010", "4100020", "4100030", "4100040"],
  permyriadPerPercent: 100,
  loginFailures: { max: 5, windowMinutes: 15 },
  loginFailuresPerIp: { max: 20, windowMinutes: 15 },
  passwordResetMails: { max: 3, windowMinutes: 60 },
};

/**
 * SPEC §9 "Cash on delivery price limit (local currency)": COD is eligible while the gross total is at
 * or below the limit, in major units of the country's currency.
 */
export const COD_PRICE_LIMITS: Readonly<Record<CountryCode, number>> = {
  sk: 2500,
  ie: 1500,
  de: 1500,
  pt: 1000,
  it: 999.99,
  fr: 1000,
  hu: 499999,
  cz: 60000,
  at: 1500,
  no: 1500,
  nl: 1500,
  ch: 3500,
  be: 3000,
  dk: 20000,
  se: 3000,
  es: 1000,
  gb: 2500,
  fi: 1500,
  pl: 6000,
  ro: 10000,
  lt: 4500,
  si: 4500,
  bg: 8900,
  gr: 499,
  hr: 4500,
};

/** SPEC §9: COD item limit 1 for SK, IT, HU, CZ, PL, HR; 0 means no limit. */
const COD_ITEM_LIMITED: readonly CountryCode[] = ["sk", "it", "hu", "cz", "pl", "hr"];
export function codItemLimit(country: CountryCode): number {
  return COD_ITEM_LIMITED.includes(country) ? 1 : 0;
}

/**
 * SPEC §5 "Add to cart": what may still be added = min(stock − in cart, cap − in cart). A virtual item
 * (an extra guarantee) has no stock, so only the cap counts. Never negative.
 */
export function possibleQuantity({
  stock,
  inCart = 0,
  virtual = false,
}: {
  stock: number;
  inCart?: number;
  virtual?: boolean;
}): number {
  const cap = LIMITS.maxQuantityPerProduct - inCart;
  return Math.max(0, virtual ? cap : Math.min(stock - inCart, cap));
}

/**
 * SPEC §4 "Quantity selector": 1 or less, or not a number, becomes 1; above the maximum (the lower of
 * stock and cap, see possibleQuantity) it is clamped and `capped` asks for the maximum-quantity warning.
 */
export function clampQuantity(raw: unknown, max: number): { quantity: number; capped: boolean } {
  const value = typeof raw === "number" ? raw : Number.parseInt(String(raw ?? "").trim(), 10);
  if (!Number.isFinite(value) || value <= 1) return { quantity: 1, capped: false };
  const whole = Math.floor(value);
  return whole > max ? { quantity: Math.max(1, max), capped: true } : { quantity: whole, capped: false };
}

/**
 * What the HTTP server accepts (the shop's own limits, not SPEC's): form bodies of a few kilobytes
 * (larger only where a form needs it), a bounded number of fields and array indices (conform turns
 * `x[N]` into an array of length N), connections that must send their headers and body in time, and
 * how hard the Node server gzips what it sends.
 */
export const HTTP_LIMITS: z.output<typeof HTTP_LIMITS_SCHEMA> = {
  formBodyBytes: 16 * 1024,
  webhookBodyBytes: 1024 * 1024,
  formFields: 100,
  formFieldNameLength: 100,
  formArrayIndex: 50,
  maxConnections: 2000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Pages (and Remix's _data) are compressed anew on every request: level 4 instead of zlib's 6
  // costs a third less CPU for 3% more bytes on a product page (decision 0076). Everything else
  // (the build's JS and CSS, locales) keeps zlib's default; brotli is `compression`'s 4 already.
  gzipLevel: 4,
};

/** Not in SPEC: how long a review's parts may be (commercetools stores any length; pages need a bound). */
export const REVIEW_LIMITS = { title: 120, text: 3000, author: 60 } as const;
