/** The schemas of config/limits.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import * as z from "../zod-mini";

export const throttleLimit = z.object({
  max: z.number().check(z.int(), z.positive()),
  windowMinutes: z.number().check(z.positive()),
});

export const LIMITS_SCHEMA = z.object({
  maxQuantityPerProduct: z.number().check(z.int(), z.positive()),
  cashAndBankMaxItems: z.number().check(z.int(), z.positive()),
  volumeDiscountTiers: z.array(z.object({ minItems: z.number().check(z.int()), percent: z.number() })),
  defaultGuaranteeSku: z.string(),
  guaranteeSkuPrefix: z.string(),
  knownGuaranteeSkus: z.array(z.string()),
  /** SPEC §9: permyriad / 100 gives a percent (money is in each currency's minor units: decision 0002). */
  permyriadPerPercent: z.literal(100),
  /** Password guessing: at most `max` failed sign-ins per e-mail within the window, then a wait. */
  loginFailures: throttleLimit,
  /**
   * Password guessing across accounts: at most `max` failed sign-ins (and wrong current passwords)
   * from one client address (an IPv6 /64) within the window, whatever the e-mails, then a wait.
   */
  loginFailuresPerIp: throttleLimit,
  /** Mail bombing: at most `max` password-reset mails per e-mail within the window; more are not sent. */
  passwordResetMails: throttleLimit,
});

export const COD_PRICE_LIMITS_SCHEMA = z.record(z.enum(COUNTRY_CODES), z.number().check(z.positive()));

export const HTTP_LIMITS_SCHEMA = z.object({
  formBodyBytes: z.number().check(z.int(), z.positive()),
  webhookBodyBytes: z.number().check(z.int(), z.positive()),
  formFields: z.number().check(z.int(), z.positive()),
  formFieldNameLength: z.number().check(z.int(), z.positive()),
  formArrayIndex: z.number().check(z.int(), z.nonnegative()),
  maxConnections: z.number().check(z.int(), z.positive()),
  headersTimeoutMs: z.number().check(z.int(), z.positive()),
  requestTimeoutMs: z.number().check(z.int(), z.positive()),
  gzipLevel: z.number().check(z.int(), z.gte(1), z.lte(9)),
});
