import { LISTING } from "./listing";
import { LOCALE_CODES, type LocaleCode } from "./locales";
import * as z from "./zod";

/**
 * SPEC §7 "Recommendation" and §9 country entry (issue 23 item 4, decision 0060): the two kinds of
 * request the shop sends, how many products each shows, how long a call may take, and the
 * recommendation ids of each language-and-country.
 */
export const RECOMMENDATION_TYPES = ["similar", "cart"] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export const RECOMMENDATIONS = z
  .object({
    /** The product page's "customers also bought": SPEC §9 "Related products limit 8". */
    productLimit: z.number().int().positive(),
    /** The cart page's recommendations: SPEC §9 "complementary products limit 4" (the cart's side list). */
    cartLimit: z.number().int().positive(),
    /**
     * How many SKUs are asked for per shown product: the shop shows only what is in stock and
     * sellable (SPEC §5), so it asks for more than it shows.
     */
    candidatesPerSlot: z.number().int().min(1).max(5),
    /**
     * How long the page waits for the service (not in SPEC): the block is server-rendered so it works
     * without JavaScript, and SPEC §8's null (no block) is what a slow service gives.
     */
    timeoutMs: z.number().int().positive().max(3000),
    /**
     * How long a page waits for the recommendation call (decision 0066): the block is a nice-to-have,
     * so a slow service costs the page at most this; the page then renders without the block.
     */
    pageWaitMs: z.number().int().positive().max(1000),
    /**
     * How often the embedded recommender reads orders it has not counted (another process's), besides
     * right after each order this process places; a page read never scans orders (decision 0066).
     */
    catchUpEveryMs: z.number().int().positive(),
    /** The embedded recommender reads at most this many new orders per catch-up step (bounded work). */
    ordersPerCatchUp: z.number().int().positive(),
    /**
     * How many SKUs the embedded recommender's HTTP API (the local services host, decision 0074)
     * answers: SPEC §7's request names no count, so the service decides, and the shop keeps what it
     * shows. Enough for the product page's ask ((productLimit + 1) × candidatesPerSlot) and for a
     * cart's whose lines (left out by the shop) take up to 60 of them.
     */
    serviceAnswerLimit: z.number().int().positive(),
    /**
     * Not in SPEC: a memory bound. How many products' "bought together" lists the embedded
     * recommender keeps per version of its database (decision 0086); each is at most
     * serviceAnswerLimit SKUs, so a few MB whatever the catalog's size.
     */
    listsKept: z.number().int().positive(),
  })
  .parse({
    productLimit: LISTING.relatedProductsLimit,
    cartLimit: LISTING.complementaryProductsLimit,
    candidatesPerSlot: 3,
    timeoutMs: 800,
    pageWaitMs: 150,
    catchUpEveryMs: 60_000,
    ordersPerCatchUp: 500,
    serviceAnswerLimit: 100,
    listsKept: 5_000,
  });

/** SPEC §9 country entry, per language: the recommendation ids (key, lastSeenId, similarProductsId, cartRecommendationId). */
const recommendationIds = z.object({
  key: z.string().min(1),
  lastSeenId: z.string().min(1),
  similarProductsId: z.string().min(1),
  cartRecommendationId: z.string().min(1),
});
export type RecommendationIds = z.infer<typeof recommendationIds>;

/**
 * SPEC gives no values for the ids; ours name the language-and-country and the list, which is what the
 * recommendation service's `domainId` needs to tell the lists apart. A production project replaces
 * them with the service's own ids here.
 */
export const RECOMMENDATION_IDS: Readonly<Record<LocaleCode, RecommendationIds>> = z
  .record(z.enum(LOCALE_CODES), recommendationIds)
  .parse(
    Object.fromEntries(
      LOCALE_CODES.map((code) => {
        const key = code.toLowerCase();
        return [
          code,
          {
            key,
            lastSeenId: `${key}-last-seen`,
            similarProductsId: `${key}-similar-products`,
            cartRecommendationId: `${key}-cart-recommendation`,
          },
        ];
      }),
    ),
  );
