import { LISTING, TIMINGS } from "../../config";
import { keyedCachedOrElse } from "../cache";
import type { Market } from "../market";
import { collectionName, type FacetCount, type SearchPort } from "../search/port";

/** The category level whose names are what shoppers search for: the product kinds ("Kolbenkompressoren"). */
const KIND_LEVEL = "categories.lvl2";
const SELLABLE = ["published:=true", "eligibleForSelling:=true", "inStock:=true"];

/** The last name of a category path ("Werkstatt > Druckluft > Kolbenkompressoren" → "Kolbenkompressoren"). */
const lastName = (path: string) => path.split(" > ").at(-1)?.trim() ?? "";

/**
 * The kind names of facet counts, most products first, without repeats: the popular ones first,
 * then the others, up to `limit`.
 */
export function popularTerms(groups: FacetCount["counts"][], limit: number): string[] {
  const terms: string[] = [];
  for (const counts of groups)
    for (const { value, count } of counts) {
      const term = lastName(value);
      if (count > 0 && term && !terms.includes(term) && terms.length < limit) terms.push(term);
    }
  return terms;
}

/**
 * The home page's popular searches, derived from what the market's search collection holds, so
 * each finds products (a hand-written list found none: issue 15). They are the names of the product
 * kinds with the most bestsellers in stock (the "Popular" tag of SPEC §7's comparison score), then
 * of those with the most products in stock; a kind's name is indexed text of its products in the
 * market's language, in the local index and in Typesense (`categories.lvl2` is queried). Read once
 * per period and market locale; a failed read shows no popular searches (SPEC §8).
 */
export function createPopularSearches(search: SearchPort) {
  const cached = keyedCachedOrElse<string[]>(
    TIMINGS.seconds.referenceDataCache * 1000,
    "Popular searches",
    [],
  );

  async function load(market: Market, limit: number): Promise<string[]> {
    const collection = collectionName(market.locale.code);
    const kinds = async (clauses: string[], count: number) =>
      (
        await search.search(collection, {
          q: "*",
          filter_by: clauses.join(" && "),
          facet_by: KIND_LEVEL,
          max_facet_values: count,
          per_page: 1,
        })
      ).facet_counts.find((f) => f.field_name === KIND_LEVEL)?.counts ?? [];
    const popular = await kinds([...SELLABLE, "tags:=[bestseller]"], limit);
    if (popularTerms([popular], limit).length >= limit) return popularTerms([popular], limit);
    // Fewer popular kinds than places: the kinds with the most products in stock fill the rest.
    return popularTerms([popular, await kinds(SELLABLE, limit + popular.length)], limit);
  }

  return (market: Market, limit = LISTING.popularSearches): Promise<string[]> =>
    cached(`${market.locale.code}|${limit}`, () => load(market, limit));
}
export type PopularSearches = ReturnType<typeof createPopularSearches>;
