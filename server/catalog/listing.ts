import { LISTING, LOW_STOCK_BOUNDARIES } from "../../config";
import type { Market } from "../market";
import { productPath } from "../routing/paths";
import { searchWithDisjunctiveFacets } from "../search/disjunctive";
import { quoteValue } from "../search/filter";
import { collectionName, type ProductDocument, type SearchPort } from "../search/port";
import {
  type ListingQuery,
  listingSearchParams,
  MULTI_SELECT_FACETS,
  normalizedListingUrl,
  parseListingQuery,
  priceRanges,
  toSearchParams,
} from "./listing-query";
import { type ListingSubject, listingSubject } from "./listing-subject";
import { paginationWindow } from "./pagination";

/** A result card's data; amounts in major units of `currency` (the app formats them). */
export interface CardView {
  sku: string;
  name: string;
  /** Path of the product page without the language prefix. */
  href: string;
  image: string;
  imageAlt: string;
  price: number;
  originalPrice?: number;
  currency: string;
  avgRating: number;
  reviewCount: number;
  inStock: boolean;
}

export interface ListingView {
  query: ListingQuery;
  /** What the listing lists (its heading and title on the search page). */
  subject: ListingSubject;
  /** The listing's canonical query string (defaults dropped, no page=1). */
  canonical: string;
  /** False when there was nothing to search for (no words and no refinements). */
  searched: boolean;
  found: number;
  products: CardView[];
  facets: {
    brands: { value: string; count: number; selected: boolean }[];
    tags: { value: string; count: number; selected: boolean }[];
    prices: { min: number; max?: number; count: number }[];
    ratings: { stars: number; count: number }[];
  };
  pagination: { pages: number; window: number[] };
}

const hasRefinements = (q: ListingQuery) =>
  q.brands.length > 0 ||
  q.tags.length > 0 ||
  q.priceMin !== undefined ||
  q.priceMax !== undefined ||
  q.ratingMin !== undefined ||
  q.inStock;

/**
 * SPEC §2 "Invalid values reset to defaults" and §9 pagination: a page beyond the listing's last
 * page (page=99 of 3) is the default page, the listing's URL without `page`; null when the page
 * exists. Only the search knows the last page, so the loaders ask after searching.
 */
export function pageResetUrl(url: URL, listing: ListingView): string | null {
  if (listing.query.page <= Math.max(listing.pagination.pages, LISTING.firstPage)) return null;
  const params = new URLSearchParams(url.search);
  params.delete("page");
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export function createCatalog(search: SearchPort) {
  const card = (market: Market, d: ProductDocument): CardView => ({
    sku: d.sku,
    name: d.name,
    href: productPath(d.slug, market),
    image: d.image,
    imageAlt: d.imageAlt,
    price: d.price,
    ...(d.originalPrice !== undefined ? { originalPrice: d.originalPrice } : {}),
    currency: d.currency,
    avgRating: d.avgRating,
    reviewCount: d.reviewCount,
    inStock: d.inStock,
  });

  /** Cards of sellable, published products matching every filter clause (Typesense syntax). */
  async function cards(market: Market, clauses: string[], limit: number): Promise<CardView[]> {
    const response = await search.search(collectionName(market.locale.code), {
      q: "*",
      filter_by: ["published:=true", "eligibleForSelling:=true", ...clauses].join(" && "),
      sort_by: "createdAt:desc",
      per_page: limit,
    });
    return response.hits.map((h) => card(market, h.document));
  }

  return {
    normalizedUrl: normalizedListingUrl,
    pageResetUrl,

    /** In-stock products of a listing tag, newest first (home page product blocks). */
    productBlock: (market: Market, tag: string, limit = 8) =>
      cards(market, ["inStock:=true", `tags:=[${quoteValue(tag)}]`], limit),

    /**
     * Related products (SPEC §9 limit 8): in stock, from the product's own category, never the product
     * itself (SPEC §5 "Related and alternatives must also be in stock").
     */
    related: (market: Market, categoryId: string, exceptSku: string) =>
      cards(
        market,
        ["inStock:=true", `categoryIds:=[${quoteValue(categoryId)}]`, `sku:!=[${quoteValue(exceptSku)}]`],
        LISTING.relatedProductsLimit,
      ),

    /**
     * The in-stock products of some SKUs (complementary products: SPEC §9 limit 4). A shopper is only
     * offered what can be bought now (SPEC §5 "Related and alternatives must also be in stock").
     */
    inStockBySkus: async (market: Market, skus: string[], limit: number) =>
      skus.length === 0
        ? []
        : cards(market, ["inStock:=true", `sku:=[${skus.map(quoteValue).join(",")}]`], limit),

    /** A search or category listing of the market (SPEC §2 search page, §9 facets and sorts). */
    async listing(
      market: Market,
      params: URLSearchParams,
      options: { categoryId?: string } = {},
    ): Promise<ListingView> {
      const query = parseListingQuery(params);
      const canonical = listingSearchParams(query).toString();
      const currencyScale = LOW_STOCK_BOUNDARIES[market.currency.code]?.high ?? 1000;
      const empty: ListingView = {
        query,
        subject: listingSubject(query),
        canonical,
        searched: false,
        found: 0,
        products: [],
        facets: { brands: [], tags: [], prices: [], ratings: [] },
        pagination: { pages: 0, window: [] },
      };
      if (!query.q && !hasRefinements(query) && !options.categoryId) return empty;

      const response = await searchWithDisjunctiveFacets(
        search,
        collectionName(market.locale.code),
        toSearchParams(query, { ...options, currencyScale }),
        MULTI_SELECT_FACETS,
      );
      const facet = (name: string) => response.facet_counts.find((f) => f.field_name === name)?.counts ?? [];
      // A ticked value stays offered (to untick) even when nothing matches it any more.
      const multiSelect = (name: string, selected: string[]) => {
        const counts = facet(name);
        const missing = selected.filter((value) => !counts.some((c) => c.value === value));
        return [...counts, ...missing.map((value) => ({ value, count: 0 }))].map((c) => ({
          value: c.value,
          count: c.count,
          selected: selected.includes(c.value),
        }));
      };
      const ranges = priceRanges(currencyScale);
      const stars = facet("avgRating").map((c) => ({ stars: Number(c.value), count: c.count }));
      return {
        ...empty,
        searched: true,
        found: response.found,
        products: response.hits.map((h) => card(market, h.document)),
        facets: {
          brands: multiSelect("brand", query.brands).sort((a, b) => a.value.localeCompare(b.value)),
          tags: multiSelect("tags", query.tags).filter((c) =>
            (LISTING.productTags as string[]).includes(c.value),
          ),
          prices: ranges.map(([label, min, max]) => ({
            min,
            ...(max !== undefined ? { max } : {}),
            count: facet("price").find((c) => c.value === label)?.count ?? 0,
          })),
          // "N stars and more": ratings are counted by whole stars.
          ratings: [4, 3, 2].map((n) => ({
            stars: n,
            count: stars.filter((s) => s.stars >= n).reduce((sum, s) => sum + s.count, 0),
          })),
        },
        pagination: paginationWindow(query.page, response.found, query.hitsPerPage),
      };
    },
  };
}
export type Catalog = ReturnType<typeof createCatalog>;
