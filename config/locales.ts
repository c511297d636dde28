import * as z from "./zod-mini";

/** SPEC §3 "Locales and currencies": the 21 UI languages (translation files live in locales/<language>/). */
export const LANGUAGES = [
  "sk",
  "en",
  "de",
  "pt",
  "it",
  "fr",
  "hu",
  "cs",
  "nb",
  "nl",
  "da",
  "sv",
  "es",
  "fi",
  "pl",
  "ro",
  "lt",
  "sl",
  "bg",
  "el",
  "hr",
] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §3: the 28 locales. A locale cookie counts only when it names one of these. */
export const LOCALE_CODES = [
  "de-AT",
  "fr-BE",
  "nl-BE",
  "bg-BG",
  "de-CH",
  "fr-CH",
  "it-CH",
  "en-GB",
  "cs-CZ",
  "de-DE",
  "da-DK",
  "es-ES",
  "fi-FI",
  "fr-FR",
  "el-GR",
  "hr-HR",
  "hu-HU",
  "en-IE",
  "it-IT",
  "lt-LT",
  "nl-NL",
  "nb-NO",
  "pl-PL",
  "pt-PT",
  "ro-RO",
  "sv-SE",
  "sk-SK",
  "sl-SI",
] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/**
 * SPEC §3 "Fallbacks": content missing for a locale is looked up in the next one.
 * The short form of SPEC ("at and ch(de) to de, ie(en) to gb") is the country of the target locale,
 * see `fallbackCountry`.
 */
const FALLBACKS: Partial<Record<LocaleCode, LocaleCode>> = {
  "de-AT": "de-DE",
  "fr-BE": "fr-FR",
  "nl-BE": "nl-NL",
  "de-CH": "de-DE",
  "fr-CH": "fr-FR",
  "it-CH": "it-IT",
  "en-IE": "en-GB",
};

const localeSchema = z.object({
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
export type Locale = z.infer<typeof localeSchema>;

const LABELS: Record<LocaleCode, string> = {
  "de-AT": "Deutsch (Österreich)",
  "fr-BE": "Français (Belgique)",
  "nl-BE": "Nederlands (België)",
  "bg-BG": "Български",
  "de-CH": "Deutsch (Schweiz)",
  "fr-CH": "Français (Suisse)",
  "it-CH": "Italiano (Svizzera)",
  "en-GB": "English (United Kingdom)",
  "cs-CZ": "Čeština",
  "de-DE": "Deutsch",
  "da-DK": "Dansk",
  "es-ES": "Español",
  "fi-FI": "Suomi",
  "fr-FR": "Français",
  "el-GR": "Ελληνικά",
  "hr-HR": "Hrvatski",
  "hu-HU": "Magyar",
  "en-IE": "English (Ireland)",
  "it-IT": "Italiano",
  "lt-LT": "Lietuvių",
  "nl-NL": "Nederlands",
  "nb-NO": "Norsk bokmål",
  "pl-PL": "Polski",
  "pt-PT": "Português",
  "ro-RO": "Română",
  "sv-SE": "Svenska",
  "sk-SK": "Slovenčina",
  "sl-SI": "Slovenščina",
};

export const LOCALES: readonly Locale[] = z
  .array(localeSchema)
  .check(z.length(28))
  .parse(
    LOCALE_CODES.map((code) => {
      const [language, country] = code.split("-") as [string, string];
      return {
        code,
        language,
        country: country.toLowerCase(),
        label: LABELS[code],
        searchIndex: `prod.${code}`,
        fallback: FALLBACKS[code],
      };
    }),
  );

const BY_CODE = new Map<string, Locale>(LOCALES.map((l) => [l.code, l]));

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && BY_CODE.has(value);
}

export function getLocale(code: LocaleCode): Locale {
  const locale = BY_CODE.get(code);
  if (!locale) throw new Error(`Unknown locale ${code}`);
  return locale;
}

/** The locale itself followed by its fallbacks, e.g. de-AT → [de-AT, de-DE]. */
export function localeChain(code: LocaleCode): LocaleCode[] {
  const chain: LocaleCode[] = [code];
  for (let next = FALLBACKS[code]; next && !chain.includes(next); next = FALLBACKS[next]) chain.push(next);
  return chain;
}

/** SPEC's short form of the fallback: the country whose content a locale falls back to (at → de, ie → gb). */
export function fallbackCountry(code: LocaleCode): string | undefined {
  const target = FALLBACKS[code];
  return target ? getLocale(target).country : undefined;
}
