import { LANGUAGES, LOCALE_CODES } from "../locales";
import * as z from "../zod-mini";

export const localeSchema = z.object({
  code: z.enum(LOCALE_CODES),
  language: z.enum(LANGUAGES),
  /** lower-case ISO country code, as the countries table keys it */
  country: z.string().check(z.regex(/^[a-z]{2}$/)),
  /** Name of the locale in its own language, for the language selector and hreflang tooling. */
  label: z.string().check(z.minLength(2)),
  /** Search collection of this locale (SPEC §3 "Locale entry"). */
  searchIndex: z.string().check(z.regex(/^prod\.[a-z]{2}-[A-Z]{2}$/)),
  fallback: z.optional(z.enum(LOCALE_CODES)),
});

export const LOCALES_TABLE = z.array(localeSchema).check(z.length(28));
