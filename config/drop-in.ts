import { LOCALE_CODES } from "./locales";
import * as z from "./zod-mini";

/**
 * Issue 19.5, decision 0032: the payment step's Adyen Web Drop-in (sessions flow), an enhancement of
 * the hosted page. Not in SPEC, ours:
 * - `reuseMinutesLeft`: a reload or a second click of the same cart gets the session already made
 *   for it while that session has at least this long to live (Adyen's sessions live an hour), so
 *   the shopper is not cut off mid-payment and no second payment is made.
 * - `localeAliases`: shop locales Adyen Web names otherwise (its Norwegian is `no-NO`); any other
 *   locale goes as the shop writes it, and Adyen Web falls back by language, then to English.
 */
export const DROP_IN = z
  .object({
    reuseMinutesLeft: z.number().check(z.int(), z.minimum(1), z.maximum(50)),
    localeAliases: z.partialRecord(z.enum(LOCALE_CODES), z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/))),
  })
  .parse({ reuseMinutesLeft: 15, localeAliases: { "nb-NO": "no-NO" } });

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
export const ADYEN_WEB_ORIGINS = z
  .record(
    z.enum(["test", "live"]),
    z.object({
      script: z.array(z.string().check(z.regex(/^https:\/\//))),
      connect: z.array(z.string().check(z.regex(/^https:\/\//))),
      img: z.array(z.string().check(z.regex(/^https:\/\//))),
      frame: z.array(z.string().check(z.regex(/^https:/))),
      formAction: z.array(z.string().check(z.regex(/^https:/))),
    }),
  )
  .parse(
    Object.fromEntries(
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
    ),
  );
