import { NEWSLETTER } from "./newsletter";
import type { COOKIES_SCHEMA, cookieSchema } from "./schemas/cookies";
import { TIMINGS } from "./timings";
import type * as z from "./zod-mini";

const { year: YEAR, month: MONTH, localeCookie: LOCALE_COOKIE } = TIMINGS.seconds;

export type CookieSpec = z.output<typeof cookieSchema>;

const lax = (name: string, maxAge: number | undefined, extra: Partial<CookieSpec> = {}): CookieSpec => ({
  name,
  maxAge,
  httpOnly: false,
  secure: false,
  sameSite: "lax",
  signed: false,
  ...extra,
});

/**
 * SPEC §3 "Cookies". The auth cookie is HTTP-only, secure and same-site strict; the others are lax.
 * `secure` is lifted to true for every cookie when the shop is served over HTTPS (see server/session).
 * Lifetimes SPEC does not give: a year for preferences, a month for the cart and the utm source.
 */
export const COOKIES: z.output<typeof COOKIES_SCHEMA> = {
  country: lax("country", YEAR),
  locale: lax("locale", LOCALE_COOKIE),
  currency: lax("currency", YEAR),
  store: lax("store", YEAR),
  auth: { name: "auth", maxAge: 86400, httpOnly: true, secure: true, sameSite: "strict", signed: true },
  customerGroup: lax("customer_group", YEAR),
  customerId: lax("customer_id", YEAR, { httpOnly: true, signed: true }),
  analyticsUser: lax("analytics_user", YEAR),
  deviceFingerprint: lax("device_fingerprint", YEAR),
  utmSource: lax("utm_source", MONTH),
  // Signed: the addresses step reads it back as one of SPEC's three types only (decision 0033).
  shippingAddressType: lax("shipping_address_type", YEAR, { signed: true }),
  // The addresses a browser's checkout already had checked or kept (SPEC §4 "Address validation":
  // once per address; decision 0034). Signed, so a forged memo cannot skip the check.
  addressChecks: lax("address_checks", MONTH, { httpOnly: true, signed: true }),
  clientType: lax("client_type", YEAR),
  cart: lax("cart", MONTH, { httpOnly: true, signed: true }),
  session: lax("session", undefined, { httpOnly: true, signed: true }),
  // Feature toggles set with toggle_<name> query flags (SPEC §2).
  toggles: lax("toggles", YEAR),
  // The one-time "check your inbox" after a newsletter sign-up without JavaScript (decision 0026).
  newsletterSent: lax("newsletter_sent", NEWSLETTER.sentNoticeSeconds, { httpOnly: true }),
  // The search page's one-time confirmation popup after its flag left the URL (decision 0063).
  confirmation: lax("confirmation", 60, { httpOnly: true }),
  // The orders this browser placed in the last day: only they show their thank-you page (not in SPEC).
  orders: lax("orders", TIMINGS.seconds.day, { httpOnly: true, signed: true }),
  // The orders whose purchase the data layer already had (decision 0059): a reloaded thank-you page
  // does not count the sale again. As long as the orders cookie, signed like it.
  purchasesReported: lax("purchases_reported", TIMINGS.seconds.day, { httpOnly: true, signed: true }),
  // The visitor's consent choice (issue 23 item 1, decision 0055): signed, so a forged one is no choice.
  consent: lax("consent", YEAR, { httpOnly: true, signed: true }),
  // A started social sign-in's state, PKCE verifier, nonce and return path (decision 0061): lax, so
  // it comes back with the provider's redirect; signed and short-lived.
  socialFlow: lax("social_flow", 600, { httpOnly: true, signed: true }),
  // The CSRF token every POST form carries back (server/session/csrf.ts).
  csrf: lax("csrf", YEAR, { httpOnly: true, signed: true }),
};

export type CookieKey = keyof typeof COOKIES;
