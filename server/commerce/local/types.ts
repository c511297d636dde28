import type { LocalizedString, ProductDiscountValue } from "@commercetools/platform-sdk";

/**
 * A product discount of the embedded engine: like commercetools' ProductDiscount, with a product
 * predicate over `sku`, `productId` and `attributes.*`. The active discount with the highest
 * sortOrder that matches a variant fills `price.discounted`.
 */
export interface LocalProductDiscount {
  id: string;
  key: string;
  name: LocalizedString;
  value: ProductDiscountValue;
  predicate: string;
  sortOrder: string;
  isActive: boolean;
  validFrom?: string;
  validUntil?: string;
}
