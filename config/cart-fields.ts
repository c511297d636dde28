import type { CART_FIELDS_SCHEMA } from "./schemas/cart-fields";
import type * as z from "./zod-mini";

/**
 * The cart's custom fields of SPEC §3 ("custom fields: calculatedCodFee (centAmount, fractionDigits),
 * the customer-agreed-to-send-email flag and utmSource"): the custom type's key and the field names,
 * as the platform's cart type defines them. The order gets the cart's custom fields when it is made
 * from the cart (commercetools copies them; so does the embedded engine).
 */
export const CART_FIELDS: z.output<typeof CART_FIELDS_SCHEMA> = {
  typeKey: "cart-fields",
  codFee: "calculatedCodFee",
  emailConsent: "customerAgreedToSendEmail",
  utmSource: "utmSource",
  utmSourcePattern: /^[\w.~-]{1,100}$/,
};

/** A utm source as the cart may keep it, or undefined for anything else (empty, too long, not a string). */
export const validUtmSource = (value: unknown): string | undefined =>
  typeof value === "string" && CART_FIELDS.utmSourcePattern.test(value) ? value : undefined;
