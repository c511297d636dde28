/**
 * Issue 23 items 4 and 9 (decision 0060): recommendations built from orders placed in the test, on
 * the embedded platform with the demo catalog. The embedded recommender counts products bought in the
 * same orders, recomputed as orders arrive, and falls back to the products most like a product nobody
 * has bought yet.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RECOMMENDATION_IDS, RECOMMENDATIONS } from "../../config/recommendations";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import type { SharedProduct } from "../../server/commerce/port";
import { createLocalRecommendations } from "../../server/recommendations/local";
import type { RecommendationPort } from "../../server/recommendations/port";
import { createRecommendations } from "../../server/recommendations/service";
import { createSearch } from "../../server/search";
import { cartWith, DE } from "../support/engine-carts";
import { marketOf } from "../support/shop";

const de = marketOf("de");
let engine: LocalCommerce;
let port: RecommendationPort;
let recommendations: ReturnType<typeof createRecommendations>;
/** In-stock parcel products of the German shop, each with its categories. */
let buyable: SharedProduct[];
let orders = 0;
let services: Parameters<typeof createRecommendations>[1];

/** Places one order of these SKUs (one each) as the checkout does; `key` repeats a double submit. */
async function order(skus: string[], key = `order-${++orders}`) {
  const cart = await cartWith(
    engine,
    DE,
    skus.map((sku) => [sku, 1]),
    "parcel",
  );
  return engine.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: key });
}

const skuOf = (p: SharedProduct) => p.masterVariant.sku ?? "";
const categoryIds = (p: SharedProduct) => new Set(p.categories.map((c) => c.id));
const similar = (sku: string) =>
  port.recommend({
    cookie: "",
    domainId: "test",
    languageAndCountry: "de-DE",
    request: { typeId: "similar", sourceSku: sku },
    limit: 8,
  });

beforeAll(async () => {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 60);
  engine = new LocalCommerce(db);
  const search = await createSearch(engine, { SEARCH_DB_PATH: ":memory:" });
  const categories = createCategories(engine);
  const catalog = createCatalog(search);
  const products = createProducts(engine, categories, catalog, createStores(engine));
  // As server/recommendations/index.ts wires it: told of every order this engine places.
  port = createLocalRecommendations(db, { onOrderPlaced: (listener) => engine.onOrderPlaced(listener) });
  services = { catalog, products, categories };
  recommendations = createRecommendations(port, services);
  const { results } = await engine.queryProducts({ limit: 100 }, { country: "DE", currency: "EUR" });
  buyable = results.filter(
    (p) =>
      (p.masterVariant.availability?.availableQuantity ?? 0) >= 20 &&
      !p.masterVariant.attributes?.some((a) => a.name === "isPackageTypeFreight" && a.value === true),
  );
}, 120_000);

