/**
 * Typesense's search parameters as they arrive over HTTP (a query string, or a multi_search body's
 * `searches[]` entry), checked with zod: the parameters the Typesense adapter sends
 * (server/search/typesense) and the storefront's listings use. Typesense's own parameters that the
 * local index does not interpret (preset, stopwords, query_by_weights, enable_analytics) are
 * accepted and ignored: the local index has its own stopwords and weights (analyzer.ts, ranking.ts).
 */
import { z } from "zod";
import type { SearchParams } from "../port";

/** A query-string boolean as Typesense reads it. */
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const text = (max: number) => z.string().max(max);

const searchParamsSchema = z.object({
  q: text(1000),
  query_by: text(500).optional(),
  query_by_weights: text(200).optional(),
  filter_by: text(4000).optional(),
  facet_by: text(1000).optional(),
  max_facet_values: int(1, 1000).optional(),
  sort_by: text(200).optional(),
  page: int(1, 10_000).optional(),
  per_page: int(0, 250).optional(),
  prefix: flag.optional(),
  num_typos: int(0, 2).optional(),
  preset: text(200).optional(),
  stopwords: text(200).optional(),
  enable_analytics: flag.optional(),
});

/** One search's parameters, or the first problem as Typesense would word it. */
export function parseSearchParams(
  input: Record<string, unknown>,
): { ok: true; params: SearchParams } | { ok: false; message: string } {
  const parsed = searchParamsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `Parameter \`${issue?.path.join(".") || "q"}\` is invalid: ${issue?.message}`,
    };
  }
  const { query_by_weights: _weights, stopwords: _stopwords, ...params } = parsed.data;
  return { ok: true, params };
}

export const multiSearchBodySchema = z.object({
  searches: z.array(z.record(z.string(), z.unknown())).max(50),
});

/** A search's query-string parameters, without the API key Typesense also accepts there. */
export const queryParams = (url: URL): Record<string, string> => {
  const params = Object.fromEntries(url.searchParams);
  delete params["x-typesense-api-key"];
  return params;
};
