import { RECOMMENDATIONS } from "../../../config/recommendations";
import type { Db } from "../../commerce/local";
import type { RecommendationPort } from "../port";
import { boughtTogether } from "./bought-together";
import { sameCategory } from "./same-category";

/**
 * The embedded recommendation service (issue 23 item 4, decision 0060): an item-to-item recommender
 * over the embedded platform's own orders. Both lists answer from the source SKU: first the products
 * bought in the same orders as it (most orders first), then, for a product with few or no purchases,
 * the products most like it in the catalog. The visitor's cookie is not used: there is no per-visitor
 * history here. Never throws (SPEC §7 null on error).
 *
 * New orders are counted in at start, right after each order this process places (`onOrderPlaced`)
 * and every `catchUpEveryMs` (other processes' orders), never while a page waits: a page read is two
 * indexed reads, however many orders came in (decision 0066).
 */
export function createLocalRecommendations(
  db: Db,
  {
    log = console.warn,
    onOrderPlaced,
    catchUpEveryMs = RECOMMENDATIONS.catchUpEveryMs,
  }: {
    log?: (message: string) => void;
    /** The embedded platform's order notice (LocalCommerce.onOrderPlaced). */
    onOrderPlaced?: (listener: () => void) => void;
    catchUpEveryMs?: number;
  } = {},
): RecommendationPort {
  const together = boughtTogether(db, {
    batch: RECOMMENDATIONS.ordersPerCatchUp,
    kept: RECOMMENDATIONS.listsKept,
  });
  const similar = sameCategory(db);
  const catchUp = () => {
    try {
      together.catchUp();
    } catch (error) {
      log(`The embedded recommender could not count new orders: ${String(error)}`);
    }
  };
  catchUp();
  onOrderPlaced?.(catchUp);
  setInterval(catchUp, catchUpEveryMs).unref?.();
  return {
    description: "embedded recommender (products bought together in the local platform's orders)",
    async recommend({ request: { sourceSku }, limit }) {
      try {
        const bought = together.with(sourceSku, limit).map((row) => row.sku);
        if (bought.length >= limit) return bought;
        const taken = new Set(bought);
        const alike = similar(sourceSku, limit + bought.length).filter((sku) => !taken.has(sku));
        return [...bought, ...alike].slice(0, limit);
      } catch (error) {
        log(`Recommendation failed in the embedded recommender: ${String(error)}`);
        return null;
      }
    },
  };
}
