import type { TIMINGS_SCHEMA } from "./schemas/timings";
import type * as z from "./zod-mini";

/** SPEC §9 "Timing", in milliseconds unless the name says seconds. */
export const TIMINGS: z.output<typeof TIMINGS_SCHEMA> = {
  debounce: { numberInput: 600, stringInput: 800, cartApi: 300, search: 300, safariCartDelay: 400 },
  notification: { default: 3000, long: 5000, short: 2000 },
  trackingVisitInterval: 15000,
  prefetchTimeout: 2000,
  // SPEC gives two readings; we take the limit of 10 connections and 2 retries 5000 ms apart.
  websocket: { maxConnectionsPerCart: 10, retries: 2, retryDelay: 5000 },
  chunkReloadGuard: 60_000,
  // Not in SPEC: how long a submit pressed before a form's checks arrive waits for them (decision
  // 0081); then it goes to the server as without JavaScript (the server validates anyway), so a
  // stalled chunk on a slow mobile network holds a shopper's order or address no longer than this.
  formChecksWait: 3000,
  // Not in SPEC: a page not hydrated this long after its load event drops html[data-js] (its scripts
  // did not run: blocked, failed), so the stylesheet shows the layout without JavaScript (decision 0084).
  hydrationFallback: 10_000,
  loadingBar: { throttle: 200, duration: 5000 },
  seconds: {
    localeCookie: 365 * 86400,
    socialSessionTtl: 86400,
    searchCache: 120,
    // Not in SPEC: how long the SEO redirect table is kept before it is read again.
    seoRedirectCache: 300,
    // Not in SPEC: categories, stores and extra-guarantee products are re-read after this long.
    referenceDataCache: 300,
    // Not in SPEC: how long a password reset link works.
    passwordResetLink: 3600,
    // Not in SPEC: how long a sign-in lasts, checked by the server on the auth cookie's issuedAt
    // (the cookie's own maxAge is only what the browser promises).
    authSession: 86400,
    // Not in SPEC: how long a newsletter confirmation link (its signed hash) works.
    newsletterConfirmLink: 30 * 86400,
    // Not in SPEC: how long the shop waits for the VAT service before it says the validation is
    // taking too much time.
    vatValidationTimeout: 8,
    // Not in SPEC: how long a my-orders link (its signed token) works. Short, because the token
    // travels in the URL (history, logs): long enough to browse one's orders, then sign in again.
    myOrdersLink: 30 * 60,
    // Not in SPEC: how long the shop waits for the my-orders service's tokenised URL.
    myOrdersTimeout: 5,
    // Not in SPEC: how long the shop waits for the commerce platform's API and its token endpoint
    // before the call fails (every outbound call has a timeout, issue 22 item 3).
    platformTimeout: 10,
    day: 86400,
    month: 2592000,
    year: 31536000,
  },
  errorReporting: { sessionSamplePercent: 5, loggingPercent: 100 },
};
