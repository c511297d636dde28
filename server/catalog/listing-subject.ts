import { LISTING } from "../../config";
import type { ListingQuery } from "./listing-query";

/**
 * What a search-page listing lists, for its heading and title. SPEC §2: a brand page is the search
 * route with the brand filter, and sale and bestseller listings are search URLs with the tags
 * refinement, so these URLs are landing pages and say what they show. Words searched for come first;
 * then one brand (a brand page the shopper refined stays that brand's page); then one product tag
 * ("On sale", "Bestsellers", a campaign); anything else is "Products".
 */
export type ListingSubject =
  | { kind: "search"; q: string }
  | { kind: "brand"; brand: string }
  | { kind: "tag"; tag: string }
  | { kind: "all" };

export function listingSubject(query: ListingQuery): ListingSubject {
  const [brand] = query.brands;
  const [tag] = query.tags;
  if (query.q) return { kind: "search", q: query.q };
  if (brand !== undefined && query.brands.length === 1) return { kind: "brand", brand };
  if (tag !== undefined && query.tags.length === 1 && (LISTING.productTags as string[]).includes(tag))
    return { kind: "tag", tag };
  return { kind: "all" };
}
