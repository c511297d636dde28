import path from "node:path";
import { openDatabase } from "./db";
import { LocalCommerce } from "./engine";
import { DEFAULT_PRODUCT_COUNT, seedIfEmpty } from "./seed";

export type { Db } from "./db";
export { LocalCommerce } from "./engine";
export { type VersionedReads, versionedReads } from "./versioned-reads";

/** Where the embedded platform keeps its data unless COMMERCE_DB_PATH says otherwise. */
export const DEFAULT_DB_PATH = path.resolve(".data/commerce.sqlite");

/**
 * Opens the embedded platform, seeding the demo catalog only into an empty database (existing data is
 * never touched).
 */
export function createLocalCommerce({
  file = DEFAULT_DB_PATH,
  products = DEFAULT_PRODUCT_COUNT,
}: {
  file?: string;
  products?: number;
} = {}): LocalCommerce {
  const db = openDatabase(file);
  const started = performance.now();
  if (seedIfEmpty(db, products)) {
    console.info(
      `Seeded the demo catalog (${products} products) in ${Math.round(performance.now() - started)} ms: ${file}`,
    );
  }
  return new LocalCommerce(db);
}
