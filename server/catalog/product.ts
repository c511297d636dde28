import type { ProductProjection } from "@commercetools/platform-sdk";
import { buyInMonth, LIMITS, LISTING, TIMINGS } from "../../config";
import { cachedValue } from "../cache";
import type { CommercePort } from "../commerce/port";
import { attributesOf, localizedText } from "../commerce/projection";
import { type Market, priceScope } from "../market";
import { productPath } from "../routing/paths";
import type { Categories } from "./category";
import { comparisonProducts } from "./comparison";
import {
  type GuaranteeOffer,
  type GuaranteeTarget,
  guaranteeOffers,
  guaranteeTarget,
  isVirtualSku,
} from "./guarantee";
import type { Catalog } from "./listing";
import { type ProductView, productView } from "./product-view";
import { parseReviewQuery } from "./reviews";
import type { Stores } from "./stores";

/** SPEC §8: a failed recommendation or product list is logged and shows nothing. */
const orNothing = <T>(what: string, promise: Promise<T[]>): Promise<T[]> =>
  promise.catch((error: unknown) => {
    console.error(`Product lists: ${what} failed`, error);
    return [];
  });

/** Extra guarantees are virtual products sold with a product (SPEC §5): no page, link or sitemap entry. */
const isPage = (product: ProductProjection) => !isVirtualSku(product.masterVariant.sku ?? "");

/** What the shopper's cart changes on a product page (SPEC §5): quantity left to add, guarantee offered. */
export type ProductCartContext = (sku: string) => { inCart: number; hasGuaranteeInCart: boolean };

