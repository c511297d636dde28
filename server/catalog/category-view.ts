import type { Category } from "@commercetools/platform-sdk";
import { FilterXSS } from "xss";
import { isSpecialCategoryGroup, type LocaleCode } from "../../config";
import { localizedText } from "../commerce/projection";
import { LOCALE_MARKETS, type Market } from "../market";
import { categoryPath } from "../routing/paths";
import { categoryPostSlugs } from "./category-posts";

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
  /** The blog posts the category shows (SPEC §3 categoryPosts), by slug, in the market's language. */
  postSlugs: string[];
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

export const categoryLink = (category: Category, market: Market): CategoryLink => ({
  name: localizedText(category.name, market.language),
  href: categoryPath(category.slug[market.language] ?? "", market),
});

/** A category page's view in a market, from the category and the whole tree. */
export function categoryView(category: Category, categories: Category[], market: Market): CategoryView {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return {
    id: category.id,
    ...categoryLink(category, market),
    breadcrumbs: category.ancestors
      .map((a) => byId.get(a.id))
      .filter((c): c is Category => c !== undefined && !isSpecialCategoryGroup(c.key))
      .map((c) => categoryLink(c, market)),
    children: categories
      .filter((c) => c.parent?.id === category.id && hasProductsIn(c, market))
      .map((c) => categoryLink(c, market)),
    ...(category.metaTitle?.[market.language] ? { metaTitle: category.metaTitle[market.language] } : {}),
    ...(category.metaDescription?.[market.language]
      ? { metaDescription: category.metaDescription[market.language] }
      : {}),
    paths: Object.fromEntries(
      LOCALE_MARKETS.flatMap((m) => {
        const localSlug = category.slug[m.language];
        return localSlug && hasProductsIn(category, m) ? [[m.locale.code, categoryPath(localSlug, m)]] : [];
      }),
    ),
    postSlugs: categoryPostSlugs(
      category.custom?.fields.categoryPosts,
      market.language,
      category.key ?? category.id,
    ),
    contentHtml: sanitizeContent(
      String(
        (category.custom?.fields.CategoryContentHTML as Record<string, string> | undefined)?.[
          market.language
        ] ?? "",
      ),
    ),
  };
}
