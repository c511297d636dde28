import { LISTING, toMajor } from "../../config";
import type { CommercePort, SharedProduct } from "../commerce/port";
import { attributesOf, localizedText } from "../commerce/projection";
import { type Market, priceScope } from "../market";
import { productPath } from "../routing/paths";
import { ResultCache } from "../search/result-cache";
import { parseTechValue, type TechValue } from "./tech-details";

export interface ComparisonCandidate {
  sku: string;
  inStock: boolean;
  tags: string[];
}

/**
 * SPEC §7 comparison products: scored in stock 3, Popular (bestseller) 2, Sale 1, highest first
 * (ties keep the platform's order), cut to the display limit; the product itself never compares.
 */
export function rankComparison<T extends ComparisonCandidate>(
  candidates: T[],
  ownSku: string,
  limit: number = LISTING.comparison.shown,
): T[] {
  const { inStock, popular, sale } = LISTING.comparison.score;
  const score = (c: T) =>
    (c.inStock ? inStock : 0) +
    (c.tags.includes("bestseller") ? popular : 0) +
    (c.tags.includes("on-sale") ? sale : 0);
  return candidates
    .filter((c) => c.sku !== ownSku)
    .map((c, index) => ({ c, index, score: score(c) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ c }) => c);
}

/** A column of the comparison table; amounts in major units of `currency`. */
export interface ComparisonProduct extends ComparisonCandidate {
  name: string;
  href: string;
  image: string;
  price?: number;
  currency: string;
  brand: string;
  avgRating: number;
  reviewCount: number;
  /** The SPEC §9 default attributes beyond price, brand and rating (LISTING.comparison.details). */
  details: Record<string, { label: string; value: TechValue } | undefined>;
}

type Localized = Record<string, string>;

/** A product projection as a comparison column in the market's language. */
export function comparisonColumn(product: SharedProduct, market: Market): ComparisonProduct {
  const variant = product.masterVariant;
  const attributes = attributesOf(variant);
  const text = (value: Localized | undefined) => localizedText(value, market.language);
  const price = variant.price;
  const _digits = price?.value.fractionDigits ?? 2;
  const tech = new Map(
    ((attributes.get("techdetails") ?? []) as { name: string; value: string; label: Localized }[]).map(
      (d) => [d.name, { label: text(d.label), value: parseTechValue(d.name, d.value) }],
    ),
  );
  return {
    sku: variant.sku ?? "",
    name: text(product.name),
    href: productPath(text(product.slug), market),
    image: variant.images?.[0]?.url ?? "",
    ...(price
      ? {
          price: toMajor(
            price.discounted?.value.centAmount ?? price.value.centAmount,
            price.value.currencyCode,
          ),
        }
      : {}),
    currency: price?.value.currencyCode ?? market.currency.code,
    brand: String(attributes.get("brand") ?? ""),
    avgRating: product.reviewRatingStatistics?.averageRating ?? 0,
    reviewCount: product.reviewRatingStatistics?.count ?? 0,
    inStock: (variant.availability?.availableQuantity ?? 0) > 0,
    tags: ((attributes.get("tags") ?? []) as unknown[]).map(String),
    details: Object.fromEntries(LISTING.comparison.details.map((name) => [name, tech.get(name)])),
  };
}

type ComparedProduct = { sku: string; family: string; isBware: boolean };

/** SPEC §7 getComparisonProducts' candidates: up to 30 published products of the family and B-ware flag. */
async function candidates(commerce: CommercePort, market: Market, product: ComparedProduct) {
  const { results } = await commerce.queryProducts(
    {
      attributes: { family: product.family, isBware: product.isBware, eligibleForSelling: true },
      limit: LISTING.comparison.fetched,
    },
    priceScope(market),
  );
  return results;
}

/** The table of `product` from its family's columns: the product first, then the ranked others. */
async function table(
  commerce: CommercePort,
  market: Market,
  product: ComparedProduct,
  columns: ComparisonProduct[],
): Promise<ComparisonProduct[]> {
  // The product is nearly always one of its family's candidates: read on its own only when not.
  const self =
    columns.find((c) => c.sku === product.sku) ??
    (await commerce.queryProducts({ skus: [product.sku], limit: 1 }, priceScope(market))).results.map((p) =>
      comparisonColumn(p, market),
    )[0];
  const ranked = rankComparison(columns, product.sku);
  return self && ranked.length > 0 ? [self, ...ranked] : [];
}

/**
 * SPEC §7 getComparisonProducts: up to 30 published products of the same family and B-ware flag
 * (eligible for selling), ranked by rankComparison; the product itself leads the table. Public
 * prices of the market; the route reprices them for a customer's group (app/lib/tiers.server.ts).
 * Uncached: the pages use cachedComparison below, and its tests compare the kept columns with this.
 */
export async function comparisonProducts(
  commerce: CommercePort,
  market: Market,
  product: ComparedProduct,
): Promise<ComparisonProduct[]> {
  const columns = (await candidates(commerce, market, product)).map((p) => comparisonColumn(p, market));
  return table(commerce, market, product, columns);
}

/** What the stock listener holds of its cache: a WeakRef, or in tests one answering what they choose. */
export interface HeldCache {
  deref(): ResultCache<ComparisonProduct[]> | undefined;
}

/**
 * Keeps the kept columns' `inStock` live from the platform's stock changes. The listener holds its
 * cache weakly and removes itself at the first change after the cache is gone: it lives as long as
 * the platform, and a listener holding its cache kept every comparison cache ever made over the
 * platform (each composition of the services, each test's own) and their columns alive.
 */
export function followStock(commerce: CommercePort, cache: HeldCache): void {
  const stop = commerce.onStockChange?.((changes) => {
    const kept = cache.deref();
    if (!kept) return stop?.();
    const inStock = new Map(changes.map((c) => [c.sku, c.availableQuantity > 0]));
    for (const columns of kept.values()) {
      for (const column of columns) column.inStock = inStock.get(column.sku) ?? column.inStock;
    }
  });
}

/** Families' columns kept per process (a market, a family, a B-ware flag each): ~15 kB apiece. */
const FAMILIES_KEPT = 1000;

/**
 * comparisonProducts with each family's columns kept (issue 20 item 3, decision 0070): every product
 * page of a family showed the same ~28 columns, and reading and projecting their documents was an
 * eighth of a product page's server time. The columns hold public prices only (a customer's group
 * prices are applied per request after this), are kept per market (language, country, currency),
 * family and B-ware flag for SPEC §9's search cache lifetime (120 s, as the listing cards from the
 * search index), at most FAMILIES_KEPT of them, and the shop cache admin empties them. On a platform
 * with a stock feed stock stays live: the embedded engine's stock changes (onStockChange: this
 * process's orders and restocks at once, other processes' within its poll) set the kept columns'
 * `inStock`, and the ranking, which scores stock, runs per request. commercetools and the edge's HTTP
 * adapter have no feed: there a column's stock and price can be up to 120 s old, as a listing card's.
 */
export function cachedComparison(
  commerce: CommercePort,
  cache = new ResultCache<ComparisonProduct[]>(undefined, FAMILIES_KEPT),
) {
  followStock(commerce, new WeakRef(cache));
  return async (market: Market, product: ComparedProduct): Promise<ComparisonProduct[]> => {
    const key = `${market.locale.code}|${market.country.isoCode}|${market.currency.code}|${product.family}|${product.isBware}`;
    let columns = cache.get(key);
    if (!columns) {
      columns = (await candidates(commerce, market, product)).map((p) => comparisonColumn(p, market));
      cache.set(key, columns);
    }
    return table(commerce, market, product, columns);
  };
}
