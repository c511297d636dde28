import type { Category } from "@commercetools/platform-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTRY_CODES, LANGUAGES } from "../../config";
import { createCategories } from "../../server/catalog/category";
import { type Db, openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { isSeeded, seedIfEmpty } from "../../server/commerce/local/seed";
import { resolveMarket } from "../../server/market";

let db: Db;
let commerce: LocalCommerce;
const rows = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];

beforeAll(() => {
  db = openDatabase(":memory:");
  expect(seedIfEmpty(db, 1000)).toBe(true);
  commerce = new LocalCommerce(db);
});

describe("demo catalog", () => {
  it("seeds only an empty database", () => {
    expect(isSeeded(db)).toBe(true);
    expect(seedIfEmpty(db, 10)).toBe(false);
    expect(rows<{ n: number }>("SELECT COUNT(*) AS n FROM products WHERE key LIKE 'ex%'")[0]?.n).toBe(1000);
  });

  it("has a 5-level category tree with the special groups", async () => {
    const categories = await commerce.categories();
    const depth = (c: Category) => c.ancestors.length + 1;
    expect(Math.max(...categories.map(depth))).toBe(5);
    const roots = categories.filter((c) => !c.parent).map((c) => c.key);
    expect(roots).toEqual(["all-categories", "industry-categories", "longtail-categories"]);
    for (const category of categories) {
      expect(Object.keys(category.name).sort()).toEqual([...LANGUAGES].sort());
      for (const slug of Object.values(category.slug)) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const [welders] = await commerce.categories({
      slug: { language: "en", value: categories.find((c) => c.key === "mig-welders")?.slug.en ?? "" },
    });
    expect(welders?.key).toBe("mig-welders");
  });

  it("answers which slugs are categories shown in a market, as the category page does", async () => {
    const categories = createCategories(commerce);
    const de = resolveMarket({ host: "de.localhost", pathname: "/" });
    const all = await commerce.categories();
    const welders = all.find((c) => c.key === "mig-welders");
    const slug = welders?.slug.de ?? "";
    expect(await categories.isShown(de, slug)).toBe(true);
    expect((await categories.bySlug(de, slug))?.name).toBe(welders?.name.de);
    expect(await categories.isShown(de, `${slug}-x`)).toBe(false);
    // The routing hop's yes/no answer agrees with the page for every category of the tree.
    for (const category of all) {
      const local = category.slug.de ?? "";
      expect(await categories.isShown(de, local)).toBe((await categories.bySlug(de, local)) !== null);
    }
  });

  it("names products by SPEC's number and slug rules, in every language", () => {
    const products = rows<{ data: string }>("SELECT data FROM products WHERE key LIKE 'ex%'").map((r) =>
      JSON.parse(r.data),
    );
    const prefixes = new Set(products.map((p) => p.masterVariant.sku.slice(0, 4)));
    expect([...prefixes].sort()).toEqual(["EX10", "EX18", "EX20"]);
    for (const p of products) {
      expect(p.masterVariant.sku).toMatch(/^EX(10|18|20)\d{6}$/);
      for (const language of LANGUAGES) {
        expect(p.slug[language]).toMatch(/^[a-z0-9-]+-\d{8}$/);
        expect(p.name[language]).toContain(
          p.masterVariant.attributes.find((a: { name: string }) => a.name === "brand").value,
        );
      }
      expect(
        p.masterVariant.prices.filter((price: { customerGroup?: unknown }) => !price.customerGroup),
      ).toHaveLength(COUNTRY_CODES.length);
    }
    const tags = new Set(
      products.flatMap(
        (p) => p.masterVariant.attributes.find((a: { name: string }) => a.name === "tags").value,
      ),
    );
    for (const tag of [
      "new",
      "bestseller",
      "on-sale",
      "bware",
      "topRated",
      "campaign:black_friday",
      "campaign:cyber_week",
    ]) {
      expect(tags).toContain(tag);
    }
  });

  it("has stock levels from out of stock to plenty", () => {
    const stock = rows<{ available_quantity: number }>("SELECT available_quantity FROM inventory").map(
      (r) => r.available_quantity,
    );
    expect(stock.filter((q) => q === 0).length).toBeGreaterThan(30);
    expect(stock.filter((q) => q > 0 && q <= 5).length).toBeGreaterThan(50);
    expect(stock.filter((q) => q > 100).length).toBeGreaterThan(100);
  });

  it("is deterministic: a product is the same whatever the catalog size", () => {
    const other = openDatabase(":memory:");
    seedIfEmpty(other, 20);
    // Only the back-references of accessories (parentProductsForAccessory) grow with the catalog.
    const product = (d: Db, key: string) => {
      const p = JSON.parse(
        (d.prepare("SELECT data FROM products WHERE key = ?").get(key) as { data: string }).data,
      );
      p.masterVariant.attributes = p.masterVariant.attributes.filter(
        (a: { name: string }) => a.name !== "parentProductsForAccessory",
      );
      return JSON.stringify(p);
    };
    const keys = (
      other.prepare("SELECT key FROM products WHERE key LIKE 'ex%'").all() as { key: string }[]
    ).map((r) => r.key);
    expect(keys).toHaveLength(20);
    for (const key of keys) expect(product(other, key) === product(db, key), key).toBe(true);
  });

  it("reads a product as the storefront sees it: price, sale discount, stock and translated texts", async () => {
    const onSale = rows<{ data: string }>(
      "SELECT data FROM products WHERE data LIKE '%\"saleCampaign\"%' LIMIT 1",
    ).map((r) => JSON.parse(r.data))[0];
    const product = await commerce.productBySlug(
      { language: "de", value: onSale.slug.de },
      { country: "DE", currency: "EUR" },
    );
    const price = product?.masterVariant.price;
    expect(price?.value.currencyCode).toBe("EUR");
    expect(price?.discounted?.value.centAmount).toBeLessThan(price?.value.centAmount ?? 0);
    expect(product?.masterVariant.availability?.availableQuantity).toBeTypeOf("number");
    const highlights = product?.masterVariant.attributes?.find((a) => a.name === "highlights")?.value as {
      key: string;
      label: Record<string, string>;
    }[];
    expect(highlights[0]?.label.de).toBeTruthy();
    const hu = await commerce.productBySlug(
      { language: "hu", value: onSale.slug.hu },
      { country: "HU", currency: "HUF" },
    );
    expect(hu?.masterVariant.price?.value).toMatchObject({ currencyCode: "HUF", fractionDigits: 0 });
    expect((hu?.masterVariant.price?.value.centAmount ?? 0) % 10).toBe(0);
  });

  it("has imported reviews that agree with each product's rating statistics", async () => {
    const rated = rows<{ data: string }>(
      "SELECT data FROM products WHERE json_extract(data, '$.reviewRatingStatistics.count') > 2 LIMIT 5",
    ).map((r) => JSON.parse(r.data));
    expect(rated.length).toBe(5);
    for (const product of rated) {
      const page = await commerce.reviews({ productId: product.id, limit: 50 });
      expect(page.total).toBe(product.reviewRatingStatistics.count);
      const average = page.results.reduce((sum, r) => sum + (r.rating ?? 0), 0) / page.total;
      expect(product.reviewRatingStatistics.averageRating).toBeCloseTo(average, 4);
      expect(page.results[0]?.title).toBeTruthy();
    }
  });

  it("offers the extra-guarantee products and pages products in SQL", async () => {
    const guarantees = await commerce.queryProducts(
      { skus: ["4100010", "4100020", "4100030", "4100040"] },
      { country: "SK", currency: "EUR" },
    );
    expect(guarantees.total).toBe(4);
    const page = await commerce.queryProducts({ limit: 24, offset: 24 }, { country: "SK", currency: "EUR" });
    expect(page).toMatchObject({ limit: 24, offset: 24, count: 24, total: 1004 });
  });
});
