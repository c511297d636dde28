import type { ProductProjection, Review } from "@commercetools/platform-sdk";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTING } from "../../config";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts, type Products } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { type Db, openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { CATALOG_DATE } from "../../server/commerce/local/seed/catalog";
import { resolveMarket } from "../../server/market";
import { LocalSearch } from "../../server/search/local";

// The product of issue 15: 11 imported reviews in nine languages, two of them German.
const COOLER = "prod-ex10000749";
const COOLER_SLUG = "nordhal-kuhltisch-no-932-10000749";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
const ch = resolveMarket({ host: "ch.localhost", pathname: "/" });
const sk = resolveMarket({ host: "localhost", pathname: "/" });
let db: Db;
let products: Products;
let seededAt: Date;
const rows = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];

beforeAll(() => {
  db = openDatabase(":memory:");
  seedIfEmpty(db, 1000);
  const [seeded] = rows<{ value: string }>("SELECT value FROM meta WHERE key = 'seeded'");
  seededAt = new Date(JSON.parse(seeded?.value ?? "{}").at);
  expect(seededAt.getTime()).toBeGreaterThan(0);
  const engine = new LocalCommerce(db);
  products = createProducts(
    engine,
    createCategories(engine),
    createCatalog(new LocalSearch(new Database(":memory:"))),
    createStores(engine),
  );
}, 60_000);

describe("the demo catalog's imported reviews (issue 15)", () => {
  it("are dated from their product's release up to the catalog's date, never after the seeding", () => {
    const reviews = rows<{ data: string; product: string }>(
      "SELECT r.data, p.data AS product FROM reviews r JOIN products p ON p.id = r.product_id",
    ).map((r) => ({
      review: JSON.parse(r.data) as Review,
      product: JSON.parse(r.product) as ProductProjection,
    }));
    expect(reviews.length).toBeGreaterThan(2000);
    const latest = Math.min(CATALOG_DATE.getTime(), seededAt.getTime());
    for (const { review, product } of reviews) {
      const at = new Date(review.createdAt).getTime();
      expect(at, review.id).toBeLessThanOrEqual(latest);
      expect(at, review.id).toBeGreaterThanOrEqual(new Date(product.createdAt).getTime());
      expect(review.custom?.fields.reviewCreatedAt).toBe(review.createdAt);
    }
  });

  it("carry translations into the trust-rating service's languages, except their own", () => {
    const reviews = rows<{ data: string }>("SELECT data FROM reviews").map(
      (r) => JSON.parse(r.data) as Review,
    );
    for (const review of reviews) {
      const expected = LISTING.trustRatingLanguages.filter((l) => l !== review.locale).sort();
      const fields = review.custom?.fields ?? {};
      expect(Object.keys(fields.titleTranslations).sort(), review.id).toEqual(expected);
      expect(Object.keys(fields.textTranslations).sort(), review.id).toEqual(expected);
      expect(Object.values(fields.textTranslations).every((t) => typeof t === "string" && t.length > 0)).toBe(
        true,
      );
    }
  });
});

describe("a product page's reviews (issue 15)", () => {
  it("lists the page's language first, shows translations and keeps the original (ch, German)", async () => {
    const page = await products.bySlug(ch, COOLER_SLUG);
    if (!page) throw new Error("no product page");
    expect(page.id).toBe(COOLER);
    const { list } = page.reviews;
    expect(list).toHaveLength(10);
    expect(list.slice(0, 2).map((r) => r.language)).toEqual(["de", "de"]);
    expect(list.slice(2).every((r) => r.language !== "de")).toBe(true);
    for (const review of list) {
      expect(new Date(review.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
      if (review.language === "de") expect(review.original).toBeUndefined();
    }
    // A Bulgarian review in German, with its Bulgarian words kept; bg itself has no translations.
    const bulgarian = list.find((r) => r.language === "bg");
    expect(bulgarian?.original?.text).toMatch(/[\u0400-\u04FF]/);
    expect(bulgarian?.text).not.toMatch(/[\u0400-\u04FF]/);
    const [stored] = rows<{ data: string }>("SELECT data FROM reviews WHERE id = ?", bulgarian?.id).map(
      (r) => JSON.parse(r.data) as Review,
    );
    expect(bulgarian?.text).toBe(stored?.custom?.fields.textTranslations.de);
    expect(bulgarian?.title).toBe(stored?.custom?.fields.titleTranslations.de);
    expect(bulgarian?.original).toEqual({ title: stored?.title, text: stored?.text });
  });

  it("shows reviews as written, the machine translation beside them, where translations are manual (de)", async () => {
    const page = await products.bySlug(de, COOLER_SLUG);
    if (!page) throw new Error("no product page");
    const { list } = page.reviews;
    expect(list.slice(0, 2).map((r) => r.language)).toEqual(["de", "de"]);
    const bulgarian = list.find((r) => r.language === "bg");
    const [stored] = rows<{ data: string }>("SELECT data FROM reviews WHERE id = ?", bulgarian?.id).map(
      (r) => JSON.parse(r.data) as Review,
    );
    expect(bulgarian?.text).toBe(stored?.text);
    expect(bulgarian?.text).toMatch(/[\u0400-\u04FF]/);
    expect(bulgarian?.original).toBeUndefined();
    expect(bulgarian?.translation).toEqual({
      title: stored?.custom?.fields.titleTranslations.de,
      text: stored?.custom?.fields.textTranslations.de,
    });
    expect(list.every((r) => r.original === undefined)).toBe(true);
  });

  it("shows reviews as written, marked with their language, where no translation exists (sk)", async () => {
    const page = await products.bySlug(sk, "nordhal-chladiaci-stol-no-932-10000749");
    if (!page) throw new Error("no product page");
    expect(page.reviews.list).toHaveLength(10);
    expect(new Set(page.reviews.list.map((r) => r.language))).toEqual(
      new Set(["bg", "fi", "de", "el", "cs", "fr", "pt", "nl", "en"]),
    );
    for (const review of page.reviews.list) {
      expect(review.original).toBeUndefined();
      expect(new Date(review.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
