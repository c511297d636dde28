import { randomUUID } from "node:crypto";
import type { LineItem, Price, ProductProjection } from "@commercetools/platform-sdk";
import { money } from "./money";

/** A line's unit price before cart discounts: the product-discounted price if there is one. */
export const unitPrice = (line: LineItem) => (line.price.discounted?.value ?? line.price.value).centAmount;

/** A new line item of a product variant at a price (the calculator fills totals, taxes and discounts). */
export function newLineItem(
  product: ProductProjection,
  variant: ProductProjection["masterVariant"],
  price: Price,
  quantity: number,
  currency: string,
  extra: Partial<LineItem> = {},
): LineItem {
  return {
    id: randomUUID(),
    productId: product.id,
    productKey: product.key,
    name: product.name,
    productSlug: product.slug,
    productType: product.productType,
    variant: { ...variant, prices: undefined, availability: undefined },
    price,
    quantity,
    totalPrice: money(currency, 0),
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    state: [],
    perMethodTaxRate: [],
    priceMode: "Platform",
    lineItemMode: "Standard",
    ...extra,
  };
}
