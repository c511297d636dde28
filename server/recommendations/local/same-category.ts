/**
 * The embedded recommender's fallback (issue 23 item 4, decision 0060): for a product nobody has
 * bought with anything yet, the published products most like it by the catalog: the most categories
 * in common, then the same brand, then the newest (SPEC §7 "products … sorted by published
 * descending"), then by SKU so the answer is stable.
 *
 * `+p.published` keeps SQLite from driving the query from the `(published, created_at)` index, which
 * visited every published product and looked each up among the source's categories (8.6 ms on the
 * 1,000-product demo catalog, the product page's slowest statement); driven from the source's
 * categories it reads only their products (3.4 ms, same answer; decision 0070, as decision 0046 did
 * for product queries).
 */
import { RECOMMENDATIONS } from "../../../config/recommendations";
import type { Db } from "../../commerce/local";
import { ResultCache } from "../../search/result-cache";

const SIMILAR = `
WITH source AS (SELECT product_id AS id FROM product_skus WHERE sku = ?),
     brand AS (SELECT value FROM product_attributes WHERE name = 'brand' AND product_id = (SELECT id FROM source))
SELECT s.sku AS sku,
       count(*) AS shared,
       EXISTS (SELECT 1 FROM product_attributes a
               WHERE a.product_id = pc.product_id AND a.name = 'brand' AND a.value = (SELECT value FROM brand)) AS same_brand
FROM product_categories pc
JOIN products p ON p.id = pc.product_id AND +p.published = 1
JOIN product_skus s ON s.product_id = pc.product_id AND s.variant_id = 1
WHERE pc.category_id IN (SELECT category_id FROM product_categories WHERE product_id = (SELECT id FROM source))
  AND pc.product_id <> (SELECT id FROM source)
GROUP BY pc.product_id
ORDER BY shared DESC, same_brand DESC, p.created_at DESC, s.sku
LIMIT ?`;

/**
 * The products most like `sku`, each product's list kept for `keepMs` (decision 0070): it depends on
 * the catalog's categories, brands and dates only, which change far more rarely than pages are
 * viewed, so a product newly published shows in its neighbours' lists within the recommender's
 * catch-up interval, as new orders do. Kept in the shop's result cache (its bound, the oldest list
 * first), which the shop cache admin empties as reference data.
 */
export function sameCategory(
  db: Db,
  {
    keepMs = RECOMMENDATIONS.catchUpEveryMs,
    cache = new ResultCache<readonly string[]>(keepMs, undefined, "reference"),
  }: { keepMs?: number; cache?: ResultCache<readonly string[]> } = {},
): (sku: string, limit: number) => readonly string[] {
  const similar = db.prepare(SIMILAR);
  return (sku, limit) => {
    const key = `${limit}|${sku}`;
    const found = cache.get(key);
    if (found) return found;
    const skus = Object.freeze((similar.all(sku, limit) as { sku: string }[]).map((row) => row.sku));
    cache.set(key, skus);
    return skus;
  };
}
