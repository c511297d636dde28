import { buyInMonth, LISTING } from "../../config";
import type { CommercePort, PriceScope, SharedProduct } from "../commerce/port";
import { attributesOf } from "../commerce/projection";
import { type Market, priceScope } from "../market";
import type { Categories } from "./category";
import { guaranteeTarget, isVirtualSku } from "./guarantee";
import type { GuaranteesFor } from "./guarantee-offers";
import { type ProductView, productView } from "./product-view";
import { parseReviewQuery } from "./reviews";

/** Extra guarantees are virtual products sold with a product (SPEC §5): no page, link or sitemap entry. */
export const isPage = (product: SharedProduct) => !isVirtualSku(product.masterVariant.sku ?? "");

/** What the shopper's cart changes on a product page (SPEC §5): quantity left to add, guarantee offered. */
export type ProductCartContext = (sku: string) => { inCart: number; hasGuaranteeInCart: boolean };

/** What the product page reads besides the product. */
export interface ProductPageSources {
  commerce: CommercePort;
  categories: Categories;
  guaranteesFor: GuaranteesFor;
}

async function restockMonth(commerce: CommercePort, sku: string): Promise<string | undefined> {
  const [entry] = await commerce.inventory([sku]);
  return entry ? buyInMonth(new Date(entry.lastModifiedAt), new Date()) : undefined;
}

/**
 * The product of a slug in the market's language, or null (the route answers 404). Extra
 * guarantees are sold with a product only (SPEC §5): they have no page. `params` are the page's
 * query parameters (the review list's sort and page).
 */
export async function productPage(
  { commerce, categories, guaranteesFor }: ProductPageSources,
  market: Market,
  slug: string,
  params: URLSearchParams,
  cartOf: ProductCartContext,
  /** The price scope: the market's, or with a signed-in customer's group (server/tiers). */
  scope: PriceScope = priceScope(market),
): Promise<ProductView | null> {
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
    buyInMonth: inStock ? undefined : await restockMonth(commerce, sku),
    inCart: context.inCart,
  });
}
