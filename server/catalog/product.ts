import type { CommercePort, PriceScope, SharedProduct } from "../commerce/port";
import { localizedText } from "../commerce/projection";
import type { ImageFallbacks } from "../images";
import { type Market, priceScope } from "../market";
import { productPath } from "../routing/paths";
import type { Categories } from "./category";
import { createGuaranteeOffers } from "./guarantee-offers";
import type { Catalog } from "./listing";
import { createProductLists } from "./product-lists";
import { isPage, type ProductCartContext, productPage } from "./product-page";
import type { ProductView } from "./product-view";
import type { Stores } from "./stores";

export type { ProductCartContext } from "./product-page";

/** The products of SKUs in the market's price scope, by SKU, in one query. */
async function productsBySkus(
  commerce: CommercePort,
  market: Market,
  skus: string[],
): Promise<Map<string, SharedProduct>> {
  if (skus.length === 0) return new Map();
  const { results } = await commerce.queryProducts({ skus, limit: skus.length }, priceScope(market));
  return new Map(results.map((p) => [p.masterVariant.sku ?? "", p]));
}

/** Name and page of products by id, in the market's language (for lists such as a customer's reviews). */
async function productLinks(
  commerce: CommercePort,
  market: Market,
  ids: string[],
): Promise<Map<string, { name: string; href: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { results } = await commerce.queryProducts({ ids: unique, limit: unique.length }, priceScope(market));
  return new Map(
    results.map((p) => [
      p.id,
      {
        name: localizedText(p.name, market.language),
        href: productPath(localizedText(p.slug, market.language), market),
      },
    ]),
  );
}

/**
 * The slugs by language of the product that `slug` names in one of `languages`, for the routing
 * hop (SPEC §2 guards 8 and 9, decision 0018): the first language is asked alone, since a link
 * usually names its page in the shopper's language; the others together. Extra guarantees are
 * no pages. Undefined when no product has the slug.
 */
async function productSlugs(
  commerce: CommercePort,
  market: Market,
  slug: string,
  languages: readonly string[],
) {
  const find = async (language: string) => {
    const product = await commerce.productBySlug({ language, value: slug }, priceScope(market));
    return product && isPage(product) ? (product.slug as Partial<Record<string, string>>) : undefined;
  };
  const [first, ...others] = languages;
  const own = first === undefined ? undefined : await find(first);
  return own ?? (await Promise.all(others.map(find))).find((slugs) => slugs !== undefined);
}

/** The product reads: pages, links, slugs, guarantee offers and the lists around a product. */
export function createProducts(
  commerce: CommercePort,
  categories: Categories,
  catalog: Catalog,
  stores: Pick<Stores, "storeSwitch">,
  /** SPEC §7 image check (decision 0068); none: images as they are. */
  images?: ImageFallbacks,
) {
  const guaranteesFor = createGuaranteeOffers(commerce, stores);
  const bySkus = (market: Market, skus: string[]) => productsBySkus(commerce, market, skus);
  const { complementaryFor, lists } = createProductLists(commerce, catalog, stores, bySkus, images);
  return {
    guaranteesFor,
    bySkus,
    linksByIds: (market: Market, ids: string[]) => productLinks(commerce, market, ids),
    complementaryFor,
    slugsOf: (market: Market, slug: string, languages: readonly string[]) =>
      productSlugs(commerce, market, slug, languages),
    /** The product page of a slug, or null (see `productPage`). */
    bySlug: async (
      market: Market,
      slug: string,
      params = new URLSearchParams(),
      cartOf: ProductCartContext = () => ({ inCart: 0, hasGuaranteeInCart: false }),
      scope?: PriceScope,
    ): Promise<ProductView | null> => {
      const page = await productPage(
        { commerce, categories, guaranteesFor },
        market,
        slug,
        params,
        cartOf,
        scope,
      );
      if (!page || !images || page.images.length === 0) return page;
      const urls = await images.resolve(page.images.map((image) => image.url));
      return { ...page, images: urls.map((url) => ({ url })) };
    },
    lists,
  };
}
export type Products = ReturnType<typeof createProducts>;
