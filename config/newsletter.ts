import type { CountryCode } from "./countries";
import { ROUTES } from "./routes";
import type { NEWSLETTER_SCHEMA } from "./schemas/newsletter";
import { isSwitchOn } from "./switches";
import type * as z from "./zod-mini";

/**
 * The newsletter sign-up's numbers (SPEC §2 default layout, §7 newsletter-doi). None is in SPEC: the
 * throttles bound mail bombing (per e-mail: more confirmation mails are not sent, the answer stays the
 * same) and scripted sign-ups (per client address: the form answers "try again later"); the timeout
 * bounds the marketing platform's newsletter call.
 */
export const NEWSLETTER: z.output<typeof NEWSLETTER_SCHEMA> = {
  signUpsPerEmail: { max: 3, windowMinutes: 60 },
  signUpsPerIp: { max: 10, windowMinutes: 60 },
  marketingTimeoutSeconds: 5,
  signUpAction: "subscribe",
  confirmAction: "confirm",
  unsubscribeAction: "unsubscribe",
  sentNoticeSeconds: 120,
};

/** The honeypot: a field people never see or fill; a sign-up with it filled is dropped silently. */
export const NEWSLETTER_HONEYPOT = "website";

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
