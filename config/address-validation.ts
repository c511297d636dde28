import { COUNTRY_CODES, type CountryCode } from "./countries";
import * as z from "./zod-mini";

/**
 * SPEC §5 "Google address validation" and §7 maps service. SPEC gives two readings: disabled for all
 * countries, or running once per address for enabled countries. Both hold here: the table switches
 * it on per country and is empty, so it is off everywhere unless the operator lists countries
 * (ADDRESS_VALIDATION_COUNTRIES, read by server/address-validation). Decision 0034.
 */
export const ADDRESS_VALIDATION = z
  .object({
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
  })
  .parse({ countries: [], timeoutSeconds: 3, memoSize: 8, maxAddressLines: 3 });

/**
 * The countries named in a comma-separated list such as "de,at" (case and spaces ignored). Throws on
 * a name that is no shop country, so a typo in the environment stops the start instead of silently
 * leaving the check off.
 */
export function addressValidationCountries(list: string | undefined): CountryCode[] {
  if (list === undefined || list.trim() === "") return [...ADDRESS_VALIDATION.countries];
  return list.split(",").map((raw) => {
    const code = raw.trim().toLowerCase();
    const parsed = z.enum(COUNTRY_CODES).safeParse(code);
    if (!parsed.success) throw new Error(`ADDRESS_VALIDATION_COUNTRIES: unknown country "${raw.trim()}"`);
    return parsed.data;
  });
}
