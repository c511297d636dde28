import type { Category } from "@commercetools/platform-sdk";
import { isSpecialCategoryGroup, SPECIAL_CATEGORY_GROUPS, TIMINGS } from "../../config";
import { cachedValue } from "../cache";
import type { CommercePort } from "../commerce/port";
import type { Market } from "../market";
import { categoryPath } from "../routing/paths";
import {
  type CategoryLink,
  type CategoryView,
  categoryLink,
  categoryView,
  hasProductsIn,
} from "./category-view";

/** The categories by `{language}/{slug}`, the first of a duplicate slug winning. */
function slugIndex(categories: Category[]): Map<string, Category> {
  const index = new Map<string, Category>();
  for (const category of categories)
    for (const [language, localSlug] of Object.entries(category.slug)) {
      const key = `${language}/${localSlug}`;
      if (!index.has(key)) index.set(key, category);
    }
  return index;
}

/**
 * A department of the category bar with its subcategories shown in the market: read-only, in its
 * type and frozen at run time, because every request of the market shares one (decision 0086).
 */
export type Department = Readonly<CategoryLink> & {
  readonly image?: string;
  readonly children: readonly Readonly<CategoryLink>[];
};

/**
 * The departments of the category bar (SPEC §2): the first level under all-categories with
 * products, each with its own subcategories shown in the market (the navigation drawer's tree).
 */
function departmentsOf(categories: Category[], market: Market): readonly Department[] {
  const root = categories.find((c) => c.key === SPECIAL_CATEGORY_GROUPS[0]);
  const shownUnder = (parent: Category) =>
    categories.filter((c) => c.parent?.id === parent.id && hasProductsIn(c, market));
  return Object.freeze(
    (root ? shownUnder(root) : []).map((c) => {
      const image = c.custom?.fields.CategoryImageURL;
      const children = Object.freeze(
        shownUnder(c).map((child) => Object.freeze(categoryLink(child, market))),
      );
      return Object.freeze({
        ...categoryLink(c, market),
        ...(typeof image === "string" ? { image } : {}),
        children,
      });
    }),
  );
}

export function createCategories(commerce: CommercePort) {
  /** The category tree changes rarely: it is read once every five minutes. */
  const all = cachedValue(() => commerce.categories(), TIMINGS.seconds.referenceDataCache * 1000);
  /** Slug lookups per language, built once per read of the tree (the routing hop asks on every request). */
  const slugIndexes = new WeakMap<Category[], Map<string, Category>>();
  /**
   * What every page derives from the tree, built once per read of it (decision 0086): the tree by id
   * (breadcrumbs) and each market's departments (the header of every page). A new read of the tree
   * is a new array, so these go with the old one; a market's departments depend on the tree, the
   * country (products shown there, native routing) and the language alone.
   */
  const byIds = new WeakMap<Category[], Map<string, Category>>();
  const departmentsKept = new WeakMap<Category[], Map<string, readonly Department[]>>();
  const byIdOf = (categories: Category[]) => {
    let byId = byIds.get(categories);
    if (!byId) {
      byId = new Map(categories.map((c) => [c.id, c]));
      byIds.set(categories, byId);
    }
    return byId;
  };
  async function findShown(market: Market, slug: string, language: string = market.language) {
    const categories = await all();
    let index = slugIndexes.get(categories);
    if (!index) {
      index = slugIndex(categories);
      slugIndexes.set(categories, index);
    }
    const category = index.get(`${language}/${slug}`);
    return { categories, category: category && hasProductsIn(category, market) ? category : undefined };
  }

  return {
    /** The category of a slug in the market's language, or null (404) when unknown or empty there. */
    async bySlug(market: Market, slug: string): Promise<CategoryView | null> {
      const { categories, category } = await findShown(market, slug);
      return category ? categoryView(category, categories, market) : null;
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

    /**
     * The departments of the category bar (SPEC §2): the first level under all-categories with
     * products, each with its own subcategories shown in the market (the navigation drawer's tree).
     */
    async departments(market: Market): Promise<readonly Department[]> {
      const categories = await all();
      let perMarket = departmentsKept.get(categories);
      if (!perMarket) {
        perMarket = new Map();
        departmentsKept.set(categories, perMarket);
      }
      const key = `${market.country.countryCode}/${market.language}`;
      let found = perMarket.get(key);
      if (!found) {
        found = departmentsOf(categories, market);
        perMarket.set(key, found);
      }
      return found;
    },

    /** Links of a product's category path (product breadcrumbs). */
    async path(market: Market, categoryId: string): Promise<CategoryLink[]> {
      const byId = byIdOf(await all());
      const category = byId.get(categoryId);
      if (!category) return [];
      return [...category.ancestors.map((a) => byId.get(a.id)), category]
        .filter((c): c is Category => c !== undefined && !isSpecialCategoryGroup(c.key))
        .map((c) => categoryLink(c, market));
    },
  };
}
export type Categories = ReturnType<typeof createCategories>;
