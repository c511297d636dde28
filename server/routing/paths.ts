/**
 * The shop's paths, built in one place so every link is already canonical (SPEC §2 routing rules):
 * product and category pages (with native prefixes where native routing is on), the trailing-slash
 * rule, and the language prefix. The routing hop, the catch-all route, category links, sitemaps, the
 * cart and the footer all use these; a test checks that nothing they build is redirected.
 */
import {
  type Country,
  type CountryCode,
  getLocale,
  isSwitchOn,
  NATIVE_PREFIXES,
  NO_TRAILING_SLASH,
  PRODUCT_SLUG,
} from "../../config";

/** Anything that knows its country: a market, or a country entry's code. */
type InCountry = { country: Pick<Country, "countryCode"> };

const native = (place: InCountry | CountryCode) =>
  isSwitchOn("nativeRouting", typeof place === "string" ? place : place.country.countryCode);

export const isProductSlug = (slug: string) => PRODUCT_SLUG.test(slug);
export const isNativePrefix = (segment: string | undefined) =>
  segment === NATIVE_PREFIXES.product || segment === NATIVE_PREFIXES.category;

/**
 * SPEC §2: the path of segments, with a trailing slash unless it is a product page, a file (a dot in
 * its last segment) or one of the routes that carry none (search, login, checkout, my-account, …).
 */
export function pathOf(segments: readonly string[]): string {
  if (segments.length === 0) return "/";
  const last = segments.at(-1) ?? "";
  const noSlash =
    last.includes(".") ||
    isProductSlug(last) ||
    (NO_TRAILING_SLASH as readonly string[]).includes(segments[0] ?? "");
  return `/${segments.join("/")}${noSlash ? "" : "/"}`;
}

/** A product page's path without the language prefix: "/{slug}", or "/p/{slug}" with native routing. */
export const productPath = (slug: string, place: InCountry | CountryCode) =>
  pathOf(native(place) ? [NATIVE_PREFIXES.product, slug] : [slug]);

/** A category page's path without the language prefix: "/{slug}/", or "/c/{slug}/" with native routing. */
export const categoryPath = (slug: string, place: InCountry | CountryCode) =>
  pathOf(native(place) ? [NATIVE_PREFIXES.category, slug] : [slug]);

/** SPEC §2 guard 8: the URL prefix of a language in a country: none for its first language, else "/{language}". */
export function languagePrefix(country: Pick<Country, "locales">, language: string): string {
  const first = country.locales[0] ? getLocale(country.locales[0]).language : undefined;
  return language === first ? "" : `/${language}`;
}

/** What a path without its language prefix names: a product, a category, or perhaps a content page. */
export type PageOfPath =
  | { kind: "product"; slug: string }
  | { kind: "category"; slug: string }
  | { kind: "content"; slug: string }
  | { kind: "none" };

/**
 * Reads the segments of a page's path (the catch-all route): a product slug, a category slug (under
 * their native prefixes where native routing is on), or a one-segment content page.
 */
export function pageOfPath(segments: readonly string[], place: InCountry | CountryCode): PageOfPath {
  const under = (prefix: string) =>
    native(place)
      ? segments.length === 2 && segments[0] === prefix
        ? segments[1]
        : undefined
      : segments.length === 1
        ? segments[0]
        : undefined;
  const product = under(NATIVE_PREFIXES.product);
  if (product && isProductSlug(product)) return { kind: "product", slug: product };
  const category = under(NATIVE_PREFIXES.category);
  if (category && !isProductSlug(category)) return { kind: "category", slug: category };
  return segments.length === 1 && segments[0] ? { kind: "content", slug: segments[0] } : { kind: "none" };
}
