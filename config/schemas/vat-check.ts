/** The schemas of config/vat-check.ts, applied to its tables in tables.test.ts (decision 0081). */
import { CONTACT_REASONS } from "../contact";
import * as z from "../zod-mini";
import { throttleLimit } from "./limits";

export const VAT_CHECK_SCHEMA = z.object({
  perSession: throttleLimit,
  perClient: throttleLimit,
  browserTimeoutMs: z.number().check(z.int(), z.positive()),
  supportReason: z.enum(CONTACT_REASONS.map((r) => r.key) as [string, ...string[]]),
});
