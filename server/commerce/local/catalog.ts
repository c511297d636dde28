/**
 * Products and categories (commercetools' product projections, categories and stores): stored
 * products as the storefront sees them, with the price selected for the scope, product discounts
 * applied, lenum attributes expanded and each variant's availability.
 */
import type { Attribute, Category, ProductProjection, Store } from "@commercetools/platform-sdk";
import type { CategoryQuery, Page, PriceScope, ProductQuery } from "../port";
import { attributeKey } from "./catalog-writer";
import type { EngineContext } from "./context";
import { type Db, doc } from "./db";
import { applyProductDiscount, attributeValue, selectPrice } from "./pricing";
import type { Reference } from "./reference-data";
import { availability } from "./stock";

export function productRow(db: Db, id: string): ProductProjection | undefined {
  const row = db.prepare("SELECT data FROM products WHERE id = ?").get(id);
  return row ? doc<ProductProjection>(row) : undefined;
}

/** A stored product as the storefront sees it: selected, discounted price and availability per variant. */
function project(
  ctx: EngineContext,
  product: ProductProjection,
  scope: PriceScope,
  now: Date,
): ProductProjection {
  const variants = [product.masterVariant, ...product.variants];
  const stock = availability(
    ctx.db,
    variants.map((v) => v.sku).filter((s): s is string => Boolean(s)),
    scope.supplyChannelId,
  );
  const view = (variant: ProductProjection["masterVariant"]) => {
    const price = selectPrice(variant.prices, scope, now);
    const available = variant.sku ? stock.get(variant.sku) : undefined;
    return {
      ...variant,
      attributes: variant.attributes?.map((a) => expandLenum(ctx.ref, a)),
      price: price ? applyProductDiscount(price, product, variant, ctx.ref.productDiscounts, now) : undefined,
      availability:
        available === undefined ? undefined : { isOnStock: available > 0, availableQuantity: available },
    };
  };
  const [master, ...rest] = variants.map(view);
  return { ...product, masterVariant: master ?? product.masterVariant, variants: rest };
}

/** lenum values as the platform returns them: `{ key, label }`; tech details get their label too. */
function expandLenum(ref: Reference, attribute: Attribute): Attribute {
  const labels = ref.lenumLabels.get(attribute.name);
  if (labels && Array.isArray(attribute.value)) {
    return {
      ...attribute,
      value: attribute.value.map((key: string) => ({ key, label: labels.get(key) ?? { en: key } })),
    };
  }
  if (attribute.name === "techdetails" && Array.isArray(attribute.value)) {
    const techLabels = ref.lenumLabels.get("techLabels");
    return {
      ...attribute,
      value: attribute.value.map((d: { name: string; value: string }) => ({
        ...d,
        label: techLabels?.get(d.name) ?? { en: d.name },
      })),
    };
  }
  return attribute;
}

export function productBySlug(
  ctx: EngineContext,
  slug: { language: string; value: string },
  scope: PriceScope,
): ProductProjection | null {
  const row = ctx.db
    .prepare(
      "SELECT p.data FROM product_slugs s JOIN products p ON p.id = s.product_id WHERE s.language = ? AND s.slug = ? AND p.published = 1",
    )
    .get(slug.language, slug.value);
  return row ? project(ctx, doc<ProductProjection>(row), scope, ctx.now()) : null;
}

export function queryProducts(
  ctx: EngineContext,
  query: ProductQuery,
  scope: PriceScope,
): Page<ProductProjection> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.published !== false) where.push("p.published = 1");
  const list = (values: string[]) => values.map(() => "?").join(",");
  if (query.ids) {
    where.push(`p.id IN (${list(query.ids)})`);
    params.push(...query.ids);
  }
  if (query.skus) {
    where.push(`p.id IN (SELECT product_id FROM product_skus WHERE sku IN (${list(query.skus)}))`);
    params.push(...query.skus);
  }
  if (query.categoryIds) {
    where.push(
      `p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${list(query.categoryIds)}))`,
    );
    params.push(...query.categoryIds);
  }
  const search = { where, params, offset: query.offset ?? 0, limit: query.limit ?? 20, now: ctx.now() };
  // Without attribute or stock filters, SQL pages: only the page's products are read and parsed.
  return Object.keys(query.attributes ?? {}).length === 0 && !query.inStockOnly
    ? pagedInSql(ctx, search, scope)
    : filteredInMemory(ctx, search, query, scope);
}

interface ProductSearch {
  where: string[];
  params: unknown[];
  offset: number;
  limit: number;
  now: Date;
}

const pageOf = ({ limit, offset }: ProductSearch, results: ProductProjection[], total: number) => ({
  limit,
  offset,
  count: results.length,
  total,
  results,
});

function pagedInSql(ctx: EngineContext, search: ProductSearch, scope: PriceScope): Page<ProductProjection> {
  const filter = search.where.length ? `WHERE ${search.where.join(" AND ")}` : "";
  const total = (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM products p ${filter}`).get(...search.params) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(`SELECT p.data FROM products p ${filter} ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?`)
    .all(...search.params, search.limit, search.offset);
  return pageOf(
    search,
    rows.map((row) => project(ctx, doc<ProductProjection>(row), scope, search.now)),
    total,
  );
}

function filteredInMemory(
  ctx: EngineContext,
  search: ProductSearch,
  query: ProductQuery,
  scope: PriceScope,
): Page<ProductProjection> {
  const wanted = Object.entries(query.attributes ?? {});
  // Attribute pairs are matched through their index first; the exact comparison below stays the arbiter.
  const attributeWhere = wanted.map(
    () => "p.id IN (SELECT product_id FROM product_attributes WHERE name = ? AND value = ?)",
  );
  const attributeParams = wanted.flatMap(([name, value]) => [name, attributeKey(value) ?? ""]);
  const clauses = [...search.where, ...attributeWhere];
  const matching = ctx.db
    .prepare(
      `SELECT p.data FROM products p ${clauses.length ? `WHERE ${clauses.join(" AND ")}` : ""} ORDER BY p.created_at DESC, p.id`,
    )
    .all(...search.params, ...attributeParams)
    .map((row) => doc<ProductProjection>(row))
    .filter((p) =>
      wanted.every(([name, value]) => attributeValue(p.masterVariant.attributes, name) === value),
    )
    .map((p) => project(ctx, p, scope, search.now))
    .filter((p) => !query.inStockOnly || p.masterVariant.availability?.isOnStock);
  return pageOf(search, matching.slice(search.offset, search.offset + search.limit), matching.length);
}

export function categories(db: Db, query: CategoryQuery = {}): Category[] {
  if (query.slug) {
    const row = db
      .prepare(
        "SELECT c.data FROM category_slugs s JOIN categories c ON c.id = s.category_id WHERE s.language = ? AND s.slug = ?",
      )
      .get(query.slug.language, query.slug.value);
    return row ? [doc<Category>(row)] : [];
  }
  const rows = db
    .prepare("SELECT data FROM categories ORDER BY order_hint")
    .all()
    .map((row) => doc<Category>(row));
  return rows.filter(
    (c) =>
      (!query.ids || query.ids.includes(c.id)) &&
      (!query.keys || (c.key !== undefined && query.keys.includes(c.key))),
  );
}

export function stores(db: Db, keys?: string[]): Store[] {
  const rows = db
    .prepare("SELECT data FROM stores ORDER BY key")
    .all()
    .map((row) => doc<Store>(row));
  return keys ? rows.filter((s) => keys.includes(s.key)) : rows;
}