export function createProducts(
  commerce: CommercePort,
  categories: Categories,
  catalog: Catalog,
  { storeSwitch }: Pick<Stores, "storeSwitch">,
) {
  // Guarantee products change rarely: read once per period, not on every product view. Their own
  // prices do not matter (the offer is priced from the product), so any scope will do.
  const guaranteeProducts = cachedValue(
    async () =>
      (
        await commerce.queryProducts(
          { skus: LIMITS.knownGuaranteeSkus, limit: LIMITS.knownGuaranteeSkus.length },
          { country: "DE", currency: "EUR" },
        )
      ).results,
    TIMINGS.seconds.referenceDataCache * 1000,
  );

  /** SPEC §9: up to 4 complementary products (the product's related accessories), in stock (SPEC §5). */
  const complementary = (market: Market, accessorySkus: string[]) =>
    orNothing(
      "complementary",
      catalog.inStockBySkus(market, accessorySkus, LISTING.complementaryProductsLimit),
    );

  /** SPEC §5 "Extra guarantee": the offers for a product in a market, priced from its price. */
  async function guaranteesFor(
    market: Market,
    target: GuaranteeTarget | undefined,
    context: { hasGuaranteeInCart?: boolean } = {},
  ): Promise<GuaranteeOffer[]> {
    if (!target || isVirtualSku(target.sku)) return [];
    const [guarantees, sellsGuarantees] = await Promise.all([
      guaranteeProducts(),
      storeSwitch(market, "sale_of_additional_guarantee_enabled"),
    ]);
    return guaranteeOffers(target, guarantees, {
      locale: market.locale.code,
      language: market.language,
      storeSellsGuarantees: sellsGuarantees,
      ...context,
    });
  }

  async function restockMonth(sku: string): Promise<string | undefined> {
    const [entry] = await commerce.inventory([sku]);
    return entry ? buyInMonth(new Date(entry.lastModifiedAt), new Date()) : undefined;
  }

  /** The products of SKUs in the market's price scope, by SKU, in one query. */
  async function bySkus(market: Market, skus: string[]): Promise<Map<string, ProductProjection>> {
    if (skus.length === 0) return new Map();
    const { results } = await commerce.queryProducts({ skus, limit: skus.length }, priceScope(market));
    return new Map(results.map((p) => [p.masterVariant.sku ?? "", p]));
  }

  return {
    guaranteesFor,
    bySkus,
    /** Name and page of products by id, in the market's language (for lists such as a customer's reviews). */
    async linksByIds(market: Market, ids: string[]): Promise<Map<string, { name: string; href: string }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const { results } = await commerce.queryProducts(
        { ids: unique, limit: unique.length },
        priceScope(market),
      );
      return new Map(
        results.map((p) => [
          p.id,
          {
            name: localizedText(p.name, market.language),
            href: productPath(localizedText(p.slug, market.language), market),
          },
        ]),
      );
    },
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
     * The slugs by language of the product that `slug` names in one of `languages`, for the routing
     * hop (SPEC §2 guards 8 and 9, decision 0018): the first language is asked alone, since a link
     * usually names its page in the shopper's language; the others together. Extra guarantees are
     * no pages. Undefined when no product has the slug.
     */
    async slugsOf(market: Market, slug: string, languages: readonly string[]) {
      const find = async (language: string) => {
        const product = await commerce.productBySlug({ language, value: slug }, priceScope(market));
        return product && isPage(product) ? (product.slug as Partial<Record<string, string>>) : undefined;
      };
      const [first, ...others] = languages;
      const own = first === undefined ? undefined : await find(first);
      return own ?? (await Promise.all(others.map(find))).find((slugs) => slugs !== undefined);
    },
    /**
     * The product of a slug in the market's language, or null (the route answers 404). Extra
     * guarantees are sold with a product only (SPEC §5): they have no page. `params` are the page's
     * query parameters (the review list's sort and page).
     */
    async bySlug(
      market: Market,
      slug: string,
      params = new URLSearchParams(),
      cartOf: ProductCartContext = () => ({ inCart: 0, hasGuaranteeInCart: false }),
    ): Promise<ProductView | null> {
      const scope = priceScope(market);
      const product = await commerce.productBySlug({ language: market.language, value: slug }, scope);
      if (!product || !isPage(product)) return null;
      const sku = product.masterVariant.sku ?? "";
      const group = attributesOf(product.masterVariant).get("volumeDiscountGroup");
      const hasPrice = product.masterVariant.price !== undefined;
      const reviewQuery = parseReviewQuery(params);
      const perPage = LISTING.reviews.perPage;
      const context = cartOf(sku);
      const first = product.categories[0];
      const [breadcrumbs, reviews, shippingMethods, volumeDiscounts, guarantees] = await Promise.all([
        first ? categories.path(market, first.id) : Promise.resolve([]),
        commerce.reviews({
          productId: product.id,
          limit: perPage,
          offset: (reviewQuery.reviewPage - 1) * perPage,
          sort: reviewQuery.reviewSort,
          language: market.language,
        }),
        commerce.shippingMethods(market.country.isoCode),
        typeof group === "string" && group !== "" && hasPrice
          ? commerce.volumeDiscounts(group, market.storeKey)
          : Promise.resolve([]),
        guaranteesFor(market, guaranteeTarget(product), { hasGuaranteeInCart: context.hasGuaranteeInCart }),
      ]);
      const inStock = (product.masterVariant.availability?.availableQuantity ?? 0) > 0;
      return productView(product, market, {
        breadcrumbs,
        reviews,
        reviewQuery,
        shippingMethods,
        volumeDiscounts,
        guarantees,
        buyInMonth: inStock ? undefined : await restockMonth(sku),
        inCart: context.inCart,
      });
    },

    /**
     * The product page's lists: complementary products (its accessories, SPEC §9 limit 4), related
     * products (in stock, same category, limit 8; none when the visitor switched recommendations off)
     * and comparison (same family). Each is a promise the
     * route awaits or defers; a failure gives an empty list.
     */
    lists(market: Market, product: ProductView, { recommendations = true } = {}) {
      return {
        complementary: complementary(market, product.accessorySkus),
        related: orNothing(
          "related",
          recommendations && product.categoryId
            ? catalog.related(market, product.categoryId, product.sku)
            : Promise.resolve([]),
        ),
        comparison: orNothing(
          "comparison",
          product.family
            ? comparisonProducts(commerce, market, {
                sku: product.sku,
                family: product.family,
                isBware: product.isBware,
              })
            : Promise.resolve([]),
        ),
      };
    },
  };
}
export type Products = ReturnType<typeof createProducts>;
