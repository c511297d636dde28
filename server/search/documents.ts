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

/**
 * A product as a search document of one locale: texts in its language, the price its country pays
 * (discounted when on sale) in major units, stock, and the category path as Typesense hierarchy
 * levels ("Workshop", "Workshop > Welding", …) without the special root groups.
 */
export function toDocument(
  product: SharedProduct,
  locale: Locale,
  categories: Map<string, Category>,
): ProductDocument {
  const { language } = locale;
  const variant = product.masterVariant;
  const price = variant.price;
  const major = (cents: number | undefined) => toMajor(cents ?? 0, price?.value.currencyCode ?? "");
  const levels: string[][] = [[], [], [], [], []];
  const categoryIds = new Set<string>();
  for (const ref of product.categories) {
    const category = categories.get(ref.id);
    if (!category) continue;
    const chain = [...category.ancestors.map((a) => categories.get(a.id)), category].filter(
      (c): c is Category => c !== undefined && !isSpecialCategoryGroup(c.key),
    );
    for (const c of [...category.ancestors.map((a) => a.id), category.id]) categoryIds.add(c);
    chain.forEach((_, depth) => {
      const path = chain
        .slice(0, depth + 1)
        .map((c) => localizedText(c.name, language))
        .join(" > ");
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
