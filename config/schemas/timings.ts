/** The schemas of config/timings.ts, applied to its tables in tables.test.ts (decision 0081). */
import * as z from "../zod-mini";

export const ms = z.number().check(z.int(), z.nonnegative());

export const TIMINGS_SCHEMA = z.object({
  debounce: z.object({ numberInput: ms, stringInput: ms, cartApi: ms, search: ms, safariCartDelay: ms }),
  notification: z.object({ default: ms, long: ms, short: ms }),
  trackingVisitInterval: ms,
  prefetchTimeout: ms,
  websocket: z.object({
    maxConnectionsPerCart: z.number().check(z.int()),
    retries: z.number().check(z.int()),
    retryDelay: ms,
  }),
  chunkReloadGuard: ms,
  formChecksWait: ms,
  hydrationFallback: ms,
  loadingBar: z.object({ throttle: ms, duration: ms }),
  seconds: z.object({
    localeCookie: z.number().check(z.int()),
    socialSessionTtl: z.number().check(z.int()),
    searchCache: z.number().check(z.int()),
    seoRedirectCache: z.number().check(z.int()),
    referenceDataCache: z.number().check(z.int()),
    passwordResetLink: z.number().check(z.int()),
    authSession: z.number().check(z.int(), z.positive()),
    newsletterConfirmLink: z.number().check(z.int()),
    vatValidationTimeout: z.number().check(z.int(), z.positive()),
    myOrdersLink: z.number().check(z.int(), z.positive()),
    myOrdersTimeout: z.number().check(z.int(), z.positive()),
    platformTimeout: z.number().check(z.int(), z.positive()),
    day: z.number().check(z.int()),
    month: z.number().check(z.int()),
    year: z.number().check(z.int()),
  }),
  errorReporting: z.object({ sessionSamplePercent: z.number(), loggingPercent: z.number() }),
});
