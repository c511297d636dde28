import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../config";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import { openDatabase } from "../../server/commerce/local/db";
import { LocalCommerce } from "../../server/commerce/local/engine";
import { seedIfEmpty } from "../../server/commerce/local/seed";
import { resolveMarket } from "../../server/market";
import { LocalSearch } from "../../server/search/local";

const ch = resolveMarket({ host: "ch.localhost", pathname: "/" });
const gb = resolveMarket({ host: "gb.localhost", pathname: "/" });
const SPRAYER = {
  de: "ferrox-druckspruher-fe-8642-10000504",
  fr: "ferrox-pulverisateur-a-pression-fe-8642-10000504",
  it: "ferrox-nebulizzatore-a-pressione-fe-8642-10000504",
};

let commerce: LocalCommerce;
let products: ReturnType<typeof createProducts>;
let categories: ReturnType<typeof createCategories>;

beforeAll(async () => {
  const db = openDatabase(":memory:");
  seedIfEmpty(db, 1000);
  commerce = new LocalCommerce(db);
  categories = createCategories(commerce);
  // Page lookups read the platform only; the (empty) index serves the product lists.
  const search = new LocalSearch(new (await import("better-sqlite3")).default(":memory:"));
  products = createProducts(commerce, categories, createCatalog(search), createStores(commerce));
});

describe("a page's slug in any language finds the page (SPEC §2 guards 8 and 9, decision 0018)", () => {
  it("gives a product's slugs in every language from its slug in one of the languages asked", async () => {
    const slugs = await products.slugsOf(ch, SPRAYER.de, ["fr", "de", "it"]);
    expect(slugs).toMatchObject(SPRAYER);
    expect(await products.slugsOf(ch, SPRAYER.it, ["it"])).toMatchObject(SPRAYER);
    // Only the languages asked count: a German slug is no Dutch or French one.
    expect(await products.slugsOf(ch, SPRAYER.de, ["nl", "fr"])).toBeUndefined();
    expect(await products.slugsOf(ch, "no-such-product-12345678", ["de", "fr", "it"])).toBeUndefined();
  });

  it("gives a category's slugs where the market shows it", async () => {
    const slugs = await categories.slugsOf(ch, "werkstatt", ["fr", "de", "it"]);
    expect(slugs).toMatchObject({ de: "werkstatt", fr: "atelier", it: "officina", nl: "werkplaats" });
    expect(await categories.slugsOf(ch, "atelier", ["de", "it"])).toBeUndefined();
    expect(await categories.slugsOf(ch, "no-such-category", ["de", "fr", "it"])).toBeUndefined();
  });
});

describe("extra guarantees are sold with a product only (SPEC §5)", () => {
  it("have no product page and no slugs for the routing hop, in any language", async () => {
    const { results } = await commerce.queryProducts(
      { skus: LIMITS.knownGuaranteeSkus, limit: LIMITS.knownGuaranteeSkus.length },
      { country: "GB", currency: "GBP" },
    );
    expect(results).toHaveLength(LIMITS.knownGuaranteeSkus.length);
    for (const guarantee of results) {
      const { en, de, fr } = guarantee.slug;
      expect(en).toMatch(/^extended-guarantee-/);
      expect(await products.bySlug(gb, en ?? "")).toBeNull();
      expect(await products.slugsOf(ch, de ?? "", ["fr", "de", "it"])).toBeUndefined();
      expect(await products.slugsOf(ch, fr ?? "", ["fr"])).toBeUndefined();
    }
    // A product beside them still has its page.
    expect((await products.bySlug(ch, SPRAYER.de))?.sku).toBe("EX10000504");
  });
});
