import type { Db } from "../db";
import { BRANDS, seedCatalog } from "./catalog";
import { seedReference } from "./reference";
import { DEPARTMENTS } from "./vocabulary/categories";

export const DEFAULT_PRODUCT_COUNT = 1000;

/** True when the database already holds a catalog: the engine never seeds over existing data. */
export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get() !== undefined;
}

/** Seeds an empty database with the demo platform in one transaction; returns false when it was not empty. */
export function seedIfEmpty(db: Db, productCount = DEFAULT_PRODUCT_COUNT): boolean {
  return db.transaction(() => {
    if (isSeeded(db)) return false;
    const seededAt = new Date();
    const catalog = seedCatalog(db, productCount, seededAt);
    seedReference(db, {
      departmentKeys: DEPARTMENTS.map((d) => d.key),
      giftProductId: catalog.giftProductId,
      brands: BRANDS,
    });
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(
      JSON.stringify({ products: productCount, at: seededAt.toISOString() }),
    );
    return true;
  })();
}
