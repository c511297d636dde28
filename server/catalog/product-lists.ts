import { LISTING } from "../../config";
import type { CommercePort, SharedProduct } from "../commerce/port";
import { attributesOf } from "../commerce/projection";
import { type ImageFallbacks, withImageFallbacks } from "../images";
import type { Market } from "../market";
import { cachedComparison } from "./comparison";
import type { Catalog } from "./listing";
import type { ProductView } from "./product-view";
import type { Stores } from "./stores";

/** SPEC §8: a failed recommendation or product list is logged and shows nothing. */
const orNothing = <T>(what: string, promise: Promise<T[]>): Promise<T[]> =>
  promise.catch((error: unknown) => {
    console.error(`Product lists: ${what} failed`, error);
    return [];
  });

/**
 * Runs `work` on the next turn of the event loop (issue 20 item 4, decision 0046): a page defers
 * these lists, and against the embedded platform they would otherwise be computed before the page
 * renders, so its shell (head, product, price, stock) would wait for them. A crawler's page still
 * waits for every deferred list (app/entry.server.tsx).
 */
const afterShell = <T>(work: () => Promise<T>): Promise<T> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(work);

/** The product lists around a product: complementary and comparison products (SPEC §4, §9). */
export function createProductLists(
  commerce: CommercePort,
  catalog: Catalog,
  { storeSwitch }: Pick<Stores, "storeSwitch">,
  bySkus: (market: Market, skus: string[]) => Promise<Map<string, SharedProduct>>,
  /** SPEC §7 image check (decision 0068): the comparison columns' images as the cards' are checked. */
  images?: ImageFallbacks,
) {
  /** Each family's comparison columns, kept (decision 0070). */
  const comparisonProducts = cachedComparison(commerce);
  /** SPEC §9: up to 4 complementary products (the product's related accessories), in stock (SPEC §5). */
  const complementary = (market: Market, accessorySkus: string[]) =>
    orNothing(
      "complementary",
      catalog.inStockBySkus(market, accessorySkus, LISTING.complementaryProductsLimit),
    );

  return {
    /**
     * SPEC §4 "Sidebars": the complementary products shown after adding a SKU, when the store has
     * them enabled; none otherwise.
     */
    complementaryFor: (market: Market, sku: string) =>
      // Optional like the lists it feeds (SPEC §8): the store switch and the product read may fail too.
      orNothing(
        "complementary",
        (async () => {
          if (!(await storeSwitch(market, "complementary_products_enabled"))) return [];
          const product = (await bySkus(market, [sku])).get(sku);
          const accessories = product
            ? attributesOf(product.masterVariant).get("relatedAccessories")
            : undefined;
          return Array.isArray(accessories) ? complementary(market, accessories.map(String)) : [];
        })(),
      ),

    /**
     * The product page's lists: complementary products (its accessories, SPEC §9 limit 4) and
     * comparison (same family; a missing image shows the fallback, as on cards). Each is a promise
     * the route awaits or defers; a failure gives an empty list. The related products are the recommendation service's "customers also bought"
     * (server/recommendations, decision 0060).
     */
    lists(market: Market, product: ProductView) {
      const { family } = product;
      return {
        complementary: complementary(market, product.accessorySkus),
        comparison: orNothing(
          "comparison",
          family
            ? afterShell(async () =>
                withImageFallbacks(
                  await comparisonProducts(market, {
                    sku: product.sku,
                    family,
                    isBware: product.isBware,
                  }),
                  images,
                ),
              )
            : Promise.resolve([]),
        ),
      };
    },
  };
}
