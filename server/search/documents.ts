import type { Category } from "@commercetools/platform-sdk";
import type { Locale } from "../../config";
import { isSpecialCategoryGroup, toMajor } from "../../config";
import { isVirtualSku } from "../catalog/guarantee";
import type { SharedProduct } from "../commerce/port";
import { localizedText } from "../commerce/projection";
import type { ProductDocument } from "./port";

const attribute = (product: SharedProduct, name: string) =>
  product.masterVariant.attributes?.find((a) => a.name === name)?.value;

/** Virtual products (extra guarantees) are sold with their parent, never listed or found (SPEC §5). */
export const isListable = (product: SharedProduct) => !isVirtualSku(product.masterVariant.sku ?? "");

interface CategoryTrail {
  /** The category's hierarchy paths, one per level ("Workshop", "Workshop > Welding", …). */
  paths: string[];
  /** Its ancestors' ids and its own. */
  ids: string[];
}

/**
 * Each category's paths per language, kept for as long as its categories map lives: a rebuild
 * writes every product to all 28 locales, and products share their few hundred categories, so the
 * paths were built again and again (decision 0080).
 */
const trails = new WeakMap<ReadonlyMap<string, Category>, Map<string, CategoryTrail | null>>();

function categoryTrail(
  categories: ReadonlyMap<string, Category>,
  id: string,
  language: Locale["language"],
): CategoryTrail | null {
  let known = trails.get(categories);
  if (!known) {
    known = new Map<string, CategoryTrail | null>();
    trails.set(categories, known);
  }
  const key = `${language}|${id}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const category = categories.get(id);
  let trail: CategoryTrail | null = null;
  if (category) {
    const chain = [...category.ancestors.map((a) => categories.get(a.id)), category].filter(
      (c): c is Category => c !== undefined && !isSpecialCategoryGroup(c.key),
    );
    trail = {
      paths: chain.map((_, depth) =>
        chain
          .slice(0, depth + 1)
          .map((c) => localizedText(c.name, language))
          .join(" > "),
      ),
      ids: [...category.ancestors.map((a) => a.id), category.id],
    };
  }
  known.set(key, trail);
  return trail;
}

/**
 * A product as a search document of one locale: texts in its language, the price its country pays
 * (discounted when on sale) in major units, stock, and the category path as Typesense hierarchy
 * levels ("Workshop", "Workshop > Welding", …) without the special root groups. `categories`
 * must not be modified once given: each category's paths are kept for as long as the map lives, so
 * a changed category needs a new map (the indexer reads one per rebuild or update).
 */
export function toDocument(
  product: SharedProduct,
  locale: Locale,
  categories: ReadonlyMap<string, Category>,
): ProductDocument {
  const { language } = locale;
  const variant = product.masterVariant;
  const price = variant.price;
  const major = (cents: number | undefined) => toMajor(cents ?? 0, price?.value.currencyCode ?? "");
  const levels: string[][] = [[], [], [], [], []];
  const categoryIds = new Set<string>();
  for (const ref of product.categories) {
    const trail = categoryTrail(categories, ref.id, language);
    if (!trail) continue;
    for (const c of trail.ids) categoryIds.add(c);
    trail.paths.forEach((path, depth) => {
      if (depth < levels.length && !levels[depth]?.includes(path)) levels[depth]?.push(path);
    });
  }
  const stats = product.reviewRatingStatistics;
  return {
    id: variant.sku ?? product.id,
    productId: product.id,
    sku: variant.sku ?? "",
    name: localizedText(product.name, language),
    slug: localizedText(product.slug, language),
    description: localizedText(product.description, language),
    brand: String(attribute(product, "brand") ?? ""),
    tags: (attribute(product, "tags") as string[] | undefined) ?? [],
    price: major(price?.discounted?.value.centAmount ?? price?.value.centAmount),
    ...(price?.discounted ? { originalPrice: major(price.value.centAmount) } : {}),
    currency: price?.value.currencyCode ?? "",
    avgRating: stats?.averageRating ?? 0,
    reviewCount: stats?.count ?? 0,
    "categories.lvl0": levels[0] ?? [],
    "categories.lvl1": levels[1] ?? [],
    "categories.lvl2": levels[2] ?? [],
    "categories.lvl3": levels[3] ?? [],
    "categories.lvl4": levels[4] ?? [],
    categoryIds: [...categoryIds],
    inStock: variant.availability?.isOnStock ?? false,
    availableQuantity: variant.availability?.availableQuantity ?? 0,
    eligibleForSelling: attribute(product, "eligibleForSelling") !== false,
    published: product.published !== false,
    isFreight: attribute(product, "isPackageTypeFreight") === true,
    createdAt: Math.floor(new Date(product.createdAt).getTime() / 1000),
    image: variant.images?.[0]?.url ?? "",
    imageAlt: localizedText(product.name, language),
  };
}
