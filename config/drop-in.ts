import type { LOCALE_CODES } from "./locales";
import type { ADYEN_WEB_ORIGINS_SCHEMA, DROP_IN_SCHEMA } from "./schemas/drop-in";
import type * as z from "./zod-mini";

/**
 * Issue 19.5, decision 0032: the payment step's Adyen Web Drop-in (sessions flow), an enhancement of
 * the hosted page. Not in SPEC, ours:
 * - `reuseMinutesLeft`: a reload or a second click of the same cart gets the session already made
 *   for it while that session has at least this long to live (Adyen's sessions live an hour), so
 *   the shopper is not cut off mid-payment and no second payment is made.
 * - `localeAliases`: shop locales Adyen Web names otherwise (its Norwegian is `no-NO`); any other
 *   locale goes as the shop writes it, and Adyen Web falls back by language, then to English.
 */
export const DROP_IN: z.output<typeof DROP_IN_SCHEMA> = {
  reuseMinutesLeft: 15,
  localeAliases: { "nb-NO": "no-NO" },
};

/** The locale Adyen Web is given for a shop locale. */
export const dropInLocale = (code: (typeof LOCALE_CODES)[number]): string =>
  DROP_IN.localeAliases[code] ?? code;

/**
 * The origins Adyen Web loads from and talks to, per Adyen environment (Adyen Web 6's own tables:
 * checkoutshopper for the API and the card fields' frames, its CDN for logos and translations,
 * checkoutanalytics), and the wallets the Drop-in and the express button show (Google Pay, PayPal). Issuers' 3-D Secure
 * pages can be on any https origin, so frames and form targets allow https: while Adyen Web is on.
 * The Content-Security-Policy adds them only when a client key is configured.
 */
export const ADYEN_WEB_ORIGINS = Object.fromEntries(
  (["test", "live"] as const).map((env) => [
    env,
    {
      script: [
        `https://checkoutshopper-${env}.adyen.com`,
        "https://pay.google.com",
        "https://*.paypal.com",
        "https://*.paypalobjects.com",
      ],
      connect: [
        `https://checkoutshopper-${env}.adyen.com`,
        `https://checkoutshopper-${env}.cdn.adyen.com`,
        `https://checkoutanalytics-${env}.adyen.com`,
        "https://pay.google.com",
        "https://*.paypal.com",
      ],
      img: [
        `https://checkoutshopper-${env}.cdn.adyen.com`,
        "https://*.gstatic.com",
        "https://*.paypalobjects.com",
      ],
      frame: ["https:"],
      formAction: ["https:"],
    },
  ]),
) as z.output<typeof ADYEN_WEB_ORIGINS_SCHEMA>;
