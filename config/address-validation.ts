import { COUNTRY_CODES, type CountryCode } from "./countries";
import type { ADDRESS_VALIDATION_SCHEMA } from "./schemas/address-validation";
import type * as z from "./zod-mini";

/**
 * SPEC §5 "Google address validation" and §7 maps service. SPEC gives two readings: disabled for all
 * countries, or running once per address for enabled countries. Both hold here: the table switches
 * it on per country and is empty, so it is off everywhere unless the operator lists countries
 * (ADDRESS_VALIDATION_COUNTRIES, read by server/address-validation). Decision 0034.
 */
export const ADDRESS_VALIDATION: z.output<typeof ADDRESS_VALIDATION_SCHEMA> = {
  countries: [],
  timeoutSeconds: 3,
  memoSize: 8,
  maxAddressLines: 3,
};

/**
 * The countries named in a comma-separated list such as "de,at" (case and spaces ignored). Throws on
 * a name that is no shop country, so a typo in the environment stops the start instead of silently
 * leaving the check off.
 */
export function addressValidationCountries(list: string | undefined): CountryCode[] {
  if (list === undefined || list.trim() === "") return [...ADDRESS_VALIDATION.countries];
  return list.split(",").map((raw) => {
    const code = raw.trim().toLowerCase();
    if (!(COUNTRY_CODES as readonly string[]).includes(code)) {
      throw new Error(`ADDRESS_VALIDATION_COUNTRIES: unknown country "${raw.trim()}"`);
    }
    return code as CountryCode;
  });
}
