/**
 * The cart's custom fields of SPEC §3: calculatedCodFee (the cash-on-delivery fee as a money value,
 * with centAmount and fractionDigits), the customer-agreed-to-send-email flag and utmSource. Set on
 * the cart with the platform's own update actions (setCustomType the first time, then
 * setCustomField), so the commercetools adapter and the embedded engine receive the same actions, and
 * the order made from the cart carries them (decision 0028). Pure.
 */
import type { Cart, CartUpdateAction } from "@commercetools/platform-sdk";
import { CART_FIELDS, fractionDigitsOf } from "../../config";

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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The actions that give the cart these field values (only what changes): a cart without custom
 * fields gets the shop's cart type with the values (commercetools refuses setCustomField before a
 * type is set); otherwise one setCustomField per changed field, without a value to remove it.
 */
export function cartFieldActions(cart: Pick<Cart, "custom">, values: CartFieldValues): CartUpdateAction[] {
  const entries = (Object.entries(values) as [keyof CartFieldValues, unknown][]).map(
    ([key, value]) => [CART_FIELDS[key], value] as const,
  );
  const fields = cart.custom?.fields;
  if (!fields) {
    const set = entries.filter(([, value]) => value !== undefined);
    if (set.length === 0) return [];
    return [
      {
        action: "setCustomType",
        type: { typeId: "type", key: CART_FIELDS.typeKey },
        fields: Object.fromEntries(set),
      },
    ];
  }
  return entries
    .filter(([name, value]) => !same(fields[name], value))
    .map(
      ([name, value]): CartUpdateAction =>
        value === undefined ? { action: "setCustomField", name } : { action: "setCustomField", name, value },
    );
}