describe("recommendations from real purchases (embedded recommender)", () => {
  it("shows on A's page what was bought with A, most orders first: A+B, A+B, A+C → B, then C", async () => {
    const [a, ...others] = buyable;
    if (!a) throw new Error("no buyable product");
    // B and C from other categories than A, so the order can only come from the purchases.
    const elsewhere = others.filter((p) => [...categoryIds(p)].every((id) => !categoryIds(a).has(id)));
    const [b, c] = elsewhere;
    if (!b || !c) throw new Error("too few products in other categories");
    // A's own page before any purchase: same-category products only, never B or C.
    const before = await recommendations.alsoBought(de, skuOf(a), "");
    expect(before?.cards.map((card) => card.sku)).not.toContain(skuOf(b));

    await order([skuOf(a), skuOf(b)]);
    await order([skuOf(a), skuOf(b)]);
    await order([skuOf(c), skuOf(a)]);

    const shown = await recommendations.alsoBought(de, skuOf(a), "");
    expect(shown?.id).toBe(RECOMMENDATION_IDS["de-DE"].similarProductsId);
    expect(shown?.name).toBe("similar");
    const skus = shown?.cards.map((card) => card.sku) ?? [];
    expect(skus.slice(0, 2)).toEqual([skuOf(b), skuOf(c)]);
    expect(skus).not.toContain(skuOf(a));
    expect(skus.length).toBeLessThanOrEqual(8);
    // The cards carry the German shop's real prices.
    expect(shown?.cards[0]?.price).toBe((b.masterVariant.price?.value.centAmount ?? 0) / 100);
    // And the other way round: B's page shows A (bought together twice).
    expect((await similar(skuOf(b)))?.[0]).toBe(skuOf(a));
  });

  it("gives a product nobody bought the products of its own category", async () => {
    const bought = new Set(
      (engine.db.prepare("SELECT DISTINCT sku FROM recommendation_pairs").all() as { sku: string }[]).map(
        (row) => row.sku,
      ),
    );
    expect(bought.size).toBeGreaterThan(0);
    const lonely = buyable.find((p) => !bought.has(skuOf(p)) && p.categories.length > 0);
    if (!lonely) throw new Error("no product without purchases");
    const skus = (await similar(skuOf(lonely))) ?? [];
    expect(skus.length).toBeGreaterThan(0);
    const { results } = await engine.queryProducts(
      { skus, limit: skus.length },
      { country: "DE", currency: "EUR" },
    );
    for (const product of results)
      expect([...categoryIds(product)].some((id) => categoryIds(lonely).has(id))).toBe(true);
  });

  it("counts a double-submitted order once (one order, one purchase)", async () => {
    const [x, y] = buyable.slice(-2);
    if (!x || !y) throw new Error("no products");
    // A double click on "order": the same cart, version and key twice at once.
    const cart = await cartWith(
      engine,
      DE,
      [
        [skuOf(x), 1],
        [skuOf(y), 1],
      ],
      "parcel",
    );
    const input = { id: cart.id, version: cart.version, idempotencyKey: "double-click" };
    const [first, again] = await Promise.all([
      engine.createOrderFromCart(input),
      engine.createOrderFromCart(input),
    ]);
    expect(again.id).toBe(first.id);
    await similar(skuOf(x));
    const pairs = engine.db
      .prepare("SELECT orders FROM recommendation_pairs WHERE sku = ? AND other_sku = ?")
      .get(skuOf(x), skuOf(y)) as { orders: number };
    expect(pairs.orders).toBe(1);
  });

  it("leaves the cart's own products out of the cart's recommendations", async () => {
    const [a] = buyable;
    if (!a) throw new Error("no products");
    const [boughtWithA] = (await similar(skuOf(a))) ?? [];
    const cart = await cartWith(engine, DE, [[skuOf(a), 1]]);
    const shown = await recommendations.forCart(de, cart, "");
    expect(shown?.id).toBe(RECOMMENDATION_IDS["de-DE"].cartRecommendationId);
    const skus = shown?.cards.map((card) => card.sku) ?? [];
    expect(skus[0]).toBe(boughtWithA);
    expect(skus).not.toContain(skuOf(a));
    expect(skus.length).toBeLessThanOrEqual(4);
  });
});

describe("the embedded recommender shared by several processes", () => {
  it("counts each order once when two recommenders on one file catch up", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "reco-")), "commerce.sqlite");
    const db = openDatabase(file);
    seedIfEmpty(db, 20);
    const shop = new LocalCommerce(db);
    const { results } = await shop.queryProducts({ limit: 20 }, { country: "DE", currency: "EUR" });
    const [p, q] = results.filter((r) => (r.masterVariant.availability?.availableQuantity ?? 0) > 5);
    if (!p || !q) throw new Error("no products");
    for (const key of ["one", "two"]) {
      const cart = await cartWith(
        shop,
        DE,
        [
          [skuOf(p), 1],
          [skuOf(q), 1],
        ],
        "parcel",
      );
      await shop.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: key });
    }
    const ask = (recommender: RecommendationPort) =>
      recommender.recommend({
        cookie: "",
        domainId: "test",
        languageAndCountry: "de-DE",
        request: { typeId: "similar", sourceSku: skuOf(p) },
        limit: 4,
      });
    const first = createLocalRecommendations(db);
    const second = createLocalRecommendations(openDatabase(file));
    const [x, y] = await Promise.all([ask(first), ask(second)]);
    expect(x?.[0]).toBe(skuOf(q));
    expect(y?.[0]).toBe(skuOf(q));
    const row = db
      .prepare("SELECT orders FROM recommendation_pairs WHERE sku = ? AND other_sku = ?")
      .get(skuOf(p), skuOf(q)) as { orders: number };
    expect(row.orders).toBe(2);
  });
});

