/** The schemas of config/customer-fields.ts, applied to its tables in tables.test.ts (decision 0081). */
import * as z from "../zod-mini";

export const CUSTOMER_FIELDS_SCHEMA = z.object({
  typeKey: z.string().check(z.minLength(1)),
  sessionVersion: z.string().check(z.minLength(1)),
  newsletter: z.string().check(z.minLength(1)),
  newsletterChangedAt: z.string().check(z.minLength(1)),
  socialLogins: z.string().check(z.minLength(1)),
});
