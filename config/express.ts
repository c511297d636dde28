import type { CountryCode } from "./countries";
import type { GOOGLE_PAY_EXPRESS_SCHEMA } from "./schemas/express";
import { isSwitchOn } from "./switches";
import type * as z from "./zod-mini";

/**
 * SPEC §1 "The card provider includes Google express pay", §4 "For express wallets only Google Pay is
 * kept", §5 "Google express pay": where the express button is offered, and the bounds of what its
 * sheet may post (docs/decisions/0031).
 */
export const GOOGLE_PAY_EXPRESS: z.output<typeof GOOGLE_PAY_EXPRESS_SCHEMA> = {
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
};

/** Whether this country's pages offer the Google Pay express button (the card provider and a checkout). */
export const googlePayExpressOffered = (country: CountryCode): boolean =>
  GOOGLE_PAY_EXPRESS.countries.includes(country) && !isSwitchOn("checkoutDisabled", country);
