/**
 * The Google Pay express endpoint's form and the sheet's shapes (decision 0031): only the server
 * (app/lib/form-schemas.server.ts, which app/routes/($lang).checkout.express.google-pay.ts reaches
 * through ~/lib/routes.server) and tests import this module, never config/index.ts, so no page builds
 * these schemas (decision 0081).
 */
import { CURRENCY_CODES } from "./currencies";
import { GOOGLE_PAY_EXPRESS } from "./express";
import * as z from "./zod-mini";

/** Every text the sheet sends is short; a longer one is refused, never stored. */
const sheetText = (max = 200) => z.optional(z.string().check(z.maxLength(max)));

/** Google Pay's Address object (https://developers.google.com/pay/api/web/reference/response-objects#Address). */
export const googlePayAddressShape = z.object({
  name: sheetText(),
  phoneNumber: sheetText(40),
  countryCode: sheetText(2),
  locality: sheetText(),
  postalCode: sheetText(20),
  administrativeArea: sheetText(),
  sortingCode: sheetText(20),
  address1: sheetText(),
  address2: sheetText(),
  address3: sheetText(),
});
export type GooglePayAddress = z.infer<typeof googlePayAddressShape>;

/**
 * Google Pay's PaymentData as the sheet answers it (apiVersion 2): the card's token, the shipping
 * address and the e-mail. Only the fields the shop reads are kept.
 */
export const googlePayPaymentDataShape = z.object({
  email: z.optional(z.string().check(z.maxLength(254))),
  shippingAddress: z.optional(googlePayAddressShape),
  paymentMethodData: z.object({
    type: z.optional(z.string().check(z.maxLength(20))),
    description: z.optional(z.string().check(z.maxLength(200))),
    info: z.optional(z.object({ cardNetwork: z.optional(z.string().check(z.maxLength(40))) })),
    tokenizationData: z.object({
      type: z.string().check(z.maxLength(40)),
      token: z.string().check(z.minLength(1), z.maxLength(GOOGLE_PAY_EXPRESS.maxTokenLength)),
    }),
  }),
});
export type GooglePayPaymentData = z.infer<typeof googlePayPaymentDataShape>;

/** The payment data arrives as one JSON text field of the form; anything else is "invalid". */
const paymentDataField = z.pipe(
  z.pipe(
    z
      .string({ error: "errors.invalid" })
      .check(z.maxLength(GOOGLE_PAY_EXPRESS.maxPaymentDataLength, "errors.invalid")),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: "custom", message: "errors.invalid", input: text });
        return z.NEVER;
      }
    }),
  ),
  googlePayPaymentDataShape,
);

/**
 * The express endpoint's form (SPEC §4, §5): the sheet's payment data, and the amount the sheet
 * showed the shopper, in minor units of the currency, which the server checks against the cart.
 */
export const googlePayExpressForm = z.object({
  paymentData: paymentDataField,
  amount: z.coerce
    .number({ error: "errors.invalid" })
    .check(
      z.int("errors.invalid"),
      z.nonnegative("errors.invalid"),
      z.maximum(Number.MAX_SAFE_INTEGER, "errors.invalid"),
    ),
  currency: z.enum(CURRENCY_CODES, { error: "errors.invalid" }),
});
export type GooglePayExpressValue = z.infer<typeof googlePayExpressForm>;
