import {
  type Country,
  getLocale,
  isReservedPath,
  isSwitchOn,
  LANGUAGES,
  type LocaleCode,
  NATIVE_PREFIXES,
  OLD_URL_SEGMENTS,
  REDIRECT_CODES,
  ROUTES,
} from "../../config";
import { isSocialCallbackPath } from "../../config/social-paths";
import { normalizedListingUrl } from "../catalog/listing-query";
import { categoryPath, isNativePrefix, isProductSlug, languagePrefix, pathOf } from "./paths";

export interface RedirectTarget {
  location: string;
  status: number;
}

/**
 * The URL is canonical, but its page is served in another language than the request's market: an
 * unprefixed link to a page that has no slug in the cookie's language (decision 0018).
 */
export interface ServeIn {
  serveIn: string;
}

/** The two kinds of page a slug of its own names (SPEC §2 page kinds). */
export type SlugKind = "product" | "category";

export interface NormalizeInput {
  country: Country;
  /** The request's path as sent (percent-encoded). */
  pathname: string;
  /** The query as sent, with its "?" or empty. */
  search: string;
  /** The visitor's locale cookie, when it is one of the country's locales. */
  cookieLocale?: LocaleCode;
  /** Whether a slug is a category in a language (native countries move categories under /c/). */
  isCategorySlug(language: string, slug: string): Promise<boolean>;
  /**
   * The slugs by language of the product or category page that `slug` names in one of `languages`
   * (the first is asked first), or undefined when it names no page there. Asked only in countries
   * of several languages (guards 8 and 9, decision 0018).
   */
  pageSlugs(
    kind: SlugKind,
    slug: string,
    languages: string[],
  ): Promise<Partial<Record<string, string>> | undefined>;
  /** SPEC §2 guard 12: the SEO redirect table, by path without language prefix. */
  seoRedirect(path: string): RedirectTarget | undefined;
}

const NEWSLETTER = Object.values(ROUTES.newsletter).map((p) => p.toLowerCase());
const isLanguage = (value: string) => (LANGUAGES as readonly string[]).includes(value);

/** Lower-cases a path except its percent escapes, which keep their canonical upper case. */
const lowerPath = (path: string) =>
  path.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) =>
    part.startsWith("%") ? part.toUpperCase() : part.toLowerCase(),
  );

