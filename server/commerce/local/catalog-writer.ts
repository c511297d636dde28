import type { ProductProjection } from "@commercetools/platform-sdk";
import type { Db } from "./db";

/** How a scalar attribute value is stored in product_attributes (booleans as 1/0, as SQLite's JSON does). */
export function attributeKey(value: unknown): string | undefined {
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number" || typeof value === "string") return String(value);
  return undefined;
}

/**
 * Writes one product with its slug, SKU, category and attribute rows and the stock of each variant: the one
 * way products enter the embedded platform (seed and test fixtures).
 */
export function writeProduct(db: Db, product: ProductProjection, stock: Record<string, number> = {}) {
  const now = product.lastModifiedAt;
  db.prepare("INSERT INTO products (id, key, published, created_at, data) VALUES (?, ?, ?, ?, ?)").run(
    product.id,
    product.key ?? product.id,
    product.published ? 1 : 0,
    product.createdAt,
    JSON.stringify(product),
  );
  const slug = db.prepare("INSERT INTO product_slugs (language, slug, product_id) VALUES (?, ?, ?)");
  for (const [language, value] of Object.entries(product.slug)) slug.run(language, value, product.id);
  const sku = db.prepare("INSERT INTO product_skus (sku, product_id, variant_id) VALUES (?, ?, ?)");
  const inventory = db.prepare(
    "INSERT INTO inventory (id, sku, channel_id, version, quantity_on_stock, available_quantity, created_at, last_modified_at) VALUES (?, ?, '', 1, ?, ?, ?, ?)",
  );
  for (const variant of [product.masterVariant, ...product.variants]) {
    if (!variant.sku) continue;
    sku.run(variant.sku, product.id, variant.id);
    const quantity = stock[variant.sku];
    if (quantity !== undefined)
      inventory.run(`inv-${variant.sku}`, variant.sku, quantity, quantity, now, now);
  }
  const category = db.prepare(
    "INSERT OR IGNORE INTO product_categories (category_id, product_id) VALUES (?, ?)",
  );
  for (const ref of product.categories) category.run(ref.id, product.id);
  const attribute = db.prepare(
    "INSERT OR REPLACE INTO product_attributes (product_id, name, value) VALUES (?, ?, ?)",
  );
  for (const { name, value } of product.masterVariant.attributes ?? []) {
    const key = attributeKey(value);
    if (key !== undefined) attribute.run(product.id, name, key);
  }
}
