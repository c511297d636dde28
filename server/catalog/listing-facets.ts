import { LISTING } from "../../config";
import type { SearchResponse } from "../search/port";
import { type ListingQuery, priceRanges } from "./listing-query";

/** A listing's facets as the filter form shows them (SPEC §9 facets). */
export interface ListingFacets {
  brands: { value: string; count: number; selected: boolean }[];
  tags: { value: string; count: number; selected: boolean }[];
  prices: { min: number; max?: number; count: number }[];
  ratings: { stars: number; count: number }[];
}

/** The filter form's facets from a search's facet counts, the query's selections kept. */
export function listingFacets(
  response: SearchResponse,
  query: ListingQuery,
  currencyScale: number,
): ListingFacets {
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
    brands: multiSelect("brand", query.brands).sort((a, b) => a.value.localeCompare(b.value)),
    tags: multiSelect("tags", query.tags).filter((c) => (LISTING.productTags as string[]).includes(c.value)),
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
  };
}
