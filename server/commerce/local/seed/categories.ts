/**
 * The demo catalog's 5-level category tree: all-categories › department › category › product kind ›
 * compact/professional, plus the industries and the long-tail groups; slugs unique per language.
 */
import type { Category } from "@commercetools/platform-sdk";
import { COUNTRY_CODES, LANGUAGES, SPECIAL_CATEGORY_GROUPS } from "../../../../config";
import type { Db } from "../db";
import { CATALOG_DATE, localized } from "./demo";
import { slugify } from "./text";
import { DEPARTMENTS, INDUSTRIES } from "./vocabulary/categories";
import { TEXTS } from "./vocabulary/texts";
import type { Text } from "./vocabulary/types";

/**
 * SPEC §3 categoryPosts: the inspirations blog's posts (cms/<slug>/) a category page shows, as a JSON
 * list per language; a post missing in a language is left out there (server/cms/blog.ts).
 */
const CATEGORY_POSTS: Record<string, string[]> = {
  workshop: ["compressor-buying-guide", "workshop-storage-ideas"],
  compressors: ["compressor-buying-guide"],
  "workbenches-storage": ["workshop-storage-ideas"],
  cleaning: ["pressure-washer-winter-care"],
  "pressure-washers": ["pressure-washer-winter-care"],
};

export interface CategoryTree {
  /** Every category by key, in the order they were made. */
  categories: Map<string, Category>;
  /** The long-tail accessories category every 25th product also belongs to. */
  accessoriesKey: string;
  /** The industries a level-2 category's products also belong to, by its key. */
  industryOf: Map<string, string[]>;
}

export function categoryTree(): CategoryTree {
  const now = CATALOG_DATE.toISOString();
  const categories = new Map<string, Category>();
  const usedSlugs = new Set<string>();

  function addCategory(key: string, name: Text, parent: Category | undefined, orderHint: string) {
    const slug = localized((language) => {
      let value = slugify(name[language]) || key;
      if (usedSlugs.has(`${language}|${value}`)) value = `${value}-${slugify(key)}`;
      usedSlugs.add(`${language}|${value}`);
      return value;
    });
    const category: Category = {
      id: `cat-${key}`,
      version: 1,
      key,
      name,
      slug,
      orderHint,
      parent: parent ? { typeId: "category", id: parent.id } : undefined,
      ancestors: parent ? [...parent.ancestors, { typeId: "category", id: parent.id }] : [],
      assets: [],
      createdAt: now,
      lastModifiedAt: now,
      custom: {
        type: { typeId: "type", id: "category-fields" },
        fields: {
          CategoryImageURL: `/images/categories/${key}.svg`,
          hasProducts: "{}",
          CategoryContentHTML: localized((language) => `<p>${name[language]}</p>`),
          categoryPosts: CATEGORY_POSTS[key] ? localized(() => JSON.stringify(CATEGORY_POSTS[key])) : "[]",
        },
      },
    };
    categories.set(key, category);
    return category;
  }

  const [allKey, industriesKey, longtailKey] = SPECIAL_CATEGORY_GROUPS;
  const all = addCategory(allKey, TEXTS.groups.allCategories, undefined, "0.1");
  const industriesRoot = addCategory(industriesKey, TEXTS.groups.industryCategories, undefined, "0.2");
  const longtail = addCategory(longtailKey, TEXTS.groups.longtailCategories, undefined, "0.3");
  const accessories = addCategory("accessories", TEXTS.groups.accessories, longtail, "0.31");
  addCategory("spare-parts", TEXTS.groups.spareParts, longtail, "0.32");
  DEPARTMENTS.forEach((department, d) => {
    const dep = addCategory(department.key, department.name, all, `0.1${d}`);
    department.children?.forEach((level2, c) => {
      const cat = addCategory(level2.key, level2.name, dep, `0.1${d}${c}`);
      level2.children?.forEach((kind, k) => {
        const kindCategory = addCategory(kind.key, kind.name, cat, `0.1${d}${c}${k}`);
        for (const [q, qualifier] of (["compact", "professional"] as const).entries()) {
          addCategory(
            `${kind.key}-${qualifier}`,
            localized((l) => `${kind.name[l]} – ${TEXTS.qualifiers[qualifier][l]}`),
            kindCategory,
            `0.1${d}${c}${k}${q}`,
          );
        }
      });
    });
  });
  const industryOf = new Map<string, string[]>();
  INDUSTRIES.forEach((industry, i) => {
    addCategory(industry.key, industry.name, industriesRoot, `0.2${i}`);
    for (const key of industry.categories)
      industryOf.set(key, [...(industryOf.get(key) ?? []), industry.key]);
  });
  return { categories, accessoriesKey: accessories.key ?? "accessories", industryOf };
}

/** Writes the categories with their slugs; those holding products (and their ancestors) have products in every market. */
export function writeCategories(db: Db, categories: Map<string, Category>, withProducts: Set<string>) {
  const insertCategory = db.prepare(
    "INSERT INTO categories (id, key, parent_id, order_hint, data) VALUES (?, ?, ?, ?, ?)",
  );
  const insertCategorySlug = db.prepare(
    "INSERT INTO category_slugs (language, slug, category_id) VALUES (?, ?, ?)",
  );
  const filled = new Set<string>();
  for (const key of withProducts) {
    const category = categories.get(key);
    if (!category) continue;
    filled.add(category.id);
    for (const ancestor of category.ancestors) filled.add(ancestor.id);
  }
  const markets = JSON.stringify(Object.fromEntries(COUNTRY_CODES.map((cc) => [cc, "true"])));
  for (const category of categories.values()) {
    const fields = category.custom?.fields ?? {};
    if (filled.has(category.id)) fields.hasProducts = markets;
    insertCategory.run(
      category.id,
      category.key,
      category.parent?.id ?? null,
      category.orderHint,
      JSON.stringify(category),
    );
    for (const language of LANGUAGES) insertCategorySlug.run(language, category.slug[language], category.id);
  }
}
