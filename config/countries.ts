import type { CurrencyCode } from "./currencies";
import type { Language, LocaleCode } from "./locales";
import type { countrySchema } from "./schemas/countries";
import type * as z from "./zod-mini";

/** SPEC §3: the 25 countries, Slovakia the default. */
export const COUNTRY_CODES = [
  "ie",
  "sk",
  "de",
  "pt",
  "it",
  "fr",
  "hu",
  "cz",
  "at",
  "no",
  "nl",
  "ch",
  "be",
  "dk",
  "se",
  "es",
  "gb",
  "fi",
  "pl",
  "ro",
  "lt",
  "si",
  "bg",
  "gr",
  "hr",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = "sk";

/** The shop's brand domain; each country is served on `<brand>.<topLevelDomain>` (SPEC §3 "Country entry"). */
export const BRAND_DOMAIN = "proequip";

export type Country = z.output<typeof countrySchema>;

const TABLE: [CountryCode, string, string, CurrencyCode, Language[]][] = [
  ["ie", "Ireland", "ie", "EUR", ["en"]],
  ["sk", "Slovakia", "sk", "EUR", ["sk"]],
  ["de", "Germany", "de", "EUR", ["de"]],
  ["pt", "Portugal", "pt", "EUR", ["pt"]],
  ["it", "Italy", "it", "EUR", ["it"]],
  ["fr", "France", "fr", "EUR", ["fr"]],
  ["hu", "Hungary", "hu", "HUF", ["hu"]],
  ["cz", "Czechia", "cz", "CZK", ["cs"]],
  ["at", "Austria", "at", "EUR", ["de"]],
  ["no", "Norway", "no", "NOK", ["nb"]],
  ["nl", "Netherlands", "nl", "EUR", ["nl"]],
  ["ch", "Switzerland", "ch", "CHF", ["de", "fr", "it"]],
  ["be", "Belgium", "be", "EUR", ["fr", "nl"]],
  ["dk", "Denmark", "dk", "DKK", ["da"]],
  ["se", "Sweden", "se", "SEK", ["sv"]],
  ["es", "Spain", "es", "EUR", ["es"]],
  ["gb", "United Kingdom", "co.uk", "GBP", ["en"]],
  ["fi", "Finland", "fi", "EUR", ["fi"]],
  ["pl", "Poland", "pl", "PLN", ["pl"]],
  ["ro", "Romania", "ro", "RON", ["ro"]],
  ["lt", "Lithuania", "lt", "EUR", ["lt"]],
  ["si", "Slovenia", "si", "EUR", ["sl"]],
  ["bg", "Bulgaria", "bg", "BGN", ["bg"]],
  ["gr", "Greece", "gr", "EUR", ["el"]],
  ["hr", "Croatia", "hr", "EUR", ["hr"]],
];

export const COUNTRIES = Object.fromEntries(
  TABLE.map(([countryCode, label, topLevelDomain, currencyCode, languages]) => {
    const isoCode = countryCode.toUpperCase();
    return [
      countryCode,
      {
        countryCode,
        isoCode,
        label,
        topLevelDomain,
        domain: `${BRAND_DOMAIN}.${topLevelDomain}`,
        currencyCode,
        storeKey: `store-${countryCode}`,
        isDefault: countryCode === DEFAULT_COUNTRY,
        languages,
        locales: languages.map((language) => `${language}-${isoCode}` as LocaleCode),
      },
    ];
  }),
) as Readonly<Record<CountryCode, Country>>;

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && Object.hasOwn(COUNTRIES, value);
}

export const isMultiLanguage = (country: Country) => country.languages.length > 1;
