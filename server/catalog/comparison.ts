import type { ProductProjection } from "@commercetools/platform-sdk";
import { LISTING, toMajor } from "../../config";
import type { CommercePort } from "../commerce/port";
import { attributesOf, localizedText } from "../commerce/projection";
import { type Market, priceScope } from "../market";
import { productPath } from "../routing/paths";
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
export function comparisonColumn(product: ProductProjection, market: Market): ComparisonProduct {
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

/**
 * SPEC §7 getComparisonProducts: up to 30 published products of the same family and B-ware flag
 * (eligible for selling), ranked by rankComparison; the product itself leads the table.
 */
export async function comparisonProducts(
  commerce: CommercePort,
  market: Market,
  product: { sku: string; family: string; isBware: boolean },
): Promise<ComparisonProduct[]> {
  const candidates = await commerce.queryProducts(
    {
      attributes: { family: product.family, isBware: product.isBware, eligibleForSelling: true },
      limit: LISTING.comparison.fetched,
    },
    priceScope(market),
  );
  // The product is nearly always one of its family's candidates: read on its own only when not.
  const self =
    candidates.results.find((p) => p.masterVariant.sku === product.sku) ??
    (await commerce.queryProducts({ skus: [product.sku], limit: 1 }, priceScope(market))).results[0];
  const columns = candidates.results.map((p) => comparisonColumn(p, market));
  const ranked = rankComparison(columns, product.sku);
  return self && ranked.length > 0 ? [comparisonColumn(self, market), ...ranked] : [];
}
