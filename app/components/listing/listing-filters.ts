import type { Money } from "../../lib/format";

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
