import type { ProductDocument } from "../port";

/** A German product document for the local search's tests: `name` in the text, the rest from `i`. */
export function doc(i: number, name: string): ProductDocument {
  return {
    id: `SKU${i}`,
    productId: `p-${i}`,
    sku: `SKU${i}`,
    name,
    slug: `p-${i}`,
    description: i % 3 ? `Ein ${name} für die Werkstatt, kompakt und stark` : "",
    brand: i % 2 ? "Kompa" : "Ferrox",
    tags: [],
    price: 10 + i,
    currency: "EUR",
    avgRating: 0,
    reviewCount: 0,
    "categories.lvl0": [i % 2 ? "Werkstatt" : "Garten"],
    "categories.lvl1": [],
    "categories.lvl2": [],
    "categories.lvl3": [],
    "categories.lvl4": [],
    categoryIds: [],
    inStock: true,
    availableQuantity: 1,
    eligibleForSelling: true,
    published: true,
    isFreight: false,
    createdAt: 1_700_000_000 + i,
    image: "",
    imageAlt: name,
  };
}
