/**
 * The recommendation service's endpoint answered by the embedded recommender (./local), in the shape
 * the production adapter (./http.ts) posts: SPEC §7 "POST 'recommendation'" as JSON to
 * `{RECOMMENDATION_URL}/recommendation` with `Authorization: Bearer <RECOMMENDATION_KEY>`, answered
 * `{ results: [{ value: [...] }] }`. Mounted on the local services host (decision 0074), so a
 * storefront on the HTTP adapter (the edge build) shows the recommendations `npm start` computes from
 * the embedded platform's orders. Runtime-neutral: the recommender is handed in as its port.
 */
import { z } from "zod";
import { LOCALE_CODES } from "../../config";
import { RECOMMENDATIONS } from "../../config/recommendations";
import { bearerMatches, invalidField, json, readJson } from "../local-services/respond";
import type { LocalApi } from "../local-services/types";
import type { RecommendationPort, RecommendationRequest } from "./port";
import { answerOf } from "./wire";

/** The endpoint below the service's base URL (the adapter appends it to RECOMMENDATION_URL). */
export const RECOMMENDATION_PATH = "/recommendation";

const BODY_LIMIT_BYTES = 16 * 1024;

const text = (max: number) => z.string().max(max);
const common = {
  cookie: text(256),
  domainId: z.string().min(1).max(200),
  languageAndCountry: z.enum(LOCALE_CODES),
  sourceSku: z.string().min(1).max(200),
};
/** SPEC §7's two bodies, as requestBody (./wire.ts) writes them. */
const bodySchema = z.discriminatedUnion("typeId", [
  z.object({ ...common, typeId: z.literal("similar") }),
  z.object({
    ...common,
    typeId: z.literal("cart"),
    categoryLvl2: text(500),
    categoryLvl3: text(500),
    productTitle: text(500),
  }),
]);

export function recommendationApi(
  port: RecommendationPort,
  { key, limit = RECOMMENDATIONS.serviceAnswerLimit }: { key: string; limit?: number },
): LocalApi {
  return async (request, path) => {
    if (path !== RECOMMENDATION_PATH)
      return json(404, { message: `Not found: the service takes POST ${RECOMMENDATION_PATH}` });
    if (request.method !== "POST")
      return json(405, { message: `Method not allowed: POST ${RECOMMENDATION_PATH}` }, { Allow: "POST" });
    if (!bearerMatches(request, key))
      return json(401, { message: "A valid bearer token is required" }, { "WWW-Authenticate": "Bearer" });
    const parsed = bodySchema.safeParse(await readJson(request, BODY_LIMIT_BYTES));
    if (!parsed.success) return invalidField(parsed.error);
    const { cookie, domainId, languageAndCountry, ...asked } = parsed.data;
    const wanted: RecommendationRequest =
      asked.typeId === "similar" ? { typeId: "similar", sourceSku: asked.sourceSku } : asked;
    const skus = await port.recommend({ cookie, domainId, languageAndCountry, request: wanted, limit });
    // The recommender's own failure (logged there): the adapter reads a 503 as SPEC §7's null.
    if (!skus) return json(503, { message: "The recommender failed; see its log" });
    return json(200, answerOf(skus));
  };
}
