/**
 * Multi-select facets (disjunctive faceting) the way Typesense's own InstantSearch adapter asks for
 * them, since Typesense counts facets over the hits of the filter as given: one multi_search with the
 * search itself and, for each multi-select field the filter refines, a facet-only search (per_page 0)
 * with the other clauses but without that field's own. The field's counts come from there, so after
 * ticking one brand the other brands keep their counts and can be added (the field's values are an
 * OR list), while every other facet counts the filtered hits. Both adapters answer it: the request
 * goes to a Typesense cluster as it is, and the local index answers multi_search in Typesense's shape.
 */
import { filterFields, withoutField } from "./filter";
import type { SearchParams, SearchPort, SearchResponse } from "./port";

export async function searchWithDisjunctiveFacets(
  search: SearchPort,
  collection: string,
  params: SearchParams,
  fields: readonly string[],
): Promise<SearchResponse> {
  const refining = filterFields(params.filter_by);
  const refined = fields.filter((field) => refining.includes(field));
  if (refined.length === 0) return search.search(collection, params);
  const { results } = await search.multiSearch([
    { collection, ...params },
    ...refined.map((field) => ({
      collection,
      ...params,
      filter_by: withoutField(params.filter_by, field),
      facet_by: field,
      page: 1,
      per_page: 0,
    })),
  ]);
  const [main, ...facets] = results;
  if (!main || "error" in main)
    throw Object.assign(new Error(main?.error ?? "No answer to the search"), { httpStatus: main?.code });
  // A facet search that failed leaves the field's counts as the search gave them.
  const counts = new Map(
    facets.flatMap((result, i) => {
      const field = refined[i] as string;
      const facet = "error" in result ? undefined : result.facet_counts.find((f) => f.field_name === field);
      return facet ? [[field, facet] as const] : [];
    }),
  );
  return {
    ...main,
    facet_counts: main.facet_counts.map((facet) => counts.get(facet.field_name) ?? facet),
  };
}
