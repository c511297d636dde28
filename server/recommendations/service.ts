/**
 * The shop's recommendations (issue 23 item 4, decision 0060): SPEC §7's two requests, "similar" for
 * the product page's "customers also bought" and "cart" for the cart page, turned into the listing's
 * own cards. Only products a shopper can buy now are shown (SPEC §5: published, sellable, in stock),
 * in the service's order. SPEC §8: a failed call, an unreadable answer or a failed card read is no
 * block (null), never an error page.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { RECOMMENDATION_IDS, RECOMMENDATIONS, type RecommendationType } from "../../config/recommendations";
import { isProductLine } from "../cart/view";
import type { Categories } from "../catalog/category";
import type { CardView, Catalog } from "../catalog/listing";
import type { Products } from "../catalog/product";
import { localizedText } from "../commerce/projection";
import type { Market } from "../market";
import type { RecommendationPort, RecommendationRequest } from "./port";

/** A recommendation block as shown: the list's id (the tracking call's recommendation_id), its kind and cards. */
export interface ShownRecommendations {
  id: string;
  name: RecommendationType;
  cards: CardView[];
}

export function createRecommendations(
  port: RecommendationPort | undefined,
  { catalog, products, categories }: { catalog: Catalog; products: Products; categories: Categories },
  { log = console.warn }: { log?: (message: string) => void } = {},
) {
  /** Asks the port and keeps the buyable products among its SKUs, in its order, up to `limit`. */
  async function shown(
    market: Market,
    cookie: string,
    request: RecommendationRequest,
    { limit, exclude }: { limit: number; exclude: ReadonlySet<string> },
  ): Promise<ShownRecommendations | null> {
    if (!port) return null;
    const ids = RECOMMENDATION_IDS[market.locale.code];
    const id = request.typeId === "similar" ? ids.similarProductsId : ids.cartRecommendationId;
    // The page waits for the call at most pageWaitMs, then renders without the block and cancels
    // the call (decision 0066), so a slow service does not keep a request open per page view.
    const skus = await atMost(RECOMMENDATIONS.pageWaitMs, (signal) =>
      port.recommend({
        cookie,
        domainId: id,
        languageAndCountry: market.locale.code,
        request,
        limit: (limit + exclude.size) * RECOMMENDATIONS.candidatesPerSlot,
        signal,
      }),
    );
    if (!skus) return null;
    const wanted = skus.filter((sku) => !exclude.has(sku));
    try {
      const found = await catalog.inStockBySkus(market, wanted, wanted.length);
      const bySku = new Map(found.map((card) => [card.sku, card]));
      const cards = wanted.flatMap((sku) => bySku.get(sku) ?? []).slice(0, limit);
      return { id, name: request.typeId, cards };
    } catch (error) {
      log(`Recommendation cards could not be read: ${String(error)}`);
      return null;
    }
  }

  return {
    /** Whether a recommendation service is configured at all (none: no block, no call). */
    configured: port !== undefined,

    /** The product page's "customers also bought" (SPEC §7 "similar" with the source SKU; §9 limit 8). */
    alsoBought: (market: Market, sku: string, cookie: string) =>
      shown(
        market,
        cookie,
        { typeId: "similar", sourceSku: sku },
        { limit: RECOMMENDATIONS.productLimit, exclude: new Set([sku]) },
      ),

    /**
     * The cart page's recommendations (SPEC §7 "cart"): from the product the shopper put in last, with
     * its category names at levels 2 and 3 and its title; nothing already in the cart is offered.
     */
    async forCart(market: Market, cart: Cart, cookie: string): Promise<ShownRecommendations | null> {
      const lines = cart.lineItems.filter(isProductLine);
      const last = lines.reduce<(typeof lines)[number] | undefined>(
        (newest, line) => (!newest || (line.addedAt ?? "") >= (newest.addedAt ?? "") ? line : newest),
        undefined,
      );
      const sourceSku = last?.variant.sku;
      if (!last || !sourceSku) return null;
      const levels = await categoryNames(market, sourceSku).catch(() => []);
      return shown(
        market,
        cookie,
        {
          typeId: "cart",
          sourceSku,
          categoryLvl2: levels[1] ?? "",
          categoryLvl3: levels[2] ?? "",
          productTitle: localizedText(last.name, market.language),
        },
        {
          limit: RECOMMENDATIONS.cartLimit,
          exclude: new Set(lines.flatMap((line) => line.variant.sku ?? [])),
        },
      );
    },
  };

  /** The names of a product's category path from the top (level 1 first). */
  async function categoryNames(market: Market, sku: string): Promise<string[]> {
    const product = (await products.bySkus(market, [sku])).get(sku);
    const first = product?.categories[0];
    return first ? (await categories.path(market, first.id)).map((link) => link.name) : [];
  }
}
export type Recommendations = ReturnType<typeof createRecommendations>;

/** The answer if it comes within `ms`, else null, and the call's signal is aborted. */
function atMost<T>(ms: number, call: (signal: AbortSignal) => Promise<T | null>): Promise<T | null> {
  const stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      stop.abort();
      resolve(null);
    }, ms);
  });
  return Promise.race([call(stop.signal), late]).finally(() => clearTimeout(timer));
}
