/**
 * Server time per page (issue 20 item 3, decision 0046): the SQLite statements one anonymous product
 * page runs on the embedded platform, counted with better-sqlite3's `verbose` hook through the real
 * root and page loaders over the services the Node host composes. The count is pinned so repeated
 * queries cannot creep back; and whatever is kept between requests, a price or stock change shows
 * on the very next page.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/server-runtime";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "../../app/root";
import { loader as pageLoader } from "../../app/routes/$";
import type { ProductView } from "../../server/catalog/product-view";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createServices, type Services } from "../../server/context";
import { createInProcessBus } from "../../server/rooms";
import { embeddedTestEnv } from "../support/embedded-env";
import { marketOf } from "../support/shop";

/** Demo-catalog products: small, so the search index (28 locales) builds in seconds. */
const PRODUCTS = 60;
/**
 * Statements one product page runs once warm, pinned (decision 0046 lists them): the database's
 * version, twice (decision 0086: the product's projection by slug, with its stock, and its first
 * page of reviews are kept per version; before, these were three reads). It was 10 here (32 on the
 * 1,000-product catalog, one stock read per candidate) before issue 20, then 5 with the family's
 * comparison candidates and their stock, which are kept since decision 0070 (their stock follows the
 * platform's stock changes), then 3.
 */
const STATEMENTS_PER_PRODUCT_PAGE = 2;

const de = marketOf("de");
const statements: string[] = [];
let counting = false;
let db: ReturnType<typeof openDatabase>;
let engine: LocalCommerce;
let services: Services;
/** A product of the largest family (most comparison candidates), not B-ware. */
let product: { slug: string; sku: string; key: string };

beforeAll(async () => {
  // The stock feed's poll of the stock-change log (every 500 ms, server/commerce/local/stock.ts) is
  // a timer of its own, no statement of the page's, though it may run while a page is counted.
  const polled = (sql: string) => sql.includes("FROM stock_changes");
  db = openDatabase(":memory:", {
    verbose: (sql) => counting && !polled(String(sql)) && statements.push(String(sql)),
  });
  seedIfEmpty(db, PRODUCTS);
  engine = new LocalCommerce(db);
  product = db
    .prepare(
      `SELECT s.slug, k.sku, p.key FROM product_attributes a JOIN products p ON p.id = a.product_id
       JOIN product_slugs s ON s.product_id = p.id AND s.language = 'de' JOIN product_skus k ON k.product_id = p.id
       JOIN product_attributes b ON b.product_id = p.id AND b.name = 'isBware' AND b.value = '0'
       WHERE a.name = 'family' AND p.published = 1 GROUP BY a.value ORDER BY COUNT(*) DESC, a.value LIMIT 1`,
    )
    .get() as typeof product;
  const dir = mkdtempSync(path.join(tmpdir(), "page-statements-"));
  services = await createServices({
    env: embeddedTestEnv(dir),
    roomBus: createInProcessBus(),
    paymentWebhookUrl: "http://127.0.0.1:9/api/webhooks/payments",
    commerce: engine,
  });
}, 300_000);

/** One anonymous product page: the root loader and the page's loader, deferred lists awaited. */
async function productPage(): Promise<ProductView> {
  const request = new Request(`http://de.localhost/${product.slug}`);
  const context = {
    market: de,
    services,
    cspNonce: "nonce",
    clientIp: "203.0.113.7",
    session: { csrfToken: "token", clientType: "private" },
    flags: { appVersionBanner: false, webform: false, componentCache: true, toggles: {} },
  } as unknown as AppLoadContext;
  await rootLoader({ request, context, params: {} });
  const page = (await pageLoader({ request, context, params: { "*": product.slug } })) as unknown as {
    data: { product: ProductView };
    resolveData(signal: AbortSignal): Promise<boolean>;
  };
  await page.resolveData(new AbortController().signal);
  return page.data.product;
}

async function counted<T>(work: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  statements.length = 0;
  counting = true;
  try {
    const result = await work();
    // The clock's instants (review cut-offs, "now") differ between requests; the statements do not.
    return { result, sql: statements.map((sql) => sql.replace(/'\d{4}-\d\d-\d\dT[\d:.]+Z'/g, "'<now>'")) };
  } finally {
    counting = false;
  }
}

describe("an anonymous product page on the embedded platform", () => {
  it("runs a pinned number of SQLite statements, the same on every request", async () => {
    await productPage(); // the first request may read what is kept (reference data, documents)
    const second = await counted(productPage);
    const third = await counted(productPage);
    expect(second.result.sku).toBe(product.sku);
    expect(third.sql).toEqual(second.sql);
    expect(second.sql.length, second.sql.join("\n")).toBe(STATEMENTS_PER_PRODUCT_PAGE);
    expect(second.sql.filter((sql) => !sql.includes("FROM pragma_data_version"))).toEqual([]);
  });

  it("shows a new review on the next request", async () => {
    const before = await productPage();
    const productId = (db.prepare("SELECT id FROM products WHERE key = ?").get(product.key) as { id: string })
      .id;
    const at = new Date(Date.now() - 60_000).toISOString();
    engine.insertReview(
      {
        id: "review-kept-pages",
        version: 1,
        createdAt: at,
        lastModifiedAt: at,
        locale: "de",
        authorName: "Kept Pages",
        title: "Neu",
        text: "Neu geschrieben",
        rating: 5,
        target: { typeId: "product", id: productId },
        includedInStatistics: true,
      },
      product.sku,
    );
    const after = await productPage();
    expect(before.reviews.list.map((r) => r.author)).not.toContain("Kept Pages");
    expect(after.reviews.list.map((r) => r.author)).toContain("Kept Pages");
    expect(after.reviews.count).toBe(before.reviews.count + 1);
  });

  it("shows a price change and a stock change on the next request", async () => {
    const before = await productPage();
    const row = db.prepare("SELECT id, data FROM products WHERE key = ?").get(product.key) as {
      id: string;
      data: string;
    };
    const stored = JSON.parse(row.data);
    for (const price of stored.masterVariant.prices) price.value.centAmount += 1000;
    db.prepare("UPDATE products SET data = ? WHERE id = ?").run(JSON.stringify(stored), row.id);
    engine.setStock(product.sku, 3);
    const after = await productPage();
    // The undiscounted gross price: the stored price plus 10.00 EUR.
    const regular = (view: ProductView) => view.price?.regular ?? view.price?.amount ?? Number.NaN;
    expect(regular(before)).toBeGreaterThan(0);
    expect(regular(after)).toBeCloseTo(regular(before) + 10, 2);
    expect(after.stock.available).toBe(3);
    expect(before.stock.available).not.toBe(3);
  });
});
