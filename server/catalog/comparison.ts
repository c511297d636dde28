import { LISTING } from "../../config";

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
