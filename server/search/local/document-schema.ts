/**
 * A product document (ProductDocument, server/search/port.ts) as a Typesense import line must hold
 * it, checked before it reaches the local index: the fields and types of the collection schema the
 * Typesense adapter creates (`productSchema`), so a bad line is refused the way Typesense refuses it.
 */
import { z } from "zod";
import type { ProductDocument } from "../port";

const name = z.string().max(500);
const names = z.array(name).max(100);

export const productDocumentSchema = z.object({
  id: z.string().min(1).max(200),
  productId: z.string().max(200),
  sku: z.string().min(1).max(200),
  name,
  slug: z.string().max(500),
  description: z.string().max(20_000),
  brand: name,
  tags: names,
  price: z.number().finite().min(0),
  originalPrice: z.number().finite().min(0).optional(),
  currency: z.string().length(3),
  avgRating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  "categories.lvl0": names,
  "categories.lvl1": names,
  "categories.lvl2": names,
  "categories.lvl3": names,
  "categories.lvl4": names,
  categoryIds: names,
  inStock: z.boolean(),
  availableQuantity: z.number().int(),
  eligibleForSelling: z.boolean(),
  published: z.boolean(),
  isFreight: z.boolean(),
  createdAt: z.number().int(),
  image: z.string().max(2000),
  imageAlt: z.string().max(2000),
}) satisfies z.ZodType<ProductDocument>;
