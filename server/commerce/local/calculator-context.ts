import type { ProductProjection } from "@commercetools/platform-sdk";
import type { CalcContext } from "./cart-calculator";
import { productRow } from "./catalog";
import type { Db } from "./db";
import { discountCodeLookup } from "./discounts";
import type { Reference } from "./reference-data";

/**
 * What the pure cart calculator reads, from the database and the reference data: products (each
 * read once per operation), taxes, discounts, discount codes with their application counts,
 * shipping methods, zones and customer groups.
 */
export function calculatorContext(db: Db, ref: Reference, now: Date): CalcContext {
  const products = new Map<string, ProductProjection | undefined>();
  return {
    now,
    product: (id) => {
      if (!products.has(id)) products.set(id, productRow(db, id));
      return products.get(id);
    },
    productDiscounts: ref.productDiscounts,
    taxRate: (taxCategoryId, country) =>
      ref.taxCategories.find((t) => t.id === taxCategoryId)?.rates.find((r) => r.country === country),
    cartDiscounts: ref.cartDiscounts,
    discountCode: discountCodeLookup(db),
    shippingMethod: (id) => ref.shippingMethods.find((m) => m.id === id),
    zoneIdForCountry: (country) => ref.zoneByCountry.get(country),
    customerGroupKey: (id) => (id ? ref.customerGroupKeys.get(id) : undefined),
  };
}