describe("when the embedded recommender counts orders (decision 0066)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts an order right after it is placed and another process's within its period, never on a page read", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "reco-")), "commerce.sqlite");
    const db = openDatabase(file);
    seedIfEmpty(db, 20);
    const here = new LocalCommerce(db);
    // Another storefront process's engine on the same file: its orders raise no notice here.
    const elsewhere = new LocalCommerce(openDatabase(file));
    const recommender = createLocalRecommendations(here.db, {
      onOrderPlaced: (listener) => here.onOrderPlaced(listener),
    });
    const { results } = await here.queryProducts({ limit: 20 }, { country: "DE", currency: "EUR" });
    const [p, q, r] = results.filter((x) => (x.masterVariant.availability?.availableQuantity ?? 0) > 5);
    if (!p || !q || !r) throw new Error("no products");
    const place = async (shop: LocalCommerce, skus: string[], key: string) => {
      const cart = await cartWith(
        shop,
        DE,
        skus.map((sku) => [sku, 1]),
        "parcel",
      );
      await shop.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey: key });
    };
    const pairs = (sku: string, other: string) =>
      (
        here.db
          .prepare("SELECT orders FROM recommendation_pairs WHERE sku = ? AND other_sku = ?")
          .get(sku, other) as { orders: number } | undefined
      )?.orders ?? 0;
    const ask = (sku: string) =>
      recommender.recommend({
        cookie: "",
        domainId: "test",
        languageAndCountry: "de-DE",
        request: { typeId: "similar", sourceSku: sku },
        limit: 4,
      });
    // This process's order: counted as it is placed, before any page asks.
    await place(here, [skuOf(p), skuOf(q)], "here");
    expect(pairs(skuOf(p), skuOf(q))).toBe(1);
    expect((await ask(skuOf(p)))?.[0]).toBe(skuOf(q));
    // Another process's order: page reads do not scan the orders for it ...
    await place(elsewhere, [skuOf(r), skuOf(q)], "elsewhere");
    await ask(skuOf(r));
    await ask(skuOf(q));
    expect(pairs(skuOf(r), skuOf(q))).toBe(0);
    // ... the periodic catch-up does.
    vi.advanceTimersByTime(RECOMMENDATIONS.catchUpEveryMs);
    expect(pairs(skuOf(r), skuOf(q))).toBe(1);
    expect((await ask(skuOf(r)))?.[0]).toBe(skuOf(q));
  });
});

describe("how long a page waits for the recommendation call (decision 0066)", () => {
  /** A recommendation service answering these SKUs after `ms`. */
  const answering = (ms: number, skus: string[]): RecommendationPort => ({
    description: "test",
    recommend: () => new Promise((resolve) => setTimeout(() => resolve(skus), ms)),
  });

  it("cancels the call it stopped waiting for, and only that one", async () => {
    const signals: AbortSignal[] = [];
    const recording = (ms: number): RecommendationPort => ({
      description: "test",
      recommend: ({ signal }) => {
        if (signal) signals.push(signal);
        return new Promise((resolve) => {
          const timer = setTimeout(() => resolve([]), ms);
          signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            resolve(null);
          });
        });
      },
    });
    const source = skuOf(buyable[5] as SharedProduct);
    expect(await createRecommendations(recording(5_000), services).alsoBought(de, source, "")).toBeNull();
    expect(await createRecommendations(recording(0), services).alsoBought(de, source, "")).not.toBeNull();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it("renders without the block when the call takes longer than pageWaitMs, with it when in time", async () => {
    const skus = buyable.slice(0, 3).map(skuOf);
    const source = skuOf(buyable[5] as SharedProduct);
    const slow = createRecommendations(answering(5_000, skus), services);
    const started = performance.now();
    expect(await slow.alsoBought(de, source, "")).toBeNull();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(RECOMMENDATIONS.pageWaitMs - 5);
    expect(waited).toBeLessThan(2_000);
    const quick = createRecommendations(answering(10, skus), services);
    expect((await quick.alsoBought(de, source, ""))?.cards.map((card) => card.sku)).toEqual(skus);
  });
});
