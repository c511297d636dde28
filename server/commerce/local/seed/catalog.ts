/**
 * The demo catalog: a 5-level category tree (all-categories › department › category › product kind ›
 * compact/professional, plus industries and long-tail groups), products with every SPEC §3
 * attribute, prices for all 25 countries in their currencies, stock levels, sale discounts and the
 * extra-guarantee products. Product i is the same whatever the catalog size (its own seed).
 */
import type { ProductProjection, Review } from "@commercetools/platform-sdk";
import { writeProduct } from "../catalog-writer";
import type { Db } from "../db";
import { categoryTree, writeCategories } from "./categories";
import { CATALOG_DATE, type Leaf } from "./demo";
import { saleDiscounts } from "./discounts";
import { guaranteeProducts, productTypes } from "./product-types";
import { demoProduct } from "./products";
import { DEPARTMENTS } from "./vocabulary/categories";

export { BRANDS, CATALOG_DATE, GUARANTEE_TYPE_ID, PRODUCT_TYPE_ID } from "./demo";

function leaves(): Leaf[] {
  return DEPARTMENTS.flatMap((department) =>
    (department.children ?? []).flatMap((level2) =>
      (level2.children ?? []).flatMap((kind) =>
        kind.product ? [{ department, level2, kind: kind as Leaf["kind"] }] : [],
      ),
    ),
  );
}

export interface CatalogResult {
  productCount: number;
  giftProductId: string;
}

/**
 * Seeds the catalog. `seededAt` is when the seed runs: the imported reviews are dated between their
 * product's release and the catalog's date, and never after the seeding itself (a shop never shows a
 * review from the future).
 */
export function seedCatalog(db: Db, productCount: number, seededAt = new Date()): CatalogResult {
  const reviewedBy = Math.min(CATALOG_DATE.getTime(), seededAt.getTime());
  const tree = categoryTree();
  const kinds = leaves();
  const withProducts = new Set<string>();
  const skusByDepartment = new Map<string, string[]>();
  const accessoryParents = new Map<string, string[]>();
  const drafts: ProductProjection[] = [];
  const stockOf: Record<string, number> = {};
  const reviews: { sku: string; review: Review }[] = [];
  let cheapest: { id: string; price: number } | undefined;

  for (let i = 0; i < productCount; i++) {
    const leaf = kinds[(i * 7) % kinds.length] as Leaf;
    const product = demoProduct(i, leaf, tree, reviewedBy);
    const { draft, sku } = product;
    if (!cheapest || product.eurGross < cheapest.price) cheapest = { id: draft.id, price: product.eurGross };
    reviews.push(...product.reviews);
    drafts.push(draft);
    // Related accessories: earlier products of the same department, so product i never depends on the
    // catalog size; each accessory lists its parents back.
    const departmentSkus = skusByDepartment.get(leaf.department.key) ?? [];
    const related = departmentSkus.length
      ? [
          ...new Set(
            [1, 2, 3].map((n) => departmentSkus[(i * 13 + n * 31) % departmentSkus.length] as string),
          ),
        ]
      : [];
    draft.masterVariant.attributes?.push({ name: "relatedAccessories", value: related });
    for (const accessory of related) {
      const parents = accessoryParents.get(accessory) ?? [];
      parents.push(sku);
      accessoryParents.set(accessory, parents);
    }
    departmentSkus.push(sku);
    skusByDepartment.set(leaf.department.key, departmentSkus);
    for (const key of product.categoryKeys) withProducts.add(key);
    stockOf[sku] = product.stock;
  }

  writeCategories(db, tree.categories, withProducts);
  for (const draft of drafts) {
    draft.masterVariant.attributes?.push({
      name: "parentProductsForAccessory",
      value: (accessoryParents.get(draft.masterVariant.sku ?? "") ?? []).slice(0, 5),
    });
    writeProduct(db, draft, stockOf);
  }
  writeReviews(db, reviews);
  for (const guarantee of guaranteeProducts()) writeProduct(db, guarantee);
  const insertType = db.prepare("INSERT INTO product_types (id, key, data) VALUES (?, ?, ?)");
  for (const type of productTypes()) insertType.run(type.id, type.key, JSON.stringify(type));
  const insertDiscount = db.prepare("INSERT INTO product_discounts (id, key, data) VALUES (?, ?, ?)");
  for (const discount of saleDiscounts())
    insertDiscount.run(discount.id, discount.key, JSON.stringify(discount));

  if (!cheapest) throw new Error("The catalog needs at least one product");
  return { productCount, giftProductId: cheapest.id };
}

function writeReviews(db: Db, reviews: { sku: string; review: Review }[]) {
  const insertReview = db.prepare(
    "INSERT INTO reviews (id, product_id, sku, customer_id, rating, included_in_statistics, created_at, data) VALUES (?, ?, ?, NULL, ?, 1, ?, ?)",
  );
  for (const { sku, review } of reviews) {
    insertReview.run(
      review.id,
      review.target?.id,
      sku,
      review.rating,
      review.createdAt,
      JSON.stringify(review),
    );
  }
}
