import { COUNTRIES, type CountryCode } from "./countries";
import type { CONTACT_REASONS_SCHEMA, CUSTOMER_CARE_SCHEMA } from "./schemas/contact";
import type * as z from "./zod-mini";

/** Fields a subreason can require (SPEC §3 "Contact reasons"). */
export const CONTACT_EXTRA_FIELDS = [
  "productNumber",
  "invoiceNumber",
  "orderNumber",
  "vatId",
  "quantity",
  "phone",
] as const;
type Extra = (typeof CONTACT_EXTRA_FIELDS)[number];

const s = (key: string, ...requires: Extra[]) => ({ key, requires });
const CLAIM: Extra[] = ["productNumber", "invoiceNumber", "orderNumber"];

/**
 * SPEC §3 "Contact reasons" with their subreasons. SPEC names the requirements of some subreasons;
 * the rest follow the same logic (what the care team needs to find the order, invoice or product).
 */
export const CONTACT_REASONS: z.output<typeof CONTACT_REASONS_SCHEMA> = [
  {
    key: "consulting",
    subreasons: [
      s("product-advice", "productNumber"),
      s("product-availability", "productNumber"),
      s("other-consulting"),
    ],
  },
  {
    key: "payment",
    subreasons: [s("payment-proof", "orderNumber"), s("double-payment", "orderNumber"), s("info-iban")],
  },
  {
    key: "sales",
    subreasons: [
      s("offer-discount-request", "productNumber", "vatId", "quantity", "phone"),
      s("spare-parts-request", "productNumber"),
      s("bulk-order", "quantity", "phone"),
    ],
  },
  {
    key: "order",
    subreasons: [
      s("change-order", ...CLAIM),
      s("cancellation-request", ...CLAIM),
      s("order-confirmation", "orderNumber"),
    ],
  },
  {
    key: "shipment",
    subreasons: [
      s("shipment-status", "orderNumber"),
      s("damaged-parcel", ...CLAIM),
      s("change-delivery-address", "orderNumber"),
    ],
  },
  {
    key: "invoice",
    subreasons: [
      s("invoice-request", "orderNumber"),
      s("invoice-correction", "invoiceNumber", "orderNumber"),
    ],
  },
  {
    key: "product-claim-30-days",
    subreasons: [
      s("defective-product", ...CLAIM),
      s("missing-parts", ...CLAIM),
      s("wrong-product", ...CLAIM),
      s("missing-language-manual", "productNumber"),
    ],
  },
  {
    key: "returns",
    subreasons: [s("return-no-reason", "orderNumber"), s("return-status", "orderNumber", "invoiceNumber")],
  },
  { key: "account", subreasons: [s("login-issue"), s("data-removal"), s("unsubscribe")] },
  { key: "shop-issues", subreasons: [s("webpage-down"), s("checkout-problem", "phone")] },
  { key: "other", subreasons: [s("other-request")] },
];

/** Always required on the contact form (SPEC §5). */
export const CONTACT_REQUIRED_FIELDS = [
  "reason",
  "subreason",
  "contactName",
  "email",
  "subject",
  "description",
] as const;

/**
 * SPEC §2 "customer-care phone and hours" (header contact dropdown, footer contact information): each
 * country's customer care, which also takes the orders of the countries without checkout (SPEC §6,
 * §9). Not in SPEC: the demo shop's numbers, each in its country's own format with its calling code,
 * and `service@` the country's domain; the hours are the team's working days (1 Monday … 5 Friday)
 * and times in the country's own time.
 */
export const CUSTOMER_CARE: z.output<typeof CUSTOMER_CARE_SCHEMA> = {
  phones: {
    at: "+43 1 253 0110",
    be: "+32 2 808 4120",
    bg: "+359 2 491 2040",
    ch: "+41 44 505 1230",
    cz: "+420 228 882 110",
    de: "+49 30 2555 4410",
    dk: "+45 32 72 40 10",
    es: "+34 910 60 41 20",
    fi: "+358 9 4245 1010",
    fr: "+33 1 84 88 41 20",
    gb: "+44 20 7946 0410",
    gr: "+30 21 1198 4120",
    hr: "+385 1 777 4120",
    hu: "+36 1 700 4120",
    ie: "+353 1 699 4120",
    it: "+39 02 9475 4120",
    lt: "+370 5 214 4120",
    nl: "+31 20 808 4120",
    no: "+47 21 93 41 20",
    pl: "+48 22 307 41 20",
    pt: "+351 21 145 4120",
    ro: "+40 31 630 4120",
    se: "+46 8 446 841 20",
    si: "+386 1 600 4120",
    sk: "+421 2 3300 4120",
  },
  mailbox: "service",
  hours: { days: { from: 1, to: 5 }, opens: "08:00", closes: "16:00" },
};

/** A country's customer care: its phone (as written and as a tel: number), e-mail and hours. */
export function customerCare(country: CountryCode) {
  const phone = CUSTOMER_CARE.phones[country];
  return {
    phone,
    tel: phone.replace(/ /g, ""),
    email: `${CUSTOMER_CARE.mailbox}@${COUNTRIES[country].domain}`,
    hours: CUSTOMER_CARE.hours,
  };
}
