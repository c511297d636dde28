/** The schemas of config/address-validation.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import * as z from "../zod-mini";

export const ADDRESS_VALIDATION_SCHEMA = z.object({
  /** Countries where an address is checked before the cart gets it (none by default). */
  countries: z.array(z.enum(COUNTRY_CODES)),
  /** Not in SPEC: how long the shop waits for the maps service before it goes on unchecked (§8). */
  timeoutSeconds: z.number().check(z.int(), z.positive(), z.maximum(10)),
  /**
   * Not in SPEC: how many checked addresses a browser's memo keeps (a signed cookie), so the
   * addresses of one checkout are never asked about twice and the cookie stays small.
   */
  memoSize: z.number().check(z.int(), z.minimum(2), z.maximum(16)),
  /** The SPEC §7 request names "address lines (city, street, postal code)": at most this many lines. */
  maxAddressLines: z.number().check(z.int(), z.positive()),
});
