import type { CountryCode } from "./countries";
import { ROUTES } from "./routes";
import { isSwitchOn } from "./switches";
import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

const throttle = z.object({
  max: z.number().check(z.int(), z.positive()),
  windowMinutes: z.number().check(z.positive()),
});

/**
 * The newsletter sign-up's numbers (SPEC §2 default layout, §7 newsletter-doi). None is in SPEC: the
 * throttles bound mail bombing (per e-mail: more confirmation mails are not sent, the answer stays the
 * same) and scripted sign-ups (per client address: the form answers "try again later"); the timeout
 * bounds the marketing platform's newsletter call.
 */
export const NEWSLETTER = z
  .object({
    signUpsPerEmail: throttle,
    signUpsPerIp: throttle,
    marketingTimeoutSeconds: z.number().check(z.int(), z.positive()),
    /** The value of newsletter-doi's `newsletterAction` for a sign-up (SPEC §7 names the field only). */
    signUpAction: z.string().check(z.minLength(1)),
    /** …for a followed confirmation link (SPEC §2 guard 6) and a customer's unsubscribe (decision 0067). */
    confirmAction: z.string().check(z.minLength(1)),
    unsubscribeAction: z.string().check(z.minLength(1)),
    /** The one-time "check your inbox" notice after a sign-up without JavaScript (flash cookie). */
    sentNoticeSeconds: z.number().check(z.int(), z.positive()),
  })
  .parse({
    signUpsPerEmail: { max: 3, windowMinutes: 60 },
    signUpsPerIp: { max: 10, windowMinutes: 60 },
    marketingTimeoutSeconds: 5,
    signUpAction: "subscribe",
    confirmAction: "confirm",
    unsubscribeAction: "unsubscribe",
    sentNoticeSeconds: 120,
  });

/** The honeypot: a field people never see or fill; a sign-up with it filled is dropped silently. */
export const NEWSLETTER_HONEYPOT = "website";

/**
 * The sign-up block's form (SPEC §2, §5): the e-mail and the consent, which is required in every
 * country (GDPR consent is given actively; "optional" of SPEC §9 concerns the block, see
 * newsletterCollapsed). Messages are keys of the `newsletter` namespace.
 */
export const newsletterForm = z.object({
  email: z
    .email({ error: (issue) => (issue.input === undefined ? "errors.required" : "errors.email") })
    .check(z.maxLength(254, "errors.tooLong")),
  consent: z.literal("on", { error: "errors.consent" }),
  returnTo: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxRedirectLength))),
  [NEWSLETTER_HONEYPOT]: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxTextLength))),
  /** Set by the enhanced form (JavaScript): answer inline instead of redirecting back. */
  inline: z.optional(z.literal("1")),
});
export type NewsletterValue = z.infer<typeof newsletterForm>;

/**
 * SPEC §9 "Newsletter optional in HU and PL", read for the sign-up block (docs/decisions/0026): there
 * the block is offered, not pressed, and starts folded (a disclosure the visitor opens); elsewhere it
 * is open. Consent and double opt-in are the same everywhere.
 */
export const newsletterCollapsed = (country: CountryCode): boolean =>
  isSwitchOn("newsletterOptional", country);

/**
 * Pages without the block (not in SPEC; docs/decisions/0026): those that are themselves a form for the
 * visitor's e-mail (sign-in, sign-up, password reset, checkout, contact form, order tracking, the
 * self-service orders) and the sign-up page. A second e-mail field on them, labelled like the page's
 * own, would confuse people using screen readers and anyone filling in the page's form.
 */
export const NEWSLETTER_HIDDEN_ON: readonly string[] = [
  ROUTES.login,
  ROUTES.createAccount,
  ROUTES.passwordReset.root,
  ROUTES.checkout.root,
  ...Object.values(ROUTES.contact),
  ROUTES.orderTracking,
  ROUTES.myOrders,
  ROUTES.newsletterSignUp,
];

/** Whether the block belongs on a page, by its path without the language prefix. */
export function newsletterShownOn(path: string): boolean {
  const page = path.toLowerCase().replace(/\/+$/, "");
  return !NEWSLETTER_HIDDEN_ON.some((hidden) => {
    const base = hidden.replace(/\/+$/, "");
    return page === base || page.startsWith(`${base}/`);
  });
}
