import type { COD_FEES_SCHEMA, MULTIBANCO_SCHEMA } from "./schemas/payments";
import type * as z from "./zod-mini";

/**
 * SPEC §3 "Payment kinds": the shop's own cash on delivery and bank transfer, and the card provider
 * with its hosted page, or its Multibanco reference asked for directly (SPEC §1), whose voucher the
 * shop shows itself (docs/decisions/0027).
 */
export const PAYMENT_KINDS = ["card", "multibanco", "cod", "bank"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** SPEC §3 "Payment method codes" of the card provider. */
export const CARD_METHODS = [
  "scheme",
  "paypal",
  "klarna_account",
  "ratepay",
  "onlineBanking_PL",
  "ideal",
  "klarna",
  "klarna_b2b",
  "applepay",
  "googlepay",
  "multibanco",
  "twint",
  "mobilepay",
] as const;
export type CardMethod = (typeof CARD_METHODS)[number];

/**
 * The methods the shop asks the provider for directly, as payment options of their own (Multibanco:
 * docs/decisions/0027): never offered again on the provider's hosted page.
 */
export const DIRECT_METHODS = ["multibanco"] as const satisfies readonly CardMethod[];

/** The methods of the provider's hosted page: what a session's allowedPaymentMethods may list. */
export const HOSTED_PAGE_METHODS: readonly CardMethod[] = CARD_METHODS.filter(
  (m) => !(DIRECT_METHODS as readonly CardMethod[]).includes(m),
);

/**
 * SPEC §1 "Multibanco reference payments": Portugal's ATM and online-banking references, in euros
 * only (the provider's rule). Where the payment step offers them.
 */
export const MULTIBANCO: z.output<typeof MULTIBANCO_SCHEMA> = { countries: ["pt"], currency: "EUR" };

/**
 * SPEC §4: "for a company buyer certain method types are removed; for a private buyer the Billie
 * method is removed". SPEC does not list the company's; ours are the consumer instalment and
 * invoice methods, which refuse company buyers. Billie is `klarna_b2b`.
 */
export const CARD_METHODS_REMOVED = {
  private: ["klarna_b2b"],
  company: ["klarna", "klarna_account", "ratepay"],
} as const satisfies Record<"private" | "company", readonly CardMethod[]>;

/**
 * The cash-on-delivery fee per currency in major units. SPEC keeps the fee on the cart
 * (calculatedCodFee) and names its title in the store, but gives no amount: these are ours, about
 * 2 EUR in each currency.
 */
export const COD_FEES: z.output<typeof COD_FEES_SCHEMA> = {
  EUR: 2,
  GBP: 1.8,
  CHF: 2,
  CZK: 50,
  DKK: 15,
  SEK: 22,
  HUF: 800,
  RON: 10,
  NOK: 23,
  PLN: 9,
  BGN: 4,
  USD: 2,
};

/** SPEC §3 "Payment error codes": what /adyen-payment-error explains. */
export const PAYMENT_ERROR_CODES = [
  "malformed-price",
  "cancelled-transaction",
  "creating-order-failed",
  "unprocessable-entity",
  "payment-error",
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** The key and slug of the cash-on-delivery fee's custom line item on a cart. */
export const COD_FEE_LINE = {
  key: "cod-fee",
  slug: "cod-fee",
  taxCategoryKey: "standard",
  /** The line's name on the platform when the store names no COD fee title (pages translate by key). */
  title: "Cash on delivery fee",
} as const;
