import type { CONSENT_SCHEMA } from "./schemas/consent";
import { TIMINGS } from "./timings";
import type * as z from "./zod-mini";

/**
 * Issue 23 items 1-3 (decision 0055): the consent categories, the tracking service's numbers and the
 * third-party scripts' fixed parts. SPEC §7 names the consent manager's script path and the tracking
 * paths; SPEC §9 the visit interval. The categories, the timeout and the event limits are this shop's.
 */
export const CONSENT_CATEGORIES = ["necessary", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor chooses; "necessary" is always on. */
export const OPTIONAL_CONSENTS = ["analytics", "marketing"] as const;
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

/** SPEC §7 "Tracking service for a marketing platform": the nine paths. */
export const TRACKING_PATHS = [
  "view-item",
  "view-category",
  "cart-update",
  "checkout",
  "customer-update",
  "consent",
  "customer-consent",
  "newsletter-doi",
  "recommendation",
] as const;
export type TrackingPath = (typeof TRACKING_PATHS)[number];

export const CONSENT: z.output<typeof CONSENT_SCHEMA> = {
  managerScriptPath: "/consentManager/consent-manager-unified.js",
  trackingTimeoutMs: 1500,
  visitIntervalMs: TIMINGS.trackingVisitInterval,
  visitMemory: 10_000,
  latestEvents: 50,
  tagManagerOrigin: "https://www.googletagmanager.com",
};

/** The consent settings page, where the banner's form posts (the language prefix goes before it). */
export const CONSENT_ROUTE = "/consent/";
