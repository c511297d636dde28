import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTRIES, LOCALES, NO_TRAILING_SLASH, ROUTES } from "../../config";
import { createCategories } from "../../server/catalog/category";
import { createCatalog } from "../../server/catalog/listing";
import { createProducts } from "../../server/catalog/product";
import { createStores } from "../../server/catalog/stores";
import type { Market } from "../../server/market";
import { canonicalRedirect } from "../../server/routing/normalize";
import { categoryPath, languagePrefix, pathOf, productPath } from "../../server/routing/paths";
import { createSearch } from "../../server/search";
import { createTestShop, marketOf, type TestShop } from "../support/shop";

let shop: TestShop;
let categories: ReturnType<typeof createCategories>;
let products: ReturnType<typeof createProducts>;

beforeAll(async () => {
  shop = await createTestShop();
  categories = createCategories(shop.engine);
  const search = await createSearch(shop.engine, { SEARCH_DB_PATH: ":memory:" });
  products = createProducts(shop.engine, categories, createCatalog(search), createStores(shop.engine));
});
afterAll(() => shop.close());

/** The market of a locale, as its own pages see it (the locale chosen by prefix or cookie). */
function marketOfLocale(code: string): Market {
  const locale = LOCALES.find((l) => l.code === code);
  const country = Object.values(COUNTRIES).find((c) => c.locales.includes(code as never));
  if (!locale || !country) throw new Error(code);
  const base = marketOf(country.countryCode);
  return {
    ...base,
    language: locale.language,
    locale,
    isDefaultLocale: country.locales[0] === code,
  } as Market;
}

/** What the routing hop answers for a path, asked as the market's own visitor would (its cookie). */
const redirectOf = (market: Market, pathname: string) =>
  canonicalRedirect({
    country: market.country,
    pathname,
    search: "",
    cookieLocale: market.locale.code,
    isCategorySlug: (language, slug) =>
      categories.isShown({ ...market, language: language as Market["language"] }, slug),
    pageSlugs: (kind, slug, languages) =>
      kind === "product"
        ? products.slugsOf(market, slug, languages)
        : categories.slugsOf(market, slug, languages),
    seoRedirect: () => undefined,
  });

describe("every path the shop builds is already canonical (server/routing/paths.ts)", () => {
  it("applies the trailing-slash rule of SPEC §2", () => {
    expect(pathOf([])).toBe("/");
    expect(pathOf(["werkstatt"])).toBe("/werkstatt/");
    expect(pathOf(["ferrox-druckspruher-fe-8642-10000504"])).toBe("/ferrox-druckspruher-fe-8642-10000504");
    expect(pathOf(["robots.txt"])).toBe("/robots.txt");
    for (const route of NO_TRAILING_SLASH) expect(pathOf([route])).toBe(`/${route}`);
    expect(productPath("x-10000001", "lt")).toBe("/p/x-10000001");
    expect(categoryPath("dirbtuves", "lt")).toBe("/c/dirbtuves/");
  });

  it.each(LOCALES.map((l) => l.code))(
    "%s: product, category, content and shop pages are not redirected",
    async (code) => {
      const market = marketOfLocale(code);
      const prefix = languagePrefix(market.country, market.language);
      const [department] = await categories.departments(market);
      const { results } = await shop.engine.queryProducts(
        { limit: 3 },
        { country: market.country.isoCode, currency: market.currency.code },
      );
      const productSlug = results.map((p) => p.slug[market.language]).find(Boolean) ?? "";
      const paths = [
        "/",
        productPath(productSlug, market),
        department?.href ?? "",
        ...Object.values(ROUTES.staticPages),
        ROUTES.search,
        ROUTES.login,
        ROUTES.checkout.cart,
        ROUTES.account.root,
      ];
      expect(productSlug).not.toBe("");
      expect(department).toBeDefined();
      for (const path of paths)
        expect(await redirectOf(market, `${prefix}${path}`), `${prefix}${path}`).toBeNull();
    },
  );
});
