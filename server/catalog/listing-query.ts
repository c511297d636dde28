/**
 * The query parameters of search and category listings (SPEC §2 "Search page query params"),
 * validated with zod. Invalid values reset to their defaults instead of failing the page, and the
 * canonical query (what links and redirects use) drops defaults, so `page=1` never appears.
 */
import { z } from "zod";
import { LISTING, UI } from "../../config";
import { quoteValue } from "../search/filter";
import type { SearchParams } from "../search/port";

export type ListingSort = (typeof LISTING.sorts)[number];

export interface ListingQuery {
  q: string;
  page: number;
  hitsPerPage: number;
  sort: ListingSort;
  brands: string[];
  /** Refinement list of tags; `campaign:<name>` tags name a campaign. */
  tags: string[];
  priceMin?: number;
  priceMax?: number;
  ratingMin?: number;
  inStock: boolean;
}

const MAX_PAGE = 1000;
const text = z.string().trim().max(UI.quickSearch.maxLength);
const fallback = <T>(schema: z.ZodType<T>, value: unknown, otherwise: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : otherwise;
};
const amount = z.coerce.number().finite().min(0).max(100_000_000);
const tagPattern = new RegExp(`^(${LISTING.filterTags.join("|")}|${LISTING.campaignIndicator}:[a-z0-9_]+)$`);

