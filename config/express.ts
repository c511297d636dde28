import { COUNTRY_CODES, type CountryCode } from "./countries";
import { CURRENCY_CODES } from "./currencies";
import { CARD_METHODS } from "./payments";
import { isSwitchOn } from "./switches";
import * as z from "./zod-mini";

/**
 * SPEC §1 "The card provider includes Google express pay", §4 "For express wallets only Google Pay is
 * kept", §5 "Google express pay": where the express button is offered, and the bounds of what its
 * sheet may post (docs/decisions/0031).
 */
export const GOOGLE_PAY_EXPRESS = z
  .object({
    /** The card provider's method code of the express wallet (SPEC §3 codes). */
    method: z.enum(CARD_METHODS),
    /** The countries whose card provider offers Google Pay; the button also needs a checkout there. */
    countries: z.array(z.enum(COUNTRY_CODES)).check(z.minLength(1)),
    /** The shop's endpoint the sheet's payment data is posted to (with the language prefix in front). */
    path: z.string().check(z.startsWith("/")),
    /** Device tokens only: a cryptogram needs no 3-D Secure challenge after the sheet (decision 0031). */
    allowedAuthMethods: z.array(z.enum(["CRYPTOGRAM_3DS", "PAN_ONLY"])).check(z.minLength(1)),
    allowedCardNetworks: z
      .array(z.enum(["AMEX", "DISCOVER", "JCB", "MASTERCARD", "VISA"]))
      .check(z.minLength(1)),
    /**
     * The longest posted payment data (JSON) and token: Google's tokens are a few kilobytes, and the
     * whole form stays under the shop's form body limit (HTTP_LIMITS.formBodyBytes) once encoded.
     */
    maxPaymentDataLength: z.number().check(z.int(), z.positive()),
    maxTokenLength: z.number().check(z.int(), z.positive()),
  })
  .parse({
    method: "googlepay",
    countries: [
      "sk",
      "de",
      "pt",
      "it",
      "fr",
      "hu",
      "cz",
      "at",
      "no",
      "nl",
      "ch",
      "be",
      "dk",
      "se",
      "es",
      "gb",
      "fi",
      "pl",
      "hr",
    ],
    path: "/checkout/express/google-pay",
    allowedAuthMethods: ["CRYPTOGRAM_3DS"],
    allowedCardNetworks: ["MASTERCARD", "VISA", "AMEX"],
    maxPaymentDataLength: 10_000,
    maxTokenLength: 8_000,
  });

/** Whether this country's pages offer the Google Pay express button (the card provider and a checkout). */
export const googlePayExpressOffered = (country: CountryCode): boolean =>
  GOOGLE_PAY_EXPRESS.countries.includes(country) && !isSwitchOn("checkoutDisabled", country);

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
