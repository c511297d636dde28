import { LISTING, LOW_STOCK_BOUNDARIES } from "../../config";
import { type ImageFallbacks, withImageFallbacks } from "../images";
import type { Market } from "../market";
import { productPath } from "../routing/paths";
import { searchWithDisjunctiveFacets } from "../search/disjunctive";
import { quoteValue } from "../search/filter";
import { collectionName, type ProductDocument, type SearchPort } from "../search/port";
import { type ListingFacets, listingFacets } from "./listing-facets";
import {
  type ListingQuery,
  listingSearchParams,
  MULTI_SELECT_FACETS,
  normalizedListingUrl,
  parseListingQuery,
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
  /** The price is the signed-in customer's group price (SPEC §3; server/tiers), not the public one. */
  groupPrice?: true;
  currency: string;
  avgRating: number;
  reviewCount: number;
  inStock: boolean;
  /** For the data layer's analytics items (SPEC §3 item_brand, shipping_type, item_variant). */
  brand: string;
  freight: boolean;
  bware: boolean;
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
  facets: ListingFacets;
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
  brand: d.brand,
  freight: d.isFreight,
  bware: d.tags.includes("bware"),
});

/** A search or category listing of the market (SPEC §2 search page, §9 facets and sorts). */
async function searchListing(
  search: SearchPort,
  market: Market,
  params: URLSearchParams,
  options: { categoryId?: string },
  images?: ImageFallbacks,
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
  return {
    ...empty,
    searched: true,
    found: response.found,
    products: await withImageFallbacks(
      response.hits.map((h) => card(market, h.document)),
      images,
    ),
    facets: listingFacets(response, query, currencyScale),
    pagination: paginationWindow(query.page, response.found, query.hitsPerPage),
  };
}

export function createCatalog(search: SearchPort, images?: ImageFallbacks) {
  /** Cards of sellable, published products matching every filter clause (Typesense syntax). */
  async function cards(market: Market, clauses: string[], limit: number): Promise<CardView[]> {
    const response = await search.search(collectionName(market.locale.code), {
      q: "*",
      filter_by: ["published:=true", "eligibleForSelling:=true", ...clauses].join(" && "),
      sort_by: "createdAt:desc",
      per_page: limit,
    });
    return withImageFallbacks(
      response.hits.map((h) => card(market, h.document)),
      images,
    );
  }

  return {
    normalizedUrl: normalizedListingUrl,
    pageResetUrl,

    /** In-stock products of a listing tag, newest first (home page product blocks). */
    productBlock: (market: Market, tag: string, limit = 8) =>
      cards(market, ["inStock:=true", `tags:=[${quoteValue(tag)}]`], limit),

    /**
     * The in-stock products of some SKUs (complementary products: SPEC §9 limit 4). A shopper is only
     * offered what can be bought now (SPEC §5 "Related and alternatives must also be in stock").
     */
    inStockBySkus: async (market: Market, skus: string[], limit: number) =>
      skus.length === 0
        ? []
        : cards(market, ["inStock:=true", `sku:=[${skus.map(quoteValue).join(",")}]`], limit),

    /** A search or category listing of the market (SPEC §2 search page, §9 facets and sorts). */
    listing: (market: Market, params: URLSearchParams, options: { categoryId?: string } = {}) =>
      searchListing(search, market, params, options, images),
  };
}
export type Catalog = ReturnType<typeof createCatalog>;
