import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { getLocale } from "../../config";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts, type Products } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { attributesOf } from "../../server/commerce/projection";
import { resolveMarket } from "../../server/market";
import { createIndexer } from "../../server/search/indexer";
import { LocalSearch } from "../../server/search/local";

// The demo catalog (deterministic): the Vestra scarifier's accessories include the Galvano pressure
// sprayer GA-5670, which the catalog has sold out.
const SCARIFIER = "EX10000488";
const SOLD_OUT_SPRAYER = "EX10000452";

const de = resolveMarket({ host: "de.localhost", pathname: "/" });
let engine: LocalCommerce;
let products: Products;

beforeAll(async () => {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 1000);
  engine = new LocalCommerce(db);
  const search = new LocalSearch(new Database(":memory:"));
  await createIndexer(engine, search).rebuild([getLocale("de-DE")]);
  products = createProducts(engine, createCategories(engine), createCatalog(search), createStores(engine));
}, 60_000);

const stockOf = async (skus: string[]) =>
  new Map((await engine.inventory(skus)).map((entry) => [entry.sku, entry.availableQuantity]));

describe("complementary products (SPEC §5: related products must be in stock)", () => {
  it("leave out a sold-out accessory after an add to the cart and on the product page", async () => {
    const [scarifier] = (
      await engine.queryProducts({ skus: [SCARIFIER], limit: 1 }, { country: "DE", currency: "EUR" })
    ).results;
    const accessories = (attributesOf(scarifier?.masterVariant ?? { id: 1 }).get("relatedAccessories") ??
      []) as string[];
    expect(accessories).toContain(SOLD_OUT_SPRAYER);
    const stock = await stockOf(accessories);
    expect(stock.get(SOLD_OUT_SPRAYER)).toBe(0);
    const inStock = accessories.filter((sku) => (stock.get(sku) ?? 0) > 0);
    expect(inStock.length).toBeGreaterThan(0);

    const afterAdd = await products.complementaryFor(de, SCARIFIER);
    expect(afterAdd.map((card) => card.sku).sort()).toEqual([...inStock].sort());
    expect(afterAdd.every((card) => card.inStock)).toBe(true);

    const page = await products.bySlug(de, scarifier?.slug.de ?? "");
    if (!page) throw new Error("no product page");
    const lists = products.lists(de, page);
    expect((await lists.complementary).map((card) => card.sku).sort()).toEqual([...inStock].sort());
  });

  it("are in stock for every product of the catalog", async () => {
    const { results } = await engine.queryProducts({ limit: 1000 }, { country: "DE", currency: "EUR" });
    let shown = 0;
    for (const product of results) {
      const cards = await products.complementaryFor(de, product.masterVariant.sku ?? "");
      const stock = await stockOf(cards.map((card) => card.sku));
      for (const card of cards) {
        expect(card.inStock, `${card.sku} offered with ${product.masterVariant.sku}`).toBe(true);
        expect(stock.get(card.sku)).toBeGreaterThan(0);
      }
      shown += cards.length;
    }
    expect(shown).toBeGreaterThan(1000);
  }, 60_000);
});
