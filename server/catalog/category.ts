import type { Category } from "@commercetools/platform-sdk";
import { FilterXSS } from "xss";
import { isSpecialCategoryGroup, type LocaleCode, SPECIAL_CATEGORY_GROUPS, TIMINGS } from "../../config";
import { cachedValue } from "../cache";
import type { CommercePort } from "../commerce/port";
import { localizedText } from "../commerce/projection";
import { LOCALE_MARKETS, type Market } from "../market";
import { categoryPath } from "../routing/paths";

export interface CategoryLink {
  name: string;
  /** Path without the language prefix: "/{slug}/", or "/c/{slug}/" where native routing is on. */
  href: string;
}

export interface CategoryView {
  id: string;
  name: string;
  href: string;
  breadcrumbs: CategoryLink[];
  children: CategoryLink[];
  /** Category content (SPEC §3 CategoryContentHTML), sanitised: text formatting and links only. */
  contentHtml: string;
  /** Its path in every locale whose market shows it (for hreflang links). */
  paths: Partial<Record<LocaleCode, string>>;
  /** The platform's meta title and description in the market's language, where it has them. */
  metaTitle?: string;
  metaDescription?: string;
}

/** Content HTML may format text and link; scripts, styles, event handlers and javascript: URLs go. */
const contentFilter = new FilterXSS({
  whiteList: {
    p: [],
    h2: [],
    h3: [],
    ul: [],
    ol: [],
    li: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    br: [],
    a: ["href", "title"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
});
export const sanitizeContent = (html: string) => contentFilter.process(html);

/** SPEC §3: categories without products in the market are hidden, except the special groups. */
export function hasProductsIn(category: Category, market: Market): boolean {
  if (isSpecialCategoryGroup(category.key)) return true;
  try {
    const markets = JSON.parse(String(category.custom?.fields.hasProducts ?? "{}")) as Record<string, string>;
    return markets[market.country.countryCode] === "true";
  } catch {
    return false;
  }
}

export function createCategories(commerce: CommercePort) {
  /** The category tree changes rarely: it is read once every five minutes. */
  const all = cachedValue(() => commerce.categories(), TIMINGS.seconds.referenceDataCache * 1000);
  /** Slug lookups per language, built once per read of the tree (the routing hop asks on every request). */
  const slugIndexes = new WeakMap<Category[], Map<string, Category>>();
  async function findShown(market: Market, slug: string, language: string = market.language) {
    const categories = await all();
    let index = slugIndexes.get(categories);
    if (!index) {
      index = new Map();
      for (const category of categories)
        for (const [language, localSlug] of Object.entries(category.slug)) {
          const key = `${language}/${localSlug}`;
          if (!index.has(key)) index.set(key, category);
        }
      slugIndexes.set(categories, index);
    }
    const category = index.get(`${language}/${slug}`);
    return { categories, category: category && hasProductsIn(category, market) ? category : undefined };
  }
  const link = (category: Category, market: Market): CategoryLink => ({
    name: localizedText(category.name, market.language),
    href: categoryPath(category.slug[market.language] ?? "", market),
  });

  return {
    /** The category of a slug in the market's language, or null (404) when unknown or empty there. */
    async bySlug(market: Market, slug: string): Promise<CategoryView | null> {
      const { categories, category } = await findShown(market, slug);
      if (!category) return null;
      const byId = new Map(categories.map((c) => [c.id, c]));
      return {
        id: category.id,
        ...link(category, market),
        breadcrumbs: category.ancestors
          .map((a) => byId.get(a.id))
          .filter((c): c is Category => c !== undefined && !isSpecialCategoryGroup(c.key))
          .map((c) => link(c, market)),
        children: categories
          .filter((c) => c.parent?.id === category.id && hasProductsIn(c, market))
          .map((c) => link(c, market)),
        ...(category.metaTitle?.[market.language] ? { metaTitle: category.metaTitle[market.language] } : {}),
        ...(category.metaDescription?.[market.language]
          ? { metaDescription: category.metaDescription[market.language] }
          : {}),
        paths: Object.fromEntries(
          LOCALE_MARKETS.flatMap((m) => {
            const localSlug = category.slug[m.language];
            return localSlug && hasProductsIn(category, m)
              ? [[m.locale.code, categoryPath(localSlug, m)]]
              : [];
          }),
        ),
        contentHtml: sanitizeContent(
          String(
            (category.custom?.fields.CategoryContentHTML as Record<string, string> | undefined)?.[
              market.language
            ] ?? "",
          ),
        ),
      };
    },

    /** Whether a slug is a category shown in the market (what bySlug answers, without building the view). */
    isShown: async (market: Market, slug: string) => (await findShown(market, slug)).category !== undefined,

    /**
     * The slugs by language of the category shown in the market that `slug` names in one of
     * `languages` (the first that has it), for the routing hop: a link in any language of the
     * country finds its page (SPEC §2 guards 8 and 9, decision 0018). Undefined when none has it.
     */
    async slugsOf(market: Market, slug: string, languages: readonly string[]) {
      for (const language of languages) {
        const { category } = await findShown(market, slug, language);
        if (category) return category.slug as Partial<Record<string, string>>;
      }
      return undefined;
    },

    /** Paths of every category shown in a market, for its sitemap. */
    async listedPaths(market: Market): Promise<string[]> {
      return (await all())
        .filter((c) => !isSpecialCategoryGroup(c.key) && c.slug[market.language] && hasProductsIn(c, market))
        .map((c) => categoryPath(c.slug[market.language] ?? "", market));
    },

    /** The departments of the category bar (SPEC §2): the first level under all-categories with products. */
    async departments(market: Market): Promise<(CategoryLink & { image?: string })[]> {
      const categories = await all();
      const root = categories.find((c) => c.key === SPECIAL_CATEGORY_GROUPS[0]);
      return categories
        .filter((c) => root && c.parent?.id === root.id && hasProductsIn(c, market))
        .map((c) => {
          const image = c.custom?.fields.CategoryImageURL;
          return { ...link(c, market), ...(typeof image === "string" ? { image } : {}) };
        });
    },

    /** Links of a product's category path (product breadcrumbs). */
    async path(market: Market, categoryId: string): Promise<CategoryLink[]> {
      const categories = await all();
      const byId = new Map(categories.map((c) => [c.id, c]));
      const category = byId.get(categoryId);
      if (!category) return [];
      return [...category.ancestors.map((a) => byId.get(a.id)), category]
        .filter((c): c is Category => c !== undefined && !isSpecialCategoryGroup(c.key))
        .map((c) => link(c, market));
    },
  };
}
export type Categories = ReturnType<typeof createCategories>;
