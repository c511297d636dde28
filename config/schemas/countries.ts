import { COUNTRY_CODES } from "../countries";
import { CURRENCY_CODES } from "../currencies";
import { LANGUAGES, LOCALE_CODES } from "../locales";
import * as z from "../zod-mini";

export const countrySchema = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  /** ISO 3166-1 alpha-2 in upper case, as the platform and addresses write it. */
  isoCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  label: z.string(),
  topLevelDomain: z.string().check(z.regex(/^[a-z.]+$/)),
  /** Production host; `www.` is accepted in front of it too. */
  domain: z.string(),
  currencyCode: z.enum(CURRENCY_CODES),
  storeKey: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  isDefault: z.boolean(),
  /** Accepted languages, the default first (SPEC: multi-language countries be (fr, nl), ch (de, fr, it)). */
  languages: z.array(z.enum(LANGUAGES)).check(z.minLength(1)),
  /** Language-and-country list, parallel to `languages`. */
  locales: z.array(z.enum(LOCALE_CODES)).check(z.minLength(1)),
});

export const COUNTRIES_TABLE = z.record(z.enum(COUNTRY_CODES), countrySchema);
