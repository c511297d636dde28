import { TIMINGS } from "./timings";
import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

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

export const CONSENT = z
  .object({
    /** The consent manager's script below its configured base URL (SPEC §7 "Script loads"). */
    managerScriptPath: z.string().check(z.startsWith("/")),
    /** How long a tracking call may take before it is given up (it never delays a page). */
    trackingTimeoutMs: z.number().check(z.int(), z.positive(), z.maximum(5000)),
    /** SPEC §9 "Tracking visit interval": a view of the same thing by the same visitor within it is one visit. */
    visitIntervalMs: z.number().check(z.int(), z.positive()),
    /** How many visitors' last views are remembered for the visit interval (memory bound). */
    visitMemory: z.number().check(z.int(), z.positive()),
    /** The latest events the local collector's command shows by default. */
    latestEvents: z.number().check(z.int(), z.positive()),
    /** The tag manager's script host (Google Tag Manager), listed in the CSP only when configured. */
    tagManagerOrigin: z.url(),
  })
  .parse({
    managerScriptPath: "/consentManager/consent-manager-unified.js",
    trackingTimeoutMs: 1500,
    visitIntervalMs: TIMINGS.trackingVisitInterval,
    visitMemory: 10_000,
    latestEvents: 50,
    tagManagerOrigin: "https://www.googletagmanager.com",
  });

/** The consent settings page, where the banner's form posts (the language prefix goes before it). */
export const CONSENT_ROUTE = "/consent/";

/** The consent form (banner and settings page): each optional category "on" or absent; `all` accepts both. */
export const consentForm = z.object({
  choice: z.enum(["all", "necessary", "selected"]),
  analytics: z.optional(z.literal("on")),
  marketing: z.optional(z.literal("on")),
  returnTo: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxRedirectLength))),
});
