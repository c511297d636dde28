/**
 * Products and categories (commercetools' product projections, categories and stores): stored
 * products as the storefront sees them, with the price selected for the scope, product discounts
 * applied, lenum attributes expanded and each variant's availability.
 */
import type { Attribute, Category, ProductProjection, Store } from "@commercetools/platform-sdk";
import { LISTING } from "../../../config";
import type { CategoryQuery, DeepReadonly, Page, PriceScope, ProductQuery, SharedProduct } from "../port";
import { attributeKey } from "./catalog-writer";
import type { EngineContext } from "./context";
import { type Db, doc, pageTotal, sharedDoc, statement } from "./db";
import { applyProductDiscount, attributeValue, selectPrice } from "./pricing";
import type { Reference } from "./reference-data";
import { availability } from "./stock";
import { perEngine } from "./versioned-reads";

export function productRow(db: Db, id: string): ProductProjection | undefined {
  const row = statement(db, "SELECT data FROM products WHERE id = ?").get(id);
  return row ? doc<ProductProjection>(row) : undefined;
}

const skusOf = (products: readonly SharedProduct[]) =>
  products.flatMap((p) => [p.masterVariant, ...p.variants].flatMap((v) => (v.sku ? [v.sku] : [])));

/**
 * Stored products as the storefront sees them, with the stock of all their variants read in one
 * statement (not one per product: decision 0046).
 */
function projectAll(
  ctx: EngineContext,
  products: readonly SharedProduct[],
  scope: PriceScope,
  now: Date,
  stock = availability(ctx.db, skusOf(products), scope.supplyChannelId),
): SharedProduct[] {
  return products.map((product) => project(ctx, product, scope, now, stock));
}

/**
 * A stored product as the storefront sees it: selected, discounted price and availability per
 * variant. Its own objects around the stored document's (shared and frozen: sharedDoc).
 */
