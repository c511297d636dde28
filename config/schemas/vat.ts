/** The schemas of config/vat.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import * as z from "../zod-mini";

export const VAT_RATES_SCHEMA = z.record(
  z.enum(COUNTRY_CODES),
  z.number().check(z.minimum(0), z.maximum(30)),
);
