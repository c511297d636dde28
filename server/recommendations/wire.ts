/**
 * The recommendation service's request body and the reading of its answer (SPEC §7), pure so both
 * adapters and the tests share them.
 */
import { z } from "zod";
import type { RecommendationCall } from "./port";

/** The JSON body of `POST {url}/recommendation` (SPEC §7's fields, nothing else). */
export function requestBody(call: RecommendationCall): Record<string, string> {
  return {
    cookie: call.cookie,
    typeId: call.request.typeId,
    domainId: call.domainId,
    languageAndCountry: call.languageAndCountry,
    ...(call.request.typeId === "similar"
      ? { sourceSku: call.request.sourceSku }
      : {
          sourceSku: call.request.sourceSku,
          categoryLvl2: call.request.categoryLvl2,
          categoryLvl3: call.request.categoryLvl3,
          productTitle: call.request.productTitle,
        }),
  };
}

/** A recommended item: a SKU, or an object naming it (`sku`, or the service's `item_id`). */
const item = z.union([
  z.string().min(1),
  z.object({ sku: z.string().min(1) }),
  z.object({ item_id: z.string().min(1) }),
]);
const answer = z.object({
  results: z.array(z.object({ value: z.array(item) })).min(1),
});

/**
 * SPEC §7 "It reads results[0].value": the SKUs in the service's order, each once. Null when the
 * answer has no readable `results[0].value` (SPEC §7 "returns null on error").
 */
export function parseRecommendationAnswer(body: unknown): string[] | null {
  const parsed = answer.safeParse(body);
  if (!parsed.success) return null;
  const skus = (parsed.data.results[0]?.value ?? []).map((entry) =>
    typeof entry === "string" ? entry : "sku" in entry ? entry.sku : entry.item_id,
  );
  return [...new Set(skus)];
}

/** The answer the embedded recommender gives in the service's shape (its HTTP API and the tests). */
export const answerOf = (skus: string[]) => ({ results: [{ value: skus.map((sku) => ({ sku })) }] });
