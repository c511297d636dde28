import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY } from "../../config";
import { LOCALE_MARKETS, type Market } from "../market";
import { languagePrefix } from "./paths";

/** What a page tells crawlers (SPEC §2 guard 9, issue 5): its canonical URL, its languages, indexing. */
export interface PageLinks {
  canonical: string;
  /** hreflang alternates for every locale the page exists in, plus x-default. */
  alternates: { hrefLang: string; href: string }[];
  noindex: boolean;
}

/**
 * The origin of a country's shop as the request reached the shop: `<cc>.localhost:<port>` (plain
 * `localhost` for the default country) in development and tests, the production domain otherwise.
 */
export function countryOrigin(country: CountryCode, requestUrl: URL): string {
  const host = requestUrl.hostname;
  if (host === "localhost" || host.endsWith(".localhost")) {
    const port = requestUrl.port ? `:${requestUrl.port}` : "";
    return `${requestUrl.protocol}//${country === DEFAULT_COUNTRY ? "" : `${country}.`}localhost${port}`;
  }
  return `https://${host.startsWith("www.") ? "www." : ""}${COUNTRIES[country].domain}`;
}

/** A page's absolute URL in a market: its origin, the language prefix unless default, the path. */
export function marketUrl(market: Market, path: string, requestUrl: URL): string {
  const prefix = languagePrefix(market.country, market.language);
  return `${countryOrigin(market.country.countryCode, requestUrl)}${prefix}${path}`;
}

/**
 * Canonical and hreflang links of a page. `pathIn` gives the page's path (without prefix) in a
 * market, or undefined where it does not exist there; `query` is the canonical query of this URL.
 * Pages that crawlers should not index (filtered or sorted listings, search, checkout, account) get
 * `noindex` and no alternates.
 */
export function pageLinks(
  requestUrl: URL,
  market: Market,
  pathIn: (market: Market) => string | undefined,
  { noindex = false, query = "" }: { noindex?: boolean; query?: string } = {},
): PageLinks {
  const own = pathIn(market) ?? requestUrl.pathname;
  const canonical = `${marketUrl(market, own, requestUrl)}${query ? `?${query}` : ""}`;
  if (noindex) return { canonical, alternates: [], noindex };
  const alternates = LOCALE_MARKETS.flatMap((m) => {
    const path = pathIn(m);
    return path === undefined ? [] : [{ hrefLang: m.locale.code, href: marketUrl(m, path, requestUrl) }];
  });
  const fallback =
    alternates.find((a) => a.hrefLang === COUNTRIES[DEFAULT_COUNTRY].locales[0]) ?? alternates[0];
  return {
    canonical,
    alternates: fallback ? [...alternates, { hrefLang: "x-default", href: fallback.href }] : [],
    noindex,
  };
}