/** Reads a listing's query; every invalid value falls back to its default (SPEC §2). */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  // Brands repeat the parameter (a name may hold a comma); tags may also come as one comma list.
  const list = (name: string, pattern?: RegExp, separator?: string) => [
    ...new Set(
      params
        .getAll(name)
        .flatMap((v) => (separator ? v.split(separator) : [v]))
        .map((v) => v.trim())
        .filter((v) => v && v.length <= 80 && (!pattern || pattern.test(v))),
    ),
  ];
  const priceMin = fallback(amount.optional(), params.get("priceMin") || undefined, undefined);
  const priceMax = fallback(amount.optional(), params.get("priceMax") || undefined, undefined);
  const ordered = priceMin !== undefined && priceMax !== undefined && priceMin > priceMax;
  return {
    q: fallback(text, params.get("q") ?? "", ""),
    page: fallback(
      z.coerce.number().int().min(LISTING.firstPage).max(MAX_PAGE),
      params.get("page") ?? undefined,
      LISTING.firstPage,
    ),
    hitsPerPage: fallback(
      z.coerce.number().refine((n) => LISTING.pageSizes.includes(n)),
      params.get("hitsPerPage") ?? undefined,
      LISTING.defaultPageSize,
    ),
    sort: fallback(z.enum(LISTING.sorts), params.get("sort") ?? undefined, "relevance"),
    // A backtick cannot appear inside a quoted filter value, and no brand has one.
    brands: list("brand", /^[^`]+$/),
    tags: list("tags", tagPattern, ","),
    // A reversed range is read the way the shopper meant it.
    priceMin: ordered ? priceMax : priceMin,
    priceMax: ordered ? priceMin : priceMax,
    ratingMin: fallback(
      z.coerce.number().int().min(1).max(5).optional(),
      params.get("rating") || undefined,
      undefined,
    ),
    inStock: params.get("inStock") === "1" || params.get("inStock") === "true",
  };
}

/** The canonical query string of a listing: defaults dropped, values in a fixed order. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.q) out.set("q", query.q);
  for (const brand of query.brands) out.append("brand", brand);
  for (const tag of query.tags) out.append("tags", tag);
  if (query.priceMin !== undefined) out.set("priceMin", String(query.priceMin));
  if (query.priceMax !== undefined) out.set("priceMax", String(query.priceMax));
  if (query.ratingMin !== undefined) out.set("rating", String(query.ratingMin));
  if (query.inStock) out.set("inStock", "1");
  if (query.sort !== "relevance") out.set("sort", query.sort);
  if (query.hitsPerPage !== LISTING.defaultPageSize) out.set("hitsPerPage", String(query.hitsPerPage));
  if (query.page !== LISTING.firstPage) out.set("page", String(query.page));
  return out;
}

const SORT_BY: Record<ListingSort, string> = {
  relevance: "_text_match:desc",
  "name-asc": "name:asc",
  "name-desc": "name:desc",
  "price-up": "price:asc",
  "price-down": "price:desc",
  latest: "createdAt:desc",
};

/**
 * Price ranges offered as a facet, in major units of the market's currency, scaled by the
 * currency's size in SPEC §9 (its upper low-stock boundary: EUR 1000, HUF 375000): for EUR
 * 0–100, 100–250, 250–500, 500–1000 and 1000 and more.
 */
export function priceRanges(currencyScale: number): [string, number, number | undefined][] {
  const step = currencyScale / 10;
  return [
    ["0", 0, step],
    ["1", step, step * 2.5],
    ["2", step * 2.5, step * 5],
    ["3", step * 5, step * 10],
    ["4", step * 10, undefined],
  ];
}

/**
 * The facets a shopper ticks several values of: a brand or a tag filter lists its values as an OR
 * (`brand:=[Ferrox,Saxby]`), so their counts leave the field's own filter out (disjunctive faceting,
 * server/search/disjunctive.ts) and the other values stay offered with what they would add.
 */
export const MULTI_SELECT_FACETS = ["brand", "tags"] as const;

/**
 * The search request of a listing: SPEC §5 visibility (published and eligible for selling), the
 * shopper's refinements, the sort and the facets of SPEC §9 (tags, price, avgRating, brand, 5 levels).
 */
export function toSearchParams(
  query: ListingQuery,
  options: { categoryId?: string; currencyScale: number },
): SearchParams {
  const filters = ["published:=true", "eligibleForSelling:=true"];
  if (options.categoryId) filters.push(`categoryIds:=[${quoteValue(options.categoryId)}]`);
  if (query.brands.length) filters.push(`brand:=[${query.brands.map(quoteValue).join(",")}]`);
  if (query.tags.length) filters.push(`tags:=[${query.tags.map(quoteValue).join(",")}]`);
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    filters.push(`price:[${query.priceMin ?? 0}..${query.priceMax ?? 100_000_000}]`);
  }
  if (query.ratingMin !== undefined) filters.push(`avgRating:>=${query.ratingMin}`);
  if (query.inStock) filters.push("inStock:=true");
  const ranges = priceRanges(options.currencyScale)
    .map(([label, from, to]) => `${label}:[${from}, ${to ?? ""}]`)
    .join(", ");
  return {
    q: query.q || "*",
    filter_by: filters.join(" && "),
    facet_by: `brand,tags,avgRating,price(${ranges}),categories.lvl0,categories.lvl1,categories.lvl2,categories.lvl3,categories.lvl4`,
    max_facet_values: 30,
    sort_by: SORT_BY[query.sort],
    page: query.page,
    per_page: query.hitsPerPage,
  };
}

/** The query parameters a listing reads (SPEC §2 "Search page query params"), in the normal order. */
export const LISTING_QUERY_PARAMS = [
  "q",
  "brand",
  "tags",
  "priceMin",
  "priceMax",
  "rating",
  "inStock",
  "sort",
  "hitsPerPage",
  "page",
] as const;
const LISTING_PARAMS = new Set<string>(LISTING_QUERY_PARAMS);

/**
 * SPEC §2 guard 9: the listing URL with its query normalised (defaults and empty fields dropped,
 * invalid values reset, a fixed order; other parameters kept after it), or null when the URL is
 * already in that form.
 */
export function normalizedListingUrl(url: URL): string | null {
  const others = [...url.searchParams].filter(([name]) => !LISTING_PARAMS.has(name));
  const query = listingSearchParams(parseListingQuery(url.searchParams));
  for (const [name, value] of others) query.append(name, value);
  const search = query.toString();
  const target = `${url.pathname}${search ? `?${search}` : ""}`;
  return target === `${url.pathname}${url.search}` ? null : target;
}
