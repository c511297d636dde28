/**
 * The operator's restock command for the embedded platform (SPEC §7 updated-stock):
 *   npm run restock -- <sku> <available quantity>
 * It writes the inventory of COMMERCE_DB_PATH (default .data/commerce.sqlite); a running shop passes
 * the change to the rooms of the carts holding the SKU within half a second. On commercetools, stock
 * is changed in the Merchant Center or by the ERP instead.
 */

import { DEFAULT_DB_PATH } from "../server/commerce/local";
import { openDatabase } from "../server/commerce/local/db";
import { LocalCommerce } from "../server/commerce/local/engine";

const [sku, quantity] = process.argv.slice(2);
if (!sku || quantity === undefined || !/^\d+$/.test(quantity)) {
  console.error("Usage: npm run restock -- <sku> <available quantity>");
  process.exit(2);
}
try {
  const engine = new LocalCommerce(openDatabase(process.env.COMMERCE_DB_PATH ?? DEFAULT_DB_PATH));
  const entry = engine.setStock(sku, Number(quantity));
  console.info(`${entry.sku}: ${entry.availableQuantity} available`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
