import type { Cart, CartUpdateAction, Store } from "@commercetools/platform-sdk";
import { COD_FEE_LINE, COD_FEES, toMinor } from "../../config";
import { storeVatRate } from "../cart/reverse-charge";
import { netCents } from "../cart/summary-net";
import { cartFieldActions, codFeeValue } from "./cart-fields";

/** The store's title of the cash-on-delivery fee (SPEC §3 store field), or the shop's default. */
export function codFeeTitle(store: Store | undefined): string {
  const value = store?.custom?.fields.codFeeTitle;
  return typeof value === "string" && value ? value : COD_FEE_LINE.title;
}

/**
 * The cash-on-delivery fee of SPEC §9 and §3: the fee line (a custom line item, so it is in the order
 * and its total) and the cart's calculatedCodFee field, present exactly when `withFee`, at the fee of
 * the cart's currency. The field follows the line, so both reach the order together (decision 0028).
 */
/** The configured (gross) cash-on-delivery fee in a currency's minor units (SPEC §9). */
export function codFeeCents(currency: string): number {
  return toMinor(COD_FEES[currency as keyof typeof COD_FEES], currency);
}

/** The fee a cart is charged: the configured one, or its net in a reverse-charge cart (decision 0029). */
export function chargedCodFeeCents(cart: Pick<Cart, "taxMode" | "country" | "totalPrice">): number {
  const gross = codFeeCents(cart.totalPrice.currencyCode);
  return cart.taxMode === "External" ? netCents(gross, storeVatRate(cart)) : gross;
}

export function codFeeActions(
  cart: Cart,
  withFee: boolean,
  title: string = COD_FEE_LINE.title,
): CartUpdateAction[] {
  const currency = cart.totalPrice.currencyCode;
  const cents = chargedCodFeeCents(cart);
  const field = cartFieldActions(cart, { codFee: withFee ? codFeeValue(currency, cents) : undefined });
  return [...feeLineActions(cart, withFee, cents, title), ...field];
}

function feeLineActions(cart: Cart, withFee: boolean, cents: number, title: string): CartUpdateAction[] {
  const existing = cart.customLineItems.find((l) => l.key === COD_FEE_LINE.key);
  const currency = cart.totalPrice.currencyCode;
  if (withFee && existing?.money.centAmount === cents) return [];
  const remove: CartUpdateAction[] = existing
    ? [{ action: "removeCustomLineItem", customLineItemId: existing.id }]
    : [];
  if (!withFee) return remove;
  return [
    ...remove,
    {
      action: "addCustomLineItem",
      key: COD_FEE_LINE.key,
      slug: COD_FEE_LINE.slug,
      // The store's title is not translated: the pages name the fee by its key, in their language.
      name: { en: title },
      quantity: 1,
      money: { currencyCode: currency, centAmount: cents },
      taxCategory: { typeId: "tax-category", key: COD_FEE_LINE.taxCategoryKey },
    },
  ];
}