function project(
  ctx: EngineContext,
  product: SharedProduct,
  scope: PriceScope,
  now: Date,
  stock: Map<string, number>,
): SharedProduct {
  const variants = [product.masterVariant, ...product.variants];
  const view = (variant: SharedProduct["masterVariant"]) => {
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
function expandLenum(ref: Reference, attribute: DeepReadonly<Attribute>): DeepReadonly<Attribute> {
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

/** Product pages' projections kept per engine and database version (decision 0086). */
const projections = perEngine<SharedProduct>(LISTING.projectionsKept);
/** The instants (ms) at which any product discount of the reference data starts or ends. */
const discountInstants = new WeakMap<Reference, number[]>();

/** The instants (ms) at which a price or discount starts or ends: where a projection may change. */
function instantsOf(items: readonly { validFrom?: string; validUntil?: string }[]): number[] {
  return items
    .flatMap((item) => [item.validFrom, item.validUntil])
    .flatMap((at) => (at ? [Date.parse(at)] : []))
    .filter((ms) => !Number.isNaN(ms));
}

/**
 * The first instant after `now` at which the product's projection may change without a write: one
 * of its prices or one of the product discounts starts or ends (pricing.ts isValidAt), as ISO text.
 */
function nextPriceChange(ctx: EngineContext, product: SharedProduct, now: Date): string | undefined {
  let discounts = discountInstants.get(ctx.ref);
  if (!discounts) {
    discounts = instantsOf(ctx.ref.productDiscounts);
    discountInstants.set(ctx.ref, discounts);
  }
  const prices = [product.masterVariant, ...product.variants].flatMap((v) => instantsOf(v.prices ?? []));
  const next = Math.min(...[...discounts, ...prices].filter((ms) => ms > now.getTime()));
  return Number.isFinite(next) ? new Date(next).toISOString() : undefined;
}

/**
 * A published product by its slug in a language, projected for the scope, or null. The projection
 * is kept per slug and scope (decision 0086) until the database changes (any write by any
 * connection, stock included: versioned-reads.ts) or the clock reaches the next start or end of one
 * of its prices or of a product discount; it is frozen, as the stored document inside it already is.
 */
export function productBySlug(
  ctx: EngineContext,
  slug: { language: string; value: string },
  scope: PriceScope,
): SharedProduct | null {
  const now = ctx.now();
  const key = [
    slug.language,
    slug.value,
    scope.country,
    scope.currency,
    scope.customerGroupId ?? "",
    scope.supplyChannelId ?? "",
  ].join("\u0000");
  return projections(ctx).get(key, now.toISOString(), () => {
    const product = readBySlug(ctx, slug, scope, now);
    // An unknown slug is not kept: anyone can ask for any number of them.
    return product ? { value: product, until: nextPriceChange(ctx, product, now) } : { value: null };
  });
}

function readBySlug(
  ctx: EngineContext,
  slug: { language: string; value: string },
  scope: PriceScope,
  now: Date,
): SharedProduct | null {
  const row = statement(
    ctx.db,
    "SELECT p.data FROM product_slugs s JOIN products p ON p.id = s.product_id WHERE s.language = ? AND s.slug = ? AND p.published = 1",
  ).get(slug.language, slug.value);
  return row ? (projectAll(ctx, [sharedDoc<ProductProjection>(ctx.db, row)], scope, now)[0] ?? null) : null;
}

export function queryProducts(
  ctx: EngineContext,
  query: ProductQuery,
  scope: PriceScope,
): Page<SharedProduct> {
  const where: string[] = [];
  const params: unknown[] = [];
  // A query narrowed by ids, SKUs, categories or attributes is driven from those lists; `+` keeps
  // SQLite from scanning every published product in date order instead (decision 0046).
  const narrowed = Boolean(
    query.ids || query.skus || query.categoryIds || Object.keys(query.attributes ?? {}).length,
  );
  if (query.published !== false) where.push(narrowed ? "+p.published = 1" : "p.published = 1");
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

const pageOf = ({ limit, offset }: ProductSearch, results: SharedProduct[], total: number) => ({
  limit,
  offset,
  count: results.length,
  total,
  results,
});

/**
 * One page of published products in each of several price scopes, each product read and parsed once
 * for all of them: a full search-index rebuild projects every product for 25 countries, and reading
 * and parsing the stored product once per country was most of its profile (issue 20 item 6). The
 * pages are exactly what `queryProducts({ limit, offset }, scope)` answers for each scope.
 */
export function queryProductsInScopes(
  ctx: EngineContext,
  page: { limit: number; offset: number },
  scopes: readonly PriceScope[],
): Page<SharedProduct>[] {
  const search = { where: ["p.published = 1"], params: [], ...page, now: ctx.now() };
  const { rows, total } = pageRows(ctx, search);
  const products = rows.map((row) => doc<ProductProjection>(row));
  const stockByChannel = new Map<string | undefined, Map<string, number>>();
  const stockOf = (channel: string | undefined) => {
    const known = stockByChannel.get(channel) ?? availability(ctx.db, skusOf(products), channel);
    stockByChannel.set(channel, known);
    return known;
  };
  return scopes.map((scope) =>
    pageOf(search, projectAll(ctx, products, scope, search.now, stockOf(scope.supplyChannelId)), total),
  );
}

/**
 * A page of product rows in `ORDER BY created_at DESC, id`. The order and the offset are taken over
 * the rowids alone and the page's documents read after by rowid: sorting the rows with their JSON
 * (about 30 kB each) made a deep page of 50,000 products take a second, and a search rebuild reads
 * every page (issue 20 item 6, decision 0072).
 */
function pageRows(ctx: EngineContext, search: ProductSearch): { rows: unknown[]; total: number } {
  const filter = search.where.length ? `WHERE ${search.where.join(" AND ")}` : "";
  const read = statement(ctx.db, "SELECT data FROM products WHERE rowid = ?");
  // One read transaction (one WAL snapshot): a row another process deletes between the two
  // statements would otherwise be read as undefined.
  const rows = ctx.db.transaction(() =>
    (
      statement(
        ctx.db,
        `SELECT p.rowid AS rowid FROM products p ${filter} ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?`,
      ).all(...search.params, search.limit, search.offset) as { rowid: number }[]
    ).map(({ rowid }) => read.get(rowid)),
  )();
  const total = pageTotal(
    rows.length,
    search,
    () =>
      (
        statement(ctx.db, `SELECT COUNT(*) AS n FROM products p ${filter}`).get(...search.params) as {
          n: number;
        }
      ).n,
  );
  return { rows, total };
}

function pagedInSql(ctx: EngineContext, search: ProductSearch, scope: PriceScope): Page<SharedProduct> {
  const { rows, total } = pageRows(ctx, search);
  return pageOf(
    search,
    projectAll(
      ctx,
      rows.map((row) => sharedDoc<ProductProjection>(ctx.db, row)),
      scope,
      search.now,
    ),
    total,
  );
}

function filteredInMemory(
  ctx: EngineContext,
  search: ProductSearch,
  query: ProductQuery,
  scope: PriceScope,
): Page<SharedProduct> {
  const wanted = Object.entries(query.attributes ?? {});
  // Attribute pairs are matched through their index first; the exact comparison below stays the arbiter.
  // The first pair lists the candidates; the others are checked per candidate on the primary key
  // (a list of every product that is no B-ware would be built on each query otherwise).
  const attributeWhere = wanted.map((_, i) =>
    i === 0
      ? "p.id IN (SELECT product_id FROM product_attributes WHERE name = ? AND value = ?)"
      : "EXISTS (SELECT 1 FROM product_attributes a WHERE a.product_id = p.id AND a.name = ? AND a.value = ?)",
  );
  const attributeParams = wanted.flatMap(([name, value]) => [name, attributeKey(value) ?? ""]);
  const clauses = [...search.where, ...attributeWhere];
  const matching = statement(
    ctx.db,
    `SELECT p.data FROM products p ${clauses.length ? `WHERE ${clauses.join(" AND ")}` : ""} ORDER BY p.created_at DESC, p.id`,
  )
    .all(...search.params, ...attributeParams)
    .map((row) => sharedDoc<ProductProjection>(ctx.db, row))
    .filter((p) =>
      wanted.every(([name, value]) => attributeValue(p.masterVariant.attributes, name) === value),
    );
  const page = (list: readonly SharedProduct[]) => list.slice(search.offset, search.offset + search.limit);
  if (!query.inStockOnly)
    return pageOf(search, projectAll(ctx, page(matching), scope, search.now), matching.length);
  const inStock = projectAll(ctx, matching, scope, search.now).filter(
    (p) => p.masterVariant.availability?.isOnStock,
  );
  return pageOf(search, page(inStock), inStock.length);
}

export function categories(db: Db, query: CategoryQuery = {}): Category[] {
  if (query.slug) {
    const row = statement(
      db,
      "SELECT c.data FROM category_slugs s JOIN categories c ON c.id = s.category_id WHERE s.language = ? AND s.slug = ?",
    ).get(query.slug.language, query.slug.value);
    return row ? [doc<Category>(row)] : [];
  }
  const rows = statement(db, "SELECT data FROM categories ORDER BY order_hint")
    .all()
    .map((row) => doc<Category>(row));
  return rows.filter(
    (c) =>
      (!query.ids || query.ids.includes(c.id)) &&
      (!query.keys || (c.key !== undefined && query.keys.includes(c.key))),
  );
}

export function stores(db: Db, keys?: string[]): Store[] {
  const rows = statement(db, "SELECT data FROM stores ORDER BY key")
    .all()
    .map((row) => doc<Store>(row));
  return keys ? rows.filter((s) => keys.includes(s.key)) : rows;
}
