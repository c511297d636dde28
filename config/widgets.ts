import { COUNTRY_CODES, type CountryCode } from "./countries";
import { LISTING } from "./listing";
import { LOCALE_CODES, type LocaleCode } from "./locales";
import { ROUTES } from "./routes";
import * as z from "./zod-mini";

/**
 * Issue 23 item 7 (decision 0063): the third-party widgets of SPEC §7 "Script loads" and §9. What
 * SPEC gives: the trust-rating service's languages (§9), a parcel-tracking id per language of the
 * country entry, blank for bg, gr, hr, lt, ro, si (§3), the survey opt-in script on demand and the
 * Heureka widget only for CZ (§7, §9). The vendors and their script URLs are this shop's choice
 * (Trustpilot for the trust rating, as config/external-links.ts; Google Customer Reviews for the
 * survey opt-in; Heureka "Ověřeno zákazníky"), each from the vendor's documented embed code.
 * Each widget's `origins` are what the Content-Security-Policy lists once it is configured.
 */
const origin = z.url({ protocol: /^https$/ });
const origins = z.object({
  script: z.array(origin),
  frame: z.array(origin),
  img: z.array(origin),
  connect: z.array(origin),
});
export type WidgetOrigins = z.infer<typeof origins>;

const widgetsSchema = z.object({
  trustRating: z.object({
    /** The rating service, named in the fallback link (the same as config/external-links.ts). */
    service: z.string().check(z.minLength(1)),
    /** The service's profile of a shop domain: this base and the domain. */
    profileBase: origin,
    /** The TrustBox bootstrap script (Trustpilot's documented embed). */
    script: origin,
    /** The "Micro Star" TrustBox template. */
    templateId: z.string().check(z.regex(/^[a-f0-9]{24}$/)),
    /** SPEC §9 "Trust-rating service languages". */
    languages: z.array(z.string().check(z.length(2))).check(z.minLength(1)),
    origins,
  }),
  survey: z.object({
    /** Google's platform script, which calls `renderOptIn` once loaded. */
    script: origin,
    /** Days from the order to its estimated delivery (the opt-in asks for a date; parcels take 2-4 days). */
    deliveryDays: z.number().check(z.int(), z.positive()),
    origins,
  }),
  heureka: z.object({
    /** The certificate widget's script; the shop's key is added as `sak`. */
    script: origin,
    /** The widget template (`showWidget`) and its top offset in pixels (`setTopPos`). */
    template: z.string().check(z.regex(/^\d+$/)),
    topPosition: z.string().check(z.regex(/^\d+$/)),
    origins,
  }),
  /** SPEC §3 "Per language: a parcel-tracking id": the widget's slug per language-and-country. */
  parcelTrackingIds: z.partialRecord(z.enum(LOCALE_CODES), z.string().check(z.regex(/^[a-z0-9-]+$/))),
});

/** SPEC §3: the parcel-tracking id is blank in these countries. */
const NO_PARCEL_TRACKING: CountryCode[] = ["bg", "gr", "hr", "lt", "ro", "si"];

export const WIDGETS = widgetsSchema.parse({
  trustRating: {
    service: "Trustpilot",
    profileBase: "https://www.trustpilot.com/review/",
    script: "https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js",
    templateId: "5419b732fbfb950b10de65e5",
    languages: LISTING.trustRatingLanguages,
    origins: {
      script: ["https://widget.trustpilot.com"],
      frame: ["https://widget.trustpilot.com"],
      img: [],
      connect: [],
    },
  },
  survey: {
    script: "https://apis.google.com/js/platform.js?onload=renderOptIn",
    deliveryDays: 4,
    origins: { script: ["https://apis.google.com"], frame: ["https://www.google.com"], img: [], connect: [] },
  },
  heureka: {
    script: "https://cz.im9.cz/direct/i/gjs.php",
    template: "22",
    topPosition: "60",
    origins: { script: ["https://cz.im9.cz"], frame: [], img: ["https://cz.im9.cz"], connect: [] },
  },
  // Not in SPEC: the values. The service's account slug per language is the shop's brand and locale.
  parcelTrackingIds: Object.fromEntries(
    LOCALE_CODES.filter(
      (code) => !NO_PARCEL_TRACKING.includes(code.slice(3).toLowerCase() as CountryCode),
    ).map((code) => [code, `proequip-${code.toLowerCase()}`]),
  ),
});

/** The parcel-tracking id of a language-and-country; undefined where SPEC §3 leaves it blank. */
export function parcelTrackingId(locale: LocaleCode): string | undefined {
  return WIDGETS.parcelTrackingIds[locale];
}

// Every blank country of SPEC §3 is a real country code (a typo would silently show the widget).
for (const code of NO_PARCEL_TRACKING)
  if (!COUNTRY_CODES.includes(code)) throw new Error(`Unknown country ${code} in NO_PARCEL_TRACKING`);

/**
 * SPEC §2 search page "a confirmation-popup flag removed from the URL after reading" (issue 21
 * item 4, decision 0063): the flag's name and the confirmations it may name. A link in an e-mail
 * (the newsletter confirmation's redirect_to, a subscription change) leads to a listing with it.
 */
export const CONFIRMATION_FLAG = "confirmation";
export const CONFIRMATIONS = ["newsletter", "unsubscribed", "review"] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

/**
 * The pages that show the order widgets, the survey opt-in and the parcel tracking (decision 0063):
 * the thank-you page and a guest's order tracking. Only their documents' Content-Security-Policy
 * lists those widgets' hosts, so the links and redirects into them load a document (decision 0066).
 */
export const ORDER_WIDGET_PAGES: readonly string[] = [ROUTES.checkout.thankYou, ROUTES.orderTracking];

/** Whether a request path (with or without its language prefix, `/de/…`) is one of ORDER_WIDGET_PAGES. */
export function isOrderWidgetPage(path: string): boolean {
  const bare = path.replace(/^\/[a-z]{2}(?=\/)/, "").replace(/\/+$/, "");
  return ORDER_WIDGET_PAGES.some((page) => page.replace(/\/+$/, "") === bare);
}
