/**
 * The collection schema of a locale's product documents (ProductDocument) in Typesense's
 * `POST /collections` shape: which fields are searched, faceted and sorted. The local index keeps
 * the same fields (server/search/local/document-schema.ts checks imported documents against them).
 */
import type { CollectionCreateSchema } from "typesense/lib/Typesense/Collections";

/** The collection schema of a locale's product documents (ProductDocument). */
export function productSchema(name: string): CollectionCreateSchema {
  const facet = (field: string, type: "string" | "string[]" | "float" | "int32" | "bool") => ({
    name: field,
    type,
    facet: true,
  });
  return {
    name,
    default_sorting_field: "createdAt",
    fields: [
      { name: "name", type: "string", sort: true },
      { name: "description", type: "string" },
      { name: "slug", type: "string", index: false, optional: true },
      { name: "sku", type: "string" },
      { name: "productId", type: "string", index: false, optional: true },
      facet("brand", "string"),
      facet("tags", "string[]"),
      facet("price", "float"),
      { name: "originalPrice", type: "float", optional: true },
      { name: "currency", type: "string", index: false, optional: true },
      facet("avgRating", "float"),
      { name: "reviewCount", type: "int32" },
      ...[0, 1, 2, 3, 4].map((level) => ({ ...facet(`categories.lvl${level}`, "string[]"), optional: true })),
      facet("categoryIds", "string[]"),
      facet("inStock", "bool"),
      { name: "availableQuantity", type: "int32" },
      facet("eligibleForSelling", "bool"),
      facet("published", "bool"),
      facet("isFreight", "bool"),
      { name: "createdAt", type: "int64" },
      { name: "image", type: "string", index: false, optional: true },
      { name: "imageAlt", type: "string", index: false, optional: true },
    ],
  };
}
