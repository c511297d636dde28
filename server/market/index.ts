import {
  COUNTRIES,
  type Country,
  type CountryCode,
  CURRENCIES,
  type Currency,
  DEFAULT_COUNTRY,
  getLocale,
  isCountryCode,
  type Language,
  LOCALES,
  type Locale,
} from "../../config";

/** The market of one request: resolved once (server/context.ts) and handed to every loader and action. */
export interface Market {
  country: Country;
  language: Language;
  locale: Locale;
  currency: Currency;
  storeKey: string;
  /** "/nl" when the URL carries an accepted language prefix, "" otherwise. */
  pathPrefix: string;
  /** True when the locale is the country's first (default) locale. */
  isDefaultLocale: boolean;
}

/** A request's load context as the services see it: one object per HTTP request, with its market. */
export interface RequestScope {
  market: Market;
}

const HOST_TO_COUNTRY = new Map<string, CountryCode>(
  Object.values(COUNTRIES).flatMap((c) => [
    [c.domain, c.countryCode],
    [`www.${c.domain}`, c.countryCode],
  ]),
);

/**
 * Country from the Host header: a production domain from config, `<cc>.localhost` in development,
 * anything else (plain localhost, an IP address, an unknown host) is the default country, Slovakia.
 */
export function countryFromHost(hostHeader: string | undefined | null): CountryCode {
  const host = (hostHeader ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const known = HOST_TO_COUNTRY.get(host);
  if (known) return known;
  const dev = /^([a-z]{2})\.localhost$/.exec(host);
  if (dev && isCountryCode(dev[1])) return dev[1];
  return DEFAULT_COUNTRY;
}

/** The two-letter language prefix of a path ("/nl/..." → "nl"), whether or not the country accepts it. */
export function languagePrefix(pathname: string): string | undefined {
  return /^\/([a-z]{2})(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
}

export interface MarketInput {
  host: string | undefined | null;
  pathname: string;
  /** Value of the locale cookie, if any; it counts only when it is one of the 28 locales of this country. */
  localeCookie?: unknown;
}

export function resolveMarket({ host, pathname, localeCookie }: MarketInput): Market {
  const country = COUNTRIES[countryFromHost(host)];
  const locales = country.locales.map(getLocale);
  const prefix = languagePrefix(pathname);
  const fromPrefix = locales.find((l) => l.language === prefix);
  const fromCookie = locales.find((l) => l.code === localeCookie);
  const locale = fromPrefix ?? fromCookie ?? (locales[0] as Locale);
  return {
    country,
    language: locale.language,
    locale,
    currency: CURRENCIES[country.currencyCode],
    storeKey: country.storeKey,
    pathPrefix: fromPrefix ? `/${fromPrefix.language}` : "",
    isDefaultLocale: locale === locales[0],
  };
}

/**
 * The same request's market in another language of its country, without a prefix: a link whose page
 * has no slug in the cookie's language is shown in the link's own language (decision 0018).
 */
export function marketInLanguage(market: Market, language: string): Market {
  const locales = market.country.locales.map(getLocale);
  const locale = locales.find((l) => l.language === language);
  if (!locale) return market;
  return { ...market, language: locale.language, locale, isDefaultLocale: locale === locales[0] };
}

/** The commerce price scope of a market (anonymous shoppers: country and currency). */
export const priceScope = (market: Market) => ({
  country: market.country.isoCode,
  currency: market.currency.code,
});

/** The market of each of the 28 locales: for links to a page in every language and country. */
export const LOCALE_MARKETS: readonly Market[] = LOCALES.map((locale) =>
  resolveMarket({ host: COUNTRIES[locale.country as CountryCode].domain, pathname: `/${locale.language}/` }),
);
