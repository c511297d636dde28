/**
 * `npm run seed -- [--products N] [--db PATH]`: creates the embedded platform's database with the
 * demo catalog. It never touches a database that already holds data: point --db at a new file (or
 * delete the old one) to seed another size.
 */
import { parseArgs } from "node:util";
import { DEFAULT_DB_PATH } from "../server/commerce/local";
import { openDatabase } from "../server/commerce/local/db";
import { DEFAULT_PRODUCT_COUNT, seedIfEmpty } from "../server/commerce/local/seed";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: String(DEFAULT_PRODUCT_COUNT) },
    db: { type: "string", default: process.env.COMMERCE_DB_PATH ?? DEFAULT_DB_PATH },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 50_000) {
  console.error("--products must be a whole number from 1 to 50000");
  process.exit(2);
}
const db = openDatabase(values.db);
const started = performance.now();
if (seedIfEmpty(db, products)) {
  console.info(
    `Seeded ${products} products into ${values.db} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} else {
  console.info(`${values.db} already holds a catalog: nothing changed (use --db with a new file)`);
}
db.close();
