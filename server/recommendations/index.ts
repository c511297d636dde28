import { z } from "zod";
import { RECOMMENDATIONS } from "../../config/recommendations";
import { LocalCommerce } from "../commerce/local/engine";
import type { CommercePort } from "../commerce/port";
import { createHttpRecommendations } from "./http";
import { createLocalRecommendations } from "./local";
import type { RecommendationPort } from "./port";

export type { RecommendationCall, RecommendationPort, RecommendationRequest } from "./port";
export { createRecommendations, type Recommendations, type ShownRecommendations } from "./service";

const recommendationEnv = z.object({
  RECOMMENDATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  RECOMMENDATION_KEY: z.string().min(1).optional(),
});

/**
 * The Node host's recommendation port (issue 23 item 4, decision 0060): the service at
 * RECOMMENDATION_URL (RECOMMENDATION_KEY as its bearer token) when configured; else, over the
 * embedded platform, the embedded recommender in the platform's own database; else (commercetools
 * without a recommendation service) none, and the pages show no recommendation block.
 */
export function recommendationPort(
  env: Record<string, string | undefined>,
  commerce: CommercePort,
): RecommendationPort | undefined {
  const parsed = recommendationEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid recommendation configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  const { RECOMMENDATION_URL: url, RECOMMENDATION_KEY: key } = parsed.data;
  const port = url
    ? createHttpRecommendations({ url, key, timeoutMs: RECOMMENDATIONS.timeoutMs })
    : commerce instanceof LocalCommerce
      ? createLocalRecommendations(commerce.db, {
          onOrderPlaced: (listener) => commerce.onOrderPlaced(listener),
        })
      : undefined;
  console.info(`Recommendations: ${port?.description ?? "none configured"}`);
  return port;
}
