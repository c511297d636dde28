import { z } from "./zod";

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

const subreason = z.object({ key: z.string(), requires: z.array(z.enum(CONTACT_EXTRA_FIELDS)) });
const reason = z.object({ key: z.string(), subreasons: z.array(subreason).min(1) });

const s = (key: string, ...requires: Extra[]) => ({ key, requires });
const CLAIM: Extra[] = ["productNumber", "invoiceNumber", "orderNumber"];

/**
 * SPEC §3 "Contact reasons" with their subreasons. SPEC names the requirements of some subreasons;
 * the rest follow the same logic (what the care team needs to find the order, invoice or product).
 */
export const CONTACT_REASONS = z
  .array(reason)
  .length(11)
  .parse([
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
  ]);

/** Always required on the contact form (SPEC §5). */
export const CONTACT_REQUIRED_FIELDS = [
  "reason",
  "subreason",
  "contactName",
  "email",
  "subject",
  "description",
] as const;
