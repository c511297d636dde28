/**
 * Shared pages served again as rendered (issue 20 item 3, decision 0089), in the built storefront
 * process with the embedded platform: a kept page carries its own answer's nonce, and a change to
 * what the page is drawn from (the product's price, a compared product's stock) shows on the very
 * next page (deferred data the ETag leaves out: app/lib/kept-pages.server.test.ts); a visitor's own page is neither kept nor
 * served a kept one; a crawler's page is kept apart from a browser's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/commerce/local/db";
import { freePort } from "../../server/node/free-port";
import { builtShopEnv, untilHealthy } from "../support/built-shop";
import { rawRequest } from "../support/http";

const PRODUCT = "/mirota-kontaktgrill-mi-1788-10000008";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
let shop: ChildProcess;
let port: number;
let db: Db;
const exited = { code: undefined as number | null | undefined };

interface Page {
  status: number;
  kept: boolean;
  etag: string;
  cacheControl: string;
  headerNonce: string;
  html: string;
}

/** A German page as a browser (or the given user agent) asks for it, uncompressed. */
async function get(pathname: string, userAgent = CHROME, cookie?: string): Promise<Page> {
  const headers = { "user-agent": userAgent, ...(cookie ? { cookie } : {}) };
  const res = await rawRequest("de", pathname, { port, headers });
  return {
    status: res.status,
    kept: String(res.headers["server-timing"] ?? "").includes('page;desc="kept"'),
    etag: String(res.headers.etag ?? ""),
    cacheControl: String(res.headers["cache-control"] ?? ""),
    headerNonce: /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "",
    html: res.bytes.toString("utf8"),
  };
}

const nonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
const withoutNonce = (page: Page) => page.html.split(page.headerNonce).join("NONCE");
const offerPrice = (html: string) => Number(/"offers":\{[^}]*"price":([\d.]+)/.exec(html)?.[1]);
const comparison = (html: string) => {
  const start = html.indexOf('aria-labelledby="comparison-heading"');
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
};

/** Asks until `done(page)` holds (a process's stock poll, every 500 ms), generously for a busy machine. */
async function until(ask: () => Promise<Page>, done: (page: Page) => boolean): Promise<Page> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const page = await ask();
    if (done(page) || Date.now() > deadline) return page;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kept-pages-shop-"));
  const rooms = await freePort();
  port = await freePort();
  const env = builtShopEnv(dir, { port, rooms });
  shop = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  shop.on("exit", (code) => {
    exited.code = code;
  });
  await untilHealthy(`http://127.0.0.1:${port}`, shop);
  db = openDatabase(env.COMMERCE_DB_PATH ?? "");
}, 180_000);
afterAll(() => {
  db?.close();
  if (exited.code === undefined) shop?.kill("SIGKILL");
});

describe("kept pages in the built storefront (decision 0089)", () => {
  it("serves an anonymous page again as rendered, each answer with its own nonce in header and scripts", async () => {
    const first = await get(PRODUCT);
    const second = await get(PRODUCT);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/^public/);
    expect(first.kept).toBe(false);
    expect(second.kept).toBe(true);
    expect(second.etag).toBe(first.etag);
    for (const page of [first, second]) expect(nonces(page.html)).toEqual([page.headerNonce]);
    expect(second.headerNonce).not.toBe(first.headerNonce);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(offerPrice(second.html)).toBe(532.99);
  });

  it("renders the next page at once when the product's price changes, then keeps that one", async () => {
    await get(PRODUCT);
    expect((await get(PRODUCT)).kept).toBe(true);
    const row = db
      .prepare(
        "SELECT p.id, p.data FROM products p JOIN product_slugs s ON s.product_id = p.id WHERE s.slug = ?",
      )
      .get(PRODUCT.slice(1)) as { id: string; data: string };
    const stored = JSON.parse(row.data);
    for (const price of stored.masterVariant.prices) price.value.centAmount += 1000;
    db.prepare("UPDATE products SET data = ? WHERE id = ?").run(JSON.stringify(stored), row.id);
    const changed = await get(PRODUCT);
    expect(changed.kept).toBe(false);
    expect(offerPrice(changed.html)).toBe(542.99);
    const again = await get(PRODUCT);
    expect(again.kept).toBe(true);
    expect(offerPrice(again.html)).toBe(542.99);
  });

  it("renders the next page when a compared product's stock changed", async () => {
    const before = await get(PRODUCT);
    expect((await get(PRODUCT)).kept).toBe(true);
    const compared = comparison(before.html);
    const candidate = /href="\/([^"]+-(\d{8}))"/.exec(compared);
    expect(candidate, "a compared product's link").not.toBeNull();
    const sku = db
      .prepare(
        "SELECT k.sku FROM product_skus k JOIN product_slugs s ON s.product_id = k.product_id WHERE s.slug = ?",
      )
      .get(candidate?.[1]) as { sku: string };
    db.prepare("UPDATE inventory SET available_quantity = 0, quantity_on_stock = 0 WHERE sku = ?").run(
      sku.sku,
    );
    // The engine's stock feed passes another connection's change on within its poll.
    const changed = await until(
      () => get(PRODUCT),
      (page) => comparison(page.html) !== compared,
    );
    expect(comparison(changed.html)).not.toBe(compared);
    expect(changed.kept).toBe(false);
    expect((await get(PRODUCT)).kept).toBe(true);
  });

  it("never keeps a visitor's own page nor serves them the kept one", async () => {
    await get(PRODUCT);
    const anonymous = await get(PRODUCT);
    expect(anonymous.kept).toBe(true);
    // A visitor with a personal cookie (here the consent choice) gets a private page with a token.
    const own = await get(PRODUCT, CHROME, "consent=analytics");
    expect(own.cacheControl).toMatch(/^private/);
    expect(own.kept).toBe(false);
    expect((await get(PRODUCT, CHROME, "consent=analytics")).kept).toBe(false);
    const after = await get(PRODUCT);
    expect(after.kept).toBe(true);
    expect(withoutNonce(after)).toBe(withoutNonce(anonymous));
  });

  it("keeps a crawler's page apart from a browser's", async () => {
    await get("/werkstatt/");
    expect((await get("/werkstatt/")).kept).toBe(true);
    const crawler = await get("/werkstatt/", GOOGLEBOT);
    expect(crawler.kept).toBe(false);
    expect((await get("/werkstatt/", GOOGLEBOT)).kept).toBe(true);
  });
});
