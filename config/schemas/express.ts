/** The schemas of config/express.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import { CARD_METHODS } from "../payments";
import * as z from "../zod-mini";

export const GOOGLE_PAY_EXPRESS_SCHEMA = z.object({
  /** The card provider's method code of the express wallet (SPEC §3 codes). */
  method: z.enum(CARD_METHODS),
  /** The countries whose card provider offers Google Pay; the button also needs a checkout there. */
  countries: z.array(z.enum(COUNTRY_CODES)).check(z.minLength(1)),
  /** The shop's endpoint the sheet's payment data is posted to (with the language prefix in front). */
  path: z.string().check(z.startsWith("/")),
  /** Device tokens only: a cryptogram needs no 3-D Secure challenge after the sheet (decision 0031). */
  allowedAuthMethods: z.array(z.enum(["CRYPTOGRAM_3DS", "PAN_ONLY"])).check(z.minLength(1)),
  allowedCardNetworks: z
    .array(z.enum(["AMEX", "DISCOVER", "JCB", "MASTERCARD", "VISA"]))
    .check(z.minLength(1)),
  /**
   * The longest posted payment data (JSON) and token: Google's tokens are a few kilobytes, and the
   * whole form stays under the shop's form body limit (HTTP_LIMITS.formBodyBytes) once encoded.
   */
  maxPaymentDataLength: z.number().check(z.int(), z.positive()),
  maxTokenLength: z.number().check(z.int(), z.positive()),
});
