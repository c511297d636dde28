/** The schemas of config/cart-fields.ts, applied to its tables in tables.test.ts (decision 0081). */
import * as z from "../zod-mini";

export const CART_FIELDS_SCHEMA = z.object({
  typeKey: z.string().check(z.minLength(1)),
  codFee: z.string().check(z.minLength(1)),
  emailConsent: z.string().check(z.minLength(1)),
  utmSource: z.string().check(z.minLength(1)),
  /**
   * What a stored utm source may be (SPEC §2: "a valid non-empty string"): the same pattern the
   * query flag is checked with when stored, checked again when the cookie is read.
   */
  utmSourcePattern: z.instanceof(RegExp),
});
