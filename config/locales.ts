import type { localeSchema } from "./schemas/locales";
import type * as z from "./zod-mini";

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

export type Locale = z.output<typeof localeSchema>;

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

/** The 28 locales, checked by `LOCALES_TABLE` (config/schemas/locales.ts) in config/schemas/tables.test.ts. */
export const LOCALES: readonly Locale[] = LOCALE_CODES.map((code): Locale => {
  const [language, country] = code.split("-") as [Language, string];
  return {
    code,
    language,
    country: country.toLowerCase(),
    label: LABELS[code],
    searchIndex: `prod.${code}`,
    fallback: FALLBACKS[code],
  };
});

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
