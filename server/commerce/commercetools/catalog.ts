/** Product projections (one by slug, the search of SPEC §7), categories, stores and inventory. */
import type { Category, InventoryEntry, ProductProjection, Store } from "@commercetools/platform-sdk";
import type { CategoryQuery, Page, PriceScope, ProductQuery } from "../port";
import { type Api, call, list, q, toPage } from "./request";

const priceArgs = (scope: PriceScope) => ({
  priceCurrency: scope.currency,
  priceCountry: scope.country,
  ...(scope.customerGroupId ? { priceCustomerGroup: scope.customerGroupId } : {}),
  ...(scope.supplyChannelId ? { priceChannel: scope.supplyChannelId } : {}),
});

export async function productBySlug(
  api: Api,
  slug: { language: string; value: string },
  scope: PriceScope,
): Promise<ProductProjection | null> {
  const page = await call(
    api.productProjections().get({
      queryArgs: {
        where: `slug(${slug.language} = ${q(slug.value)})`,
        staged: false,
        limit: 1,
        ...priceArgs(scope),
      },
    }),
  );
  return page.results[0] ?? null;
}

export async function queryProducts(
  api: Api,
  query: ProductQuery,
  scope: PriceScope,
): Promise<Page<ProductProjection>> {
  // Product projection search (SPEC §7): filters on ids, SKUs, categories, attributes and stock.
  const filter = [
    ...(query.ids ? [`id:${list(query.ids)}`] : []),
    ...(query.skus ? [`variants.sku:${list(query.skus)}`] : []),
    ...(query.categoryIds ? [`categories.id:${list(query.categoryIds)}`] : []),
    ...Object.entries(query.attributes ?? {}).map(
      ([name, value]) => `variants.attributes.${name}:${typeof value === "string" ? q(value) : value}`,
    ),
    ...(query.inStockOnly ? ["variants.availability.isOnStock:true"] : []),
  ];
  const page = await call(
    api
      .productProjections()
      .search()
      .get({
        queryArgs: {
          filter,
          staged: query.published === false,
          limit: query.limit ?? 20,
          offset: query.offset ?? 0,
          sort: ["createdAt desc"],
          ...priceArgs(scope),
        },
      }),
  );
  return toPage(page);
}

export async function categories(api: Api, query: CategoryQuery = {}): Promise<Category[]> {
  const where = [
    ...(query.ids ? [`id in (${list(query.ids)})`] : []),
    ...(query.keys ? [`key in (${list(query.keys)})`] : []),
    ...(query.slug ? [`slug(${query.slug.language} = ${q(query.slug.value)})`] : []),
  ];
  const page = await call(
    api.categories().get({
      queryArgs: {
        ...(where.length ? { where: where.join(" and ") } : {}),
        sort: ["orderHint asc"],
        limit: 500,
      },
    }),
  );
  return page.results;
}

export async function stores(api: Api, keys?: string[]): Promise<Store[]> {
  const page = await call(
    api.stores().get({ queryArgs: { ...(keys ? { where: `key in (${list(keys)})` } : {}), limit: 500 } }),
  );
  return page.results;
}

export async function inventory(
  api: Api,
  skus: string[],
  supplyChannelId?: string,
): Promise<InventoryEntry[]> {
  if (skus.length === 0) return [];
  const channel = supplyChannelId
    ? `supplyChannel(id = ${q(supplyChannelId)})`
    : "supplyChannel is not defined";
  const page = await call(
    api.inventory().get({ queryArgs: { where: `sku in (${list(skus)}) and ${channel}`, limit: 500 } }),
  );
  return page.results;
}
