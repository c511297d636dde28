/** The schemas of config/switches.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import * as z from "../zod-mini";

export const countryList = z.array(z.enum(COUNTRY_CODES));

export const COUNTRY_SWITCHES_SCHEMA = z.object({
  bankTransfer: countryList,
  codForFreight: countryList,
  manualTranslation: countryList,
  personalisedDiscounts: countryList,
  heurekaWidget: countryList,
  quickAddToCartRestricted: countryList,
  newsletterOptional: countryList,
  newTrustFeatures: countryList,
  reviewConsent: countryList,
  websockets: countryList,
  nativeRouting: countryList,
  checkoutDisabled: countryList,
  priceDisclaimer: countryList,
});
