/** The schemas of config/shipping.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import { CURRENCY_CODES } from "../currencies";
import * as z from "../zod-mini";

export const feeRow = z.object({
  /** Free shipping from this gross cart value on (major units). */
  freeAbove: z.number().check(z.positive()),
  parcelFee: z.number().check(z.positive()),
  freightFee: z.number().check(z.positive()),
});

export const SHIPPING_BY_CURRENCY_SCHEMA = z.partialRecord(z.enum(CURRENCY_CODES), feeRow);

export const SHIPPING_BY_COUNTRY_SCHEMA = z.partialRecord(z.enum(COUNTRY_CODES), feeRow);

export const LOW_STOCK_BOUNDARIES_SCHEMA = z.partialRecord(
  z.enum(CURRENCY_CODES),
  z.object({ high: z.number(), low: z.number() }),
);
