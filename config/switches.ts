import { COUNTRY_CODES, type CountryCode } from "./countries";
import type { COUNTRY_SWITCHES_SCHEMA } from "./schemas/switches";
import type * as z from "./zod-mini";

/**
 * SPEC §9 "Country switches", §5 (price disclaimer, review consent) and §2: each switch is the list of
 * countries where it is on, written as SPEC writes it.
 */
export const COUNTRY_SWITCHES: z.output<typeof COUNTRY_SWITCHES_SCHEMA> = {
  bankTransfer: ["sk", "de", "pt", "it", "fr", "hu", "cz", "at", "no", "ch", "be", "dk", "es", "fi", "pl"],
  codForFreight: ["sk", "hu", "cz", "pl"],
  manualTranslation: ["ie", "de", "at", "gb", "pl"],
  personalisedDiscounts: ["lt"],
  heurekaWidget: ["cz"],
  quickAddToCartRestricted: ["at", "de"],
  newsletterOptional: ["hu", "pl"],
  newTrustFeatures: ["de", "pl"],
  reviewConsent: ["cz"],
  websockets: [...COUNTRY_CODES],
  nativeRouting: ["lt"],
  checkoutDisabled: ["ie", "si", "lt", "gr", "bg", "ro"],
  priceDisclaimer: [
    "at",
    "be",
    "bg",
    "cz",
    "de",
    "dk",
    "es",
    "fi",
    "fr",
    "gr",
    "hr",
    "hu",
    "ie",
    "it",
    "lt",
    "nl",
    "pl",
    "pt",
    "ro",
    "se",
    "si",
    "sk",
  ],
};
export type CountrySwitch = keyof typeof COUNTRY_SWITCHES;

export function isSwitchOn(name: CountrySwitch, country: CountryCode): boolean {
  return COUNTRY_SWITCHES[name].includes(country);
}
