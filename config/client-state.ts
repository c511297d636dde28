import type { CLIENT_STATE_DEFAULTS_SCHEMA } from "./schemas/client-state";
import type * as z from "./zod-mini";

export const SHIPPING_ADDRESS_TYPES = ["SAME_AS_BILLING", "DIFFERENT_FROM_BILLING", "SAVED_ADDRESS"] as const;
export const CLIENT_TYPES = ["private", "company"] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/**
 * SPEC §3 "Client state" defaults. SPEC gives two readings of the default client type; we default to
 * private in every country: it shows prices with VAT, which is what most shoppers pay, and a company
 * buyer switches with one click.
 */
export const CLIENT_STATE_DEFAULTS: z.output<typeof CLIENT_STATE_DEFAULTS_SCHEMA> = {
  shippingAddressType: "SAME_AS_BILLING",
  selectedPayment: "card",
  currentPage: 1,
  reviewConsent: true,
  clientType: "private",
};

/** SPEC §3 "Customer": tiers, the base tier group counting as none. */
export const CUSTOMER_TIERS = [
  "not-logged-in",
  "no-tier",
  "base",
  "tier-1",
  "tier-2",
  "tier-3",
  "tier-4",
] as const;
