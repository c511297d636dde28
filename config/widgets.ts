import { COUNTRY_CODES, type CountryCode } from "./countries";
import { LISTING } from "./listing";
import { LOCALE_CODES, type LocaleCode } from "./locales";
import { ROUTES } from "./routes";
import type { origins, WIDGETS_SCHEMA } from "./schemas/widgets";
import type * as z from "./zod-mini";

export type WidgetOrigins = z.output<typeof origins>;

/** SPEC §3: the parcel-tracking id is blank in these countries. */
const NO_PARCEL_TRACKING: CountryCode[] = ["bg", "gr", "hr", "lt", "ro", "si"];

/**
 * Issue 23 item 7 (decision 0063): the third-party widgets of SPEC §7 "Script loads" and §9. What
 * SPEC gives: the trust-rating service's languages (§9), a parcel-tracking id per language of the
 * country entry, blank for bg, gr, hr, lt, ro, si (§3), the survey opt-in script on demand and the
 * Heureka widget only for CZ (§7, §9). The vendors and their script URLs are this shop's choice
 * (Trustpilot for the trust rating, as config/external-links.ts; Google Customer Reviews for the
 * survey opt-in; Heureka "Ověřeno zákazníky"), each from the vendor's documented embed code.
 * Each widget's `origins` are what the Content-Security-Policy lists once it is configured.
 */
export const WIDGETS: z.output<typeof WIDGETS_SCHEMA> = {
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
};

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
