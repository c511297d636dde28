import { type LocaleCode, NEWSLETTER } from "../../config";

/** One sign-up to the newsletter (SPEC §2 default layout, §7 newsletter-doi). */
export interface SignUp {
  email: string;
  /** The visitor's locale: the newsletter's language and market. */
  locale: LocaleCode;
  /** The signed-in customer's id, when the visitor is one (SPEC §7 "optional user_id"). */
  userId?: string;
  /** The absolute confirmation link (`…/exConsents/confirm?hash=…`) for a hash. */
  confirmLink(hash: string): string;
  /** The confirmation e-mail in the visitor's language, carrying the link. */
  compose(link: string): { subject: string; text: string };
}

/**
 * The newsletter's double opt-in. The production adapter hands the sign-up to the marketing
 * platform, which sends its own confirmation mail and keeps the subscription; the embedded default
 * keeps subscriptions in SQLite and sends the confirmation mail through the mail port. Neither throws:
 * failures are logged (SPEC §7 "Tracking errors are only logged"), the visitor gets the same answer.
 */
export interface NewsletterPort {
  /**
   * True when a sign-up is itself the marketing platform's newsletter-doi call (the production
   * adapter): the shop then makes no second one through the tracking service (decision 0067).
   */
  readonly postsDoi?: boolean;
  /** Starts the double opt-in for an address (a subscription pending until confirmed). */
  signUp(signUp: SignUp): Promise<void>;
  /**
   * The subscriber followed a confirmation link the shop issued (SPEC §2 guard 6). True when it
   * changed something, or when the port cannot tell (the production adapter); false for a link
   * followed again (the embedded subscription was confirmed already), so the shop reports it once.
   */
  confirmed(email: string): Promise<boolean>;
}

/** SPEC §7 tracking table row "newsletter-doi | locale, email, optional user_id, newsletterAction". */
export interface NewsletterDoi {
  locale: LocaleCode;
  email: string;
  user_id?: string;
  newsletterAction: string;
}

/** The marketing platform's newsletter-doi body for a sign-up. */
export function newsletterDoi({
  email,
  locale,
  userId,
}: Pick<SignUp, "email" | "locale" | "userId">): NewsletterDoi {
  return {
    locale,
    email: email.trim(),
    ...(userId ? { user_id: userId } : {}),
    newsletterAction: NEWSLETTER.signUpAction,
  };
}
