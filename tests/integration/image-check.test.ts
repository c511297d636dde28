import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ProductProjection } from "@commercetools/platform-sdk";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_CHECK } from "../../config";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { createHttpImageCheck, createImageFallbacks, imageCheckPort } from "../../server/images";
import { resolveMarket } from "../../server/market";
import { LocalSearch } from "../../server/search/local";

/**
 * SPEC §7 "Image check: HEAD request; a fallback image is used if missing" (issue 23 item 7,
 * decision 0068) against a real image host: /present.jpg answers 200, /gone.jpg 404, /hangs.jpg never.
 */
let host: Server;
let origin = "";
const heads: string[] = [];

beforeAll(async () => {
  host = createServer((req, res) => {
    if (req.method === "HEAD") heads.push(req.url ?? "");
    if (req.url === "/hangs.jpg") return; // never answers: the check's timeout must end it
    res.writeHead(req.url === "/present.jpg" ? 200 : 404, { "content-type": "image/jpeg" }).end();
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
});

describe("the HTTP image check (production adapter)", () => {
  it("answers present for 200, missing for 404 and for a host that does not answer in time", async () => {
    const check = createHttpImageCheck({ timeoutMs: 300 });
    expect(await check.exists(`${origin}/present.jpg`)).toBe(true);
    expect(await check.exists(`${origin}/gone.jpg`)).toBe(false);
    expect(await check.exists(`${origin}/hangs.jpg`)).toBe(false);
    expect(await check.exists("http://127.0.0.1:1/refused.jpg")).toBe(false);
    expect(heads).toEqual(expect.arrayContaining(["/present.jpg", "/gone.jpg", "/hangs.jpg"]));
  });

  it("resolves relative URLs on its image host", async () => {
    const check = createHttpImageCheck({ base: origin, timeoutMs: 1000 });
    expect(await check.exists("/present.jpg")).toBe(true);
    expect(await check.exists("/gone.jpg")).toBe(false);
  });
});

describe("a product page's images (embedded default + HTTP for other hosts)", () => {
  const de = resolveMarket({ host: "de.localhost", pathname: "/" });
  let db: ReturnType<typeof openDatabase>;
  let slug = "";

  beforeAll(() => {
    db = openDatabase(":memory:");
    seedIfEmpty(db, 40);
    const row = db.prepare("SELECT id, data FROM products WHERE published = 1 LIMIT 1").get() as {
      id: string;
      data: string;
    };
    const product = JSON.parse(row.data) as ProductProjection & { masterData?: unknown };
    const images = ["present", "gone"].map((name) => ({
      url: `${origin}/${name}.jpg`,
      dimensions: { w: 800, h: 800 },
    }));
    // The stored document's variant images, wherever the engine keeps them.
    const json = row.data.replace(/"images":\[[^\]]*\]/, `"images":${JSON.stringify(images)}`);
    expect(json).not.toBe(row.data);
    db.prepare("UPDATE products SET data = ? WHERE id = ?").run(json, row.id);
    slug = (product.slug as Record<string, string>).de ?? "";
    expect(slug).not.toBe("");
  });

  const productsWith = (images?: ReturnType<typeof createImageFallbacks>) => {
    const engine = new LocalCommerce(db);
    const catalog = createCatalog(new LocalSearch(new Database(":memory:")), images);
    return createProducts(engine, createCategories(engine), catalog, createStores(engine), images);
  };

  it("shows the fallback for the image that answers 404, keeps the one that answers 200, and asks once", async () => {
    // A generous page budget: this test is about the answers, the budget's bound is the unit test's.
    const images = createImageFallbacks(imageCheckPort({}), { ...IMAGE_CHECK, pageBudgetMs: 10_000 });
    const products = productsWith(images);
    const page = await products.bySlug(de, slug);
    expect(page?.images.map((i) => i.url)).toEqual([`${origin}/present.jpg`, IMAGE_CHECK.fallbackUrl]);
    const asked = heads.length;
    const again = await products.bySlug(de, slug);
    expect(again?.images.map((i) => i.url)).toEqual([`${origin}/present.jpg`, IMAGE_CHECK.fallbackUrl]);
    expect(heads.length).toBe(asked);
  });

  it("without the check the page keeps the missing image (what the check changes)", async () => {
    const page = await productsWith().bySlug(de, slug);
    expect(page?.images.map((i) => i.url)).toEqual([`${origin}/present.jpg`, `${origin}/gone.jpg`]);
  });
});
