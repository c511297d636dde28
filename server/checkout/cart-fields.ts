/**
 * The cart's custom fields of SPEC §3: calculatedCodFee (the cash-on-delivery fee as a money value,
 * with centAmount and fractionDigits), the customer-agreed-to-send-email flag and utmSource. Set on
 * the cart with the platform's own update actions (setCustomType the first time, then
 * setCustomField), so the commercetools adapter and the embedded engine receive the same actions, and
 * the order made from the cart carries them (decision 0028). Pure.
 */
import type { Cart, CartUpdateAction } from "@commercetools/platform-sdk";
import { CART_FIELDS, fractionDigitsOf } from "../../config";
import { customFieldActions } from "../commerce/custom-fields";

/** SPEC §3 calculatedCodFee: a money value of the fee in the cart's currency. */
export interface CodFeeValue {
  type: "centPrecision";
  currencyCode: string;
  centAmount: number;
  fractionDigits: number;
}

/** The value of calculatedCodFee for a fee of `centAmount` in the cart's currency. */
export function codFeeValue(currencyCode: string, centAmount: number): CodFeeValue {
  return { type: "centPrecision", currencyCode, centAmount, fractionDigits: fractionDigitsOf(currencyCode) };
}

/** The fields this module writes; undefined removes a field. */
export type CartFieldValues = Partial<Record<"codFee" | "emailConsent" | "utmSource", unknown>>;

/**
 * The actions that give the cart these field values (only what changes): the one custom-field rule
 * of server/commerce/custom-fields.ts with the shop's cart type.
 */
export function cartFieldActions(cart: Pick<Cart, "custom">, values: CartFieldValues): CartUpdateAction[] {
  const named = Object.entries(values).map(([key, value]) => [
    CART_FIELDS[key as keyof CartFieldValues],
    value,
  ]);
  return customFieldActions(cart, CART_FIELDS.typeKey, Object.fromEntries(named));
}
