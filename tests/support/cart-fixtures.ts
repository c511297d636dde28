import type { Cart, LineItem, ProductProjection } from "@commercetools/platform-sdk";
import { GUARANTEE_LINE_TYPE } from "../../server/cart/view";
import type { GuaranteeOffer } from "../../server/catalog/guarantee";

/** Minimal commercetools shapes for pure cart planning tests (euro, two digits). */
export const eur = (centAmount: number) => ({
  type: "centPrecision" as const,
  currencyCode: "EUR",
  centAmount,
  fractionDigits: 2,
});

export function line(
  id: string,
  sku: string,
  quantity: number,
  cents: number,
  extra: Partial<LineItem> = {},
): LineItem {
  return {
    id,
    productId: `p-${sku}`,
    name: { en: sku },
    productSlug: { en: sku },
    productType: { typeId: "product-type", id: "pt" },
    variant: { id: 1, sku },
    price: { id: `price-${id}`, value: eur(cents) },
    quantity,
    totalPrice: eur(cents * quantity),
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    state: [],
    perMethodTaxRate: [],
    priceMode: "Platform",
    lineItemMode: "Standard",
    ...extra,
  } as LineItem;
}

export const guaranteeLine = (
  id: string,
  sku: string,
  parent: string,
  quantity: number,
  cents: number,
  addedAt = "2026-11-25T10:00:00Z",
) =>
  line(id, sku, quantity, cents, {
    priceMode: "ExternalPrice",
    addedAt,
    custom: {
      type: { typeId: "type", id: GUARANTEE_LINE_TYPE.key },
      fields: { [GUARANTEE_LINE_TYPE.parentField]: parent },
    },
  });

export const cartOf = (lineItems: LineItem[], extra: Partial<Cart> = {}) =>
  ({
    id: "cart-1",
    version: 1,
    lineItems,
    discountCodes: [],
    totalPrice: eur(0),
    ...extra,
  }) as unknown as Cart;

export const offer = (sku: string, price: number): GuaranteeOffer => ({ sku, name: sku, rate: 5, price });

export const product = (sku: string, cents: number) =>
  ({
    id: `p-${sku}`,
    masterVariant: { id: 1, sku, price: { id: "x", value: eur(cents) } },
  }) as unknown as ProductProjection;
