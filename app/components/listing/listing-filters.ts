import type { CurrencyCode } from "../../../config";
import type { ListingView } from "../../../server/catalog/listing";
import { type Money, toMoney } from "../../lib/format";

/** The listing's filters as the page shows them: the facets with their counts and what the URL chose. */
export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface ListingFilters {
  q: string;
  brands: FacetValue[];
  tags: FacetValue[];
  prices: { from: Money; to?: Money; min: number; max?: number; count: number }[];
  ratings: { stars: number; count: number }[];
  priceMin?: number;
  priceMax?: number;
  ratingMin?: number;
  inStock: boolean;
  sort: string;
  hitsPerPage: number;
}

/** The filters of a listing: its facets, the price ranges as money in `currency`, and the query's choices. */
export function listingFilters(listing: ListingView, currency: string): ListingFilters {
  const { query } = listing;
  const money = (amount: number, code: string) => toMoney(amount, code as CurrencyCode);
  return {
    q: query.q,
    brands: listing.facets.brands,
    tags: listing.facets.tags,
    prices: listing.facets.prices.map((range) => ({
      ...range,
      from: money(range.min, currency),
      ...(range.max !== undefined ? { to: money(range.max, currency) } : {}),
    })),
    ratings: listing.facets.ratings,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    ratingMin: query.ratingMin,
    inStock: query.inStock,
    sort: query.sort,
    hitsPerPage: query.hitsPerPage,
  };
}

/**
 * A link of the listing at `action`: its canonical query changed by `change`, never with page=1
 * (the page is dropped unless `change` sets it).
 */
export function listingHref(listing: ListingView, action: string, change: (params: URLSearchParams) => void) {
  const next = new URLSearchParams(listing.canonical);
  next.delete("page");
  change(next);
  const search = next.toString();
  return search ? `${action}?${search}` : action;
}
