import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProductProjection } from "@commercetools/platform-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as home } from "../../app/routes/_index";
import { IMAGE_CHECK } from "../../config";
import type { CardView } from "../../server/catalog/listing";
import { resolveBlocks } from "../../server/cms";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createServices } from "../../server/context";
import { createInProcessBus } from "../../server/rooms";
import type { Services } from "../../server/services";
import { embeddedTestEnv } from "../support/embedded-env";
import { marketOf } from "../support/shop";

/**
 * SPEC §7 image check beyond product pages and listings (decision 0073, closing 0068's "not done"):
 * the product images of the home page's and content pages' CMS product blocks and of the product
 * page's comparison table show the fallback where the image is missing, through the same check the
 * cards use. The shop's services as server/context.ts composes them over the embedded defaults; the
 * embedded image check knows which of the catalog's own pictures exist, so half of the products are
 * given a first picture that does not (`/images/products/<SKU>/9.svg`: the demo draws fewer views).
 */
const de = marketOf("de");
const missing = new Map<string, string>();
let services: Services;
let close = () => {};

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 80);
  const rows = db.prepare("SELECT id, data FROM products").all() as { id: string; data: string }[];
  const update = db.prepare("UPDATE products SET data = ? WHERE id = ?");
  rows.forEach((row, index) => {
    if (index % 2 === 0) return;
    const product = JSON.parse(row.data) as ProductProjection;
    const sku = product.masterVariant.sku ?? "";
    const url = `/images/products/${sku}/9.svg`;
    const images = [{ url, dimensions: { w: 800, h: 800 } }, ...(product.masterVariant.images ?? [])];
    const changed = { ...product, masterVariant: { ...product.masterVariant, images } };
    missing.set(sku, url);
    update.run(JSON.stringify(changed), row.id);
  });
  const dir = mkdtempSync(path.join(tmpdir(), "image-blocks-"));
  services = await createServices({
    env: embeddedTestEnv(dir),
    commerce: new LocalCommerce(db),
    roomBus: createInProcessBus(),
    paymentWebhookUrl: "http://127.0.0.1:9/api/webhooks/payments",
  });
  close = () => db.close();
}, 120_000);
afterAll(() => close());

/** Each shown image as the shopper gets it: the fallback exactly for the products whose image is missing. */
function expectFallbacksWhereMissing(items: { sku: string; image: string }[]) {
  for (const item of items) {
    if (missing.has(item.sku)) expect(item.image, item.sku).toBe(IMAGE_CHECK.fallbackUrl);
    else expect(item.image, item.sku).toMatch(new RegExp(`^/images/products/${item.sku}/\\d+\\.svg$`));
  }
}

const cardsOf = (blocks: unknown[]) =>
  blocks.flatMap((block) => (block as { products?: CardView[] }).products ?? []);

describe("product images in CMS blocks and the comparison table (decision 0073)", () => {
  it("the home page's product blocks show the fallback for a missing image", async () => {
    const answer = await home({
      request: new Request("http://de.localhost/"),
      context: { market: de, services } as never,
      params: {},
    });
    const cards = cardsOf(answer.blocks);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((card) => missing.has(card.sku)).length).toBeGreaterThan(0);
    expect(cards.filter((card) => !missing.has(card.sku)).length).toBeGreaterThan(0);
    expectFallbacksWhereMissing(cards);
    expect(
      cards
        .filter((card) => card.image === IMAGE_CHECK.fallbackUrl)
        .map((c) => c.sku)
        .sort(),
    ).toEqual(
      cards
        .filter((card) => missing.has(card.sku))
        .map((c) => c.sku)
        .sort(),
    );
  });

  it("a content page's comparison block shows the fallback for a missing image", async () => {
    const { results } = await services.commerce.queryProducts(
      { limit: 80 },
      { country: "DE", currency: "EUR" },
    );
    const inStock = results.filter((p) => (p.masterVariant.availability?.availableQuantity ?? 0) > 0);
    const gone = inStock.find((p) => missing.has(p.masterVariant.sku ?? ""))?.masterVariant.sku ?? "";
    const kept = inStock.find((p) => !missing.has(p.masterVariant.sku ?? ""))?.masterVariant.sku ?? "";
    const blocks = await resolveBlocks(
      [{ component: "Comparison", heading: "Vergleich", skus: [gone, kept], rows: [] }] as never,
      services.blockData(de, { contactReasons: async () => [] }),
      "test/de-DE",
    );
    const cards = cardsOf(blocks);
    expect(cards.map((c) => [c.sku, c.image === IMAGE_CHECK.fallbackUrl])).toEqual([
      [gone, true],
      [kept, false],
    ]);
  });

  it("the product page's comparison table shows the fallback for a missing image, the others as they are", async () => {
    const { results } = await services.commerce.queryProducts(
      { limit: 80 },
      { country: "DE", currency: "EUR" },
    );
    for (const product of results.filter((p) => missing.has(p.masterVariant.sku ?? ""))) {
      const view = await services.products.bySlug(de, product.slug.de ?? "");
      if (!view?.family) continue;
      const columns = await services.products.lists(de, view).comparison;
      if (columns.length < 2) continue;
      expect(columns[0]).toMatchObject({ sku: view.sku, image: IMAGE_CHECK.fallbackUrl });
      expectFallbacksWhereMissing(columns);
      return;
    }
    throw new Error("no product with a missing image and a comparison table among the first 80");
  });
});
