import { type CONTACT_EXTRA_FIELDS, CONTACT_REASONS } from "./contact";
import type { CountryCode } from "./countries";
import type { CONTACT_FORM_SCHEMA } from "./schemas/contact-form";
import type * as z from "./zod-mini";

type Reason = (typeof CONTACT_REASONS)[number];
type Subreason = Reason["subreasons"][number];
export type ContactExtraField = (typeof CONTACT_EXTRA_FIELDS)[number];

/** Where a shortcut panel (SPEC §4) sends the shopper instead of the form. */
export const CONTACT_SHORTCUT_LINKS = ["returnPolicy", "myOrders", "orderTracking"] as const;

/**
 * The contact form's rules (SPEC §3 "Contact reasons", §4 "Contact form", §5 webform rules). Values
 * SPEC does not show are ours and say so (docs/decisions/0024-contact-form-and-case-management.md).
 */
export const CONTACT_FORM: z.output<typeof CONTACT_FORM_SCHEMA> = {
  salesRemovedIn: ["ie", "si", "lt", "gr", "bg", "ro"],
  productNumber: { prefix: "EX", maxDigits: 8 },
  maxLength: { contactName: 100, company: 100, subject: 150, description: 4000, reference: 30 },
  shortcuts: {
    "return-no-reason": ["returnPolicy", "myOrders"],
    "invoice-request": ["myOrders"],
    "shipment-status": ["orderTracking", "myOrders"],
  },
  prefills: {
    manual: { reason: "product-claim-30-days", subreason: "missing-language-manual" },
    quote: { reason: "sales", subreason: "offer-discount-request", quantity: 1 },
    "spare-parts": { reason: "sales", subreason: "spare-parts-request" },
  },
  honeypotField: "website",
  recordType: "webshop-customer-request",
  organisation: "00D-PROEQUIP-DEMO",
  timeoutSeconds: 10,
  throttle: { perIp: { max: 30, windowMinutes: 60 }, perEmail: { max: 5, windowMinutes: 60 } },
};

export type ContactPrefillMode = keyof typeof CONTACT_FORM.prefills;
export const CONTACT_PREFILL_MODES = Object.keys(CONTACT_FORM.prefills) as ContactPrefillMode[];

/** The reasons a country offers (SPEC §4: sales is removed where configured). */
export function contactReasonsFor(country: CountryCode): Reason[] {
  const removed = CONTACT_FORM.salesRemovedIn.includes(country);
  return CONTACT_REASONS.filter((r) => !(removed && r.key === "sales"));
}

/** The reason of that key in the country, or undefined (unknown, wrong type or removed there). */
export function findContactReason(country: CountryCode, key: unknown): Reason | undefined {
  return typeof key === "string" ? contactReasonsFor(country).find((r) => r.key === key) : undefined;
}

/** The subreason of that key under the reason, or undefined. */
export function findContactSubreason(reason: Reason | undefined, key: unknown): Subreason | undefined {
  return typeof key === "string" ? reason?.subreasons.find((s) => s.key === key) : undefined;
}

/** Whether a prefill mode can be offered in the country (quote and spare parts need sales). */
export function isPrefillOffered(country: CountryCode, mode: ContactPrefillMode): boolean {
  return findContactReason(country, CONTACT_FORM.prefills[mode].reason) !== undefined;
}

/**
 * SPEC §5: the product number's digits. What the shopper typed may carry the prefix ("EX10000008")
 * or spaces; anything else that is no digit makes it wrong (null). Longer input is cut to the maximum.
 */
export function productNumberDigits(input: string): string | null {
  const { prefix, maxDigits } = CONTACT_FORM.productNumber;
  const compact = input.replace(/\s+/g, "");
  const digits = compact.toUpperCase().startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return /^\d+$/.test(digits) ? digits.slice(0, maxDigits) : null;
}

/** A product SKU of the shop (prefix and digits), as the product page's prefill link carries it. */
export const isProductSku = (sku: unknown): sku is string =>
  typeof sku === "string" &&
  new RegExp(`^${CONTACT_FORM.productNumber.prefix}\\d{1,${CONTACT_FORM.productNumber.maxDigits}}$`).test(
    sku,
  );
