import * as z from "./zod-mini";

/**
 * The cart's custom fields of SPEC §3 ("custom fields: calculatedCodFee (centAmount, fractionDigits),
 * the customer-agreed-to-send-email flag and utmSource"): the custom type's key and the field names,
 * as the platform's cart type defines them. The order gets the cart's custom fields when it is made
 * from the cart (commercetools copies them; so does the embedded engine).
 */
export const CART_FIELDS = z
  .object({
    typeKey: z.string().check(z.minLength(1)),
    codFee: z.string().check(z.minLength(1)),
    emailConsent: z.string().check(z.minLength(1)),
    utmSource: z.string().check(z.minLength(1)),
    /**
     * What a stored utm source may be (SPEC §2: "a valid non-empty string"): the same pattern the
     * query flag is checked with when stored, checked again when the cookie is read.
     */
    utmSourcePattern: z.instanceof(RegExp),
  })
  .parse({
    typeKey: "cart-fields",
    codFee: "calculatedCodFee",
    emailConsent: "customerAgreedToSendEmail",
    utmSource: "utmSource",
    utmSourcePattern: /^[\w.~-]{1,100}$/,
  });

/** A utm source as the cart may keep it, or undefined for anything else (empty, too long, not a string). */
export const validUtmSource = (value: unknown): string | undefined =>
  typeof value === "string" && CART_FIELDS.utmSourcePattern.test(value) ? value : undefined;
