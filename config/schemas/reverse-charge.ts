/** The schemas of config/reverse-charge.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import * as z from "../zod-mini";

export const REVERSE_CHARGE_SCHEMA = z.object({
  /** Where the selling company is registered: a sale there is domestic and stays gross. */
  sellerCountry: z.enum(COUNTRY_CODES),
  /** Countries outside the EU VAT area: no reverse charge for their buyers. */
  outsideEuVat: z.array(z.enum(COUNTRY_CODES)),
  /**
   * The name of the external tax rate a net cart's items get (commercetools ExternalTaxRateDraft):
   * the pages and the e-mail tell a reverse-charge cart by it.
   */
  rateName: z.string().check(z.minLength(1)),
});
