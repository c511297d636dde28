import type { LocaleCode } from "../../config";

/**
 * SPEC §7 "Recommendation": POST 'recommendation' with cookie, typeId, domainId, languageAndCountry,
 * plus sourceSku (similar) or sourceSku, categoryLvl2, categoryLvl3, productTitle (cart).
 */
export type RecommendationRequest =
  | { typeId: "similar"; sourceSku: string }
  | {
      typeId: "cart";
      sourceSku: string;
      /** The source product's category names at levels 2 and 3 ("" when it has none so deep). */
      categoryLvl2: string;
      categoryLvl3: string;
      productTitle: string;
    };

/** One call: who asks (the tracking cookie, "" without consent), which list, in which market. */
export interface RecommendationCall {
  cookie: string;
  /** The list's id from the country entry (similarProductsId or cartRecommendationId, SPEC §9). */
  domainId: string;
  languageAndCountry: LocaleCode;
  request: RecommendationRequest;
  /** How many SKUs the shop would like at most. */
  limit: number;
  /** Aborted when the page stops waiting: the call is cancelled rather than run to its timeout. */
  signal?: AbortSignal;
}

/**
 * The recommendation service (issue 23 item 4, decision 0060). `recommend` never throws: SPEC §7
 * "returns null on error", so a failure, a timeout or an unreadable answer is null (no block), and an
 * answer with nothing to recommend is an empty list.
 */
export interface RecommendationPort {
  recommend(call: RecommendationCall): Promise<string[] | null>;
  /** What the port talks to, for the start-up log (never a URL with credentials or a key). */
  readonly description: string;
}