/** No redirect for reserved prefixes, quotes, backslashes and malformed escapes: those end in 404 or 400. */
function isRefusedPath(pathname: string): boolean {
  if (isReservedPath(pathname.toLowerCase())) return true;
  // Quotes are refused (SPEC §2); a backslash would make a browser read the redirect as another host.
  if (/['"\\]|%22|%27|%5c/i.test(pathname)) return true;
  try {
    decodeURIComponent(pathname);
  } catch {
    return true; // malformed escapes: a 400, not a redirect
  }
  return false;
}

/**
 * The languages a request names (guard 8): the country's, its prefix's, the one the shopper chose and
 * the market's; and the path without the language prefix.
 */
function requestLanguages(input: NormalizeInput) {
  const { country, pathname } = input;
  const languages = country.locales.map((code) => getLocale(code).language as string);
  const defaultLanguage = languages[0] ?? "en";
  const prefixMatch = /^\/([a-z]{2})(?=\/|$)/i.exec(pathname);
  const urlLanguage =
    prefixMatch?.[1] && isLanguage(prefixMatch[1].toLowerCase()) ? prefixMatch[1].toLowerCase() : undefined;
  const unprefixed = urlLanguage ? pathname.slice(3) || "/" : pathname;

  // Guard 8: an accepted non-default language keeps its prefix; the default language and languages
  // the country does not speak go unprefixed; an unprefixed URL takes the cookie's language.
  const cookieLanguage = input.cookieLocale ? getLocale(input.cookieLocale).language : undefined;
  const prefixLanguage = urlLanguage && languages.includes(urlLanguage) ? urlLanguage : undefined;
  // The language the shopper chose (the prefix's, else the cookie's) is the market's.
  const chosen = prefixLanguage ?? cookieLanguage;
  return {
    languages,
    defaultLanguage,
    unprefixed,
    prefixLanguage,
    chosen,
    marketLanguage: chosen ?? defaultLanguage,
  };
}

/**
 * Guard 7: where a path of the old URL structure goes: the root, or the native category where
 * native routing is on. Undefined for other paths.
 */
function oldStructureTarget(segments: string[], native: boolean, country: Country): string | undefined {
  const oldStructure =
    segments.includes(OLD_URL_SEGMENTS[0]) || segments.slice(0, -1).includes(OLD_URL_SEGMENTS[1]);
  if (!oldStructure) return undefined;
  const last = segments.at(-1);
  const categorySlug =
    last && last !== OLD_URL_SEGMENTS[0] && !last.includes(".") && !isProductSlug(last) ? last : undefined;
  return native && segments.includes(OLD_URL_SEGMENTS[0]) && categorySlug
    ? categoryPath(categorySlug, country.countryCode)
    : "/";
}

/** The query of the canonical URL (guards 4 and 9), with its "?" or empty. */
async function canonicalQuery(
  input: NormalizeInput,
  language: string,
  segments: string[],
  native: boolean,
): Promise<string> {
  const { search } = input;
  let query = search;
  // Guard 4: the first page is the page without `page`. (The contact-form flag never gets here:
  // server/routing/flags.ts sends it to the contact form first.)
  const params = new URLSearchParams(search);
  const dropPage = params.get("page") === "1";
  if (dropPage) {
    params.delete("page");
    const rebuilt = params.toString();
    query = rebuilt ? `?${rebuilt}` : "";
  }
  // Guard 9: a listing's query in its normal form, in the same hop. Remix data requests (`_data`)
  // are normalised by the listing loaders instead, so client navigations update their URL.
  if (query && !params.has("_data") && (await isListing(input, language, segments, native))) {
    // Only the query is normalised here: the path is already canonical (and URL would re-encode it).
    const normalized = normalizedListingUrl(new URL(`http://shop.invalid/${query}`));
    if (normalized) query = normalized.slice(1);
  }
  return query;
}

/**
 * The one redirect a request needs to reach its canonical URL, applying every routing rule of SPEC
 * §2 at once (so no chain of hops): the language prefix (guard 8), lower case (guard 5), `/home`,
 * the old URL structure and native prefixes (guard 7), the trailing-slash rule, `page=1` (guard 4)
 * and the SEO redirect table (guard 12). In a country of several languages a product or category
 * link in any of them leads to the same page in the prefix's language, else the cookie's, else the
 * link's own (guards 8 and 9, decision 0018). Null when the URL is canonical or no page (reserved prefixes,
 * quotes, backslashes: those end in 404), ServeIn when it is canonical in another language than the
 * market's. Codes: 308, or 301 for the old structure and SEO redirects.
 */
export async function canonicalRedirect(input: NormalizeInput): Promise<RedirectTarget | ServeIn | null> {
  const { country, pathname, search } = input;
  if (isRefusedPath(pathname)) return null;
  // A provider's callback is registered as it is: no language prefix, no other hop (decision 0064).
  if (isSocialCallbackPath(pathname)) return null;

  const { languages, defaultLanguage, prefixLanguage, chosen, marketLanguage, unprefixed } =
    requestLanguages(input);
  let rest = unprefixed;
  const newsletter = NEWSLETTER.includes(rest.toLowerCase().replace(/\/$/, ""));
  let language = newsletter && !prefixLanguage ? defaultLanguage : marketLanguage;
  let prefix = languagePrefix(country, language);

  if (newsletter) {
    const location = `${prefix}${rest}${search}`;
    return location === `${pathname}${search}` ? null : { location, status: REDIRECT_CODES.default };
  }

  rest = lowerPath(rest);
  if (rest === ROUTES.homeAlias || rest === `${ROUTES.homeAlias}/`) rest = "/";
  let segments = rest.split("/").filter(Boolean);
  const native = isSwitchOn("nativeRouting", country.countryCode);
  let status: number = REDIRECT_CODES.default;

  const oldTarget = oldStructureTarget(segments, native, country);
  if (oldTarget) return { location: `${prefix}${oldTarget}`, status: REDIRECT_CODES.seo };

  if (!native && isNativePrefix(segments[0]) && segments.length > 1) {
    // Guard 7: native prefixes where native routing is off lead to the same page without them.
    while (isNativePrefix(segments[0]) && segments.length > 1) segments = segments.slice(1);
    status = REDIRECT_CODES.seo;
  }
  const page = await localizedPage(input, segments, native, chosen, languages);
  if (page) {
    segments = page.segments;
    language = page.language;
    prefix = languagePrefix(country, language);
  }
  const [first] = segments;
  if (native && segments.length === 1 && first) {
    if (isProductSlug(first)) segments = [NATIVE_PREFIXES.product, first];
    else if (await input.isCategorySlug(language, first)) segments = [NATIVE_PREFIXES.category, first];
  }

  // Trailing slash (SPEC §2 routing rules): not for product pages, files and the listed routes.
  rest = pathOf(segments);
  const query = await canonicalQuery(input, language, segments, native);

  const seo = input.seoRedirect(rest);
  if (seo) {
    const location = seo.location.startsWith("/") ? `${prefix}${seo.location}` : seo.location;
    return { location, status: seo.status };
  }
  const location = `${prefix}${rest}${query}`;
  if (location !== `${pathname}${search}`) return { location, status };
  return language === marketLanguage ? null : { serveIn: language };
}

/**
 * Guards 8 and 9 where a country speaks several languages: a product or category named by its slug
 * in any of them is the same page in the `chosen` language (the prefix's, else the cookie's), under
 * that language's slug; without a choice, or for a page without a slug in that language, it stays
 * in the language of the link (decision 0018). Undefined for other paths and in countries of one
 * language.
 */
async function localizedPage(
  input: NormalizeInput,
  segments: string[],
  native: boolean,
  chosen: string | undefined,
  languages: string[],
): Promise<{ segments: string[]; language: string } | undefined> {
  if (languages.length < 2) return undefined;
  const nativePrefix =
    native && segments.length === 2 && isNativePrefix(segments[0]) ? segments[0] : undefined;
  const slug = nativePrefix ? segments[1] : segments.length === 1 ? segments[0] : undefined;
  if (!slug || slug.includes(".") || slug.includes("%")) return undefined;
  const kind = isProductSlug(slug) ? "product" : "category";
  const first = chosen ?? languages[0] ?? "";
  const slugs = await input.pageSlugs(kind, slug, [first, ...languages.filter((l) => l !== first)]);
  if (!slugs) return undefined;
  const to = chosen && slugs[chosen] ? chosen : languages.find((l) => slugs[l] === slug);
  if (!to) return undefined;
  const local = slugs[to] ?? slug;
  return { segments: [...(nativePrefix ? [nativePrefix] : []), encodeURIComponent(local)], language: to };
}

/** Whether a path is a listing: the search page or a category page. */
async function isListing(input: NormalizeInput, language: string, segments: string[], native: boolean) {
  const [first, second] = segments;
  if (segments.length === 1 && first === "search") return true;
  if (native) return segments.length === 2 && first === NATIVE_PREFIXES.category && second !== undefined;
  return segments.length === 1 && first !== undefined && (await input.isCategorySlug(language, first));
}
