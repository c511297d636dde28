import { type CONTACT_EXTRA_FIELDS, CONTACT_REASONS } from "./contact";
import { COUNTRY_CODES, type CountryCode } from "./countries";
import * as z from "./zod-mini";

type Reason = (typeof CONTACT_REASONS)[number];
type Subreason = Reason["subreasons"][number];
export type ContactExtraField = (typeof CONTACT_EXTRA_FIELDS)[number];

const subreasonKeys = CONTACT_REASONS.flatMap((r) => r.subreasons.map((s) => s.key));
const subreasonKey = z.string().check(z.refine((key) => subreasonKeys.includes(key), "unknown subreason"));
const throttleLimit = z.object({
  max: z.number().check(z.int(), z.positive()),
  windowMinutes: z.number().check(z.positive()),
});
const prefill = z.object({
  reason: z.string(),
  subreason: subreasonKey,
  quantity: z.optional(z.number().check(z.int())),
});

/** Where a shortcut panel (SPEC §4) sends the shopper instead of the form. */
export const CONTACT_SHORTCUT_LINKS = ["returnPolicy", "myOrders", "orderTracking"] as const;

/**
 * The contact form's rules (SPEC §3 "Contact reasons", §4 "Contact form", §5 webform rules). Values
 * SPEC does not show are ours and say so (docs/decisions/0024-contact-form-and-case-management.md).
 */
export const CONTACT_FORM = z
  .object({
    /**
     * SPEC §4 "The sales reason is removed in countries where so configured" (SPEC names none). Our
     * reading: the countries without checkout (SPEC §6, §9), where every purchase is already made with
     * customer care by phone or e-mail; a quote from the sales team would end in an order they cannot
     * place in the shop (decision 0024).
     */
    salesRemovedIn: z.array(z.enum(COUNTRY_CODES)),
    /**
     * SPEC §5 "Webform product number: digits only, truncated to a maximum (not shown), SKU prefix
     * shown"; SPEC §3 "Product numbers: prefix EX, length 10", so at most 8 digits after the prefix.
     */
    productNumber: z.object({
      prefix: z.string().check(z.regex(/^[A-Z]+$/)),
      maxDigits: z.number().check(z.int(), z.positive()),
    }),
    /** Not in SPEC: upper bounds of the free-text fields (the case-management service cuts longer ones). */
    maxLength: z.object({
      contactName: z.number().check(z.int(), z.positive()),
      company: z.number().check(z.int(), z.positive()),
      subject: z.number().check(z.int(), z.positive()),
      description: z.number().check(z.int(), z.positive()),
      reference: z.number().check(z.int(), z.positive()),
    }),
    /** SPEC §4: subreasons whose shortcut panel shows first, and what each panel links to. */
    shortcuts: z.record(subreasonKey, z.array(z.enum(CONTACT_SHORTCUT_LINKS)).check(z.minLength(1))),
    /** SPEC §4 "Prefill modes" from the product page. */
    prefills: z.object({ manual: prefill, quote: prefill, "spare-parts": prefill }),
    /** Not in SPEC: the honeypot's name; a field a person never sees, so only a bot fills it. */
    honeypotField: z.string().check(z.regex(/^[a-z]+$/)),
    /** SPEC §3 hidden "record type" and "organisation": the case-management defaults (env may replace). */
    recordType: z.string().check(z.minLength(1)),
    organisation: z.string().check(z.minLength(1)),
    /** Not in SPEC: how long the case-management service may take before the shopper is told. */
    timeoutSeconds: z.number().check(z.positive()),
    /** Not in SPEC: requests per client address and per e-mail within a window, then a wait (429). */
    throttle: z.object({ perIp: throttleLimit, perEmail: throttleLimit }),
  })
  .parse({
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
  });

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
