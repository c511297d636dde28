/** The schemas of config/payments.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import { CURRENCY_CODES } from "../currencies";
import * as z from "../zod-mini";

export const MULTIBANCO_SCHEMA = z.object({
  countries: z.array(z.enum(COUNTRY_CODES)).check(z.minLength(1)),
  currency: z.enum(CURRENCY_CODES),
});

export const COD_FEES_SCHEMA = z.record(z.enum(CURRENCY_CODES), z.number().check(z.nonnegative()));
