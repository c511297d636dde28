import { CONTACT_FORM, type ContactRequestValue, ROUTES } from "../../config";
import { clientKey } from "../account/client-address";
import { countTogether, type Throttles } from "../account/throttle";
import { maskEmail } from "../log";
import type { MailPort } from "../mail";
import type { Market } from "../market";
import { marketUrl } from "../routing/links";
import type { CaseSettings } from "./index";
import type { CasePort, CaseRequest } from "./port";
import { isCaseReference } from "./reference";

/** The contact form's throttles in the shared store (names distinct from every other limit's). */
export const CONTACT_THROTTLES = { perIp: "contact-client", perEmail: "contact-email" } as const;

export type ContactOutcome =
  /** Filed (reference) or a filled honeypot answered like success (no reference, nothing stored). */
  | { ok: true; reference?: string }
  | { ok: false; error: "throttled"; retryAfterMinutes: number }
  | { ok: false; error: "unavailable" };

export interface ContactContext {
  market: Market;
  clientIp: string;
  requestUrl: URL;
  /** Whatever the honeypot field held; a person leaves it empty. */
  honeypot: unknown;
}

/** The confirmation mail in the shopper's language (the route writes it; decision 0024). */
export type ComposeConfirmation = (reference: string) => { subject: string; text: string };

/**
 * The customer requests of the contact form (SPEC §4, §7): the hidden fields, the abuse checks
 * (honeypot, a throttle per client address and per e-mail: CONTACT_FORM.throttle), filing the case
 * through the case-management port, and the confirmation mail through the mail port. The throttles
 * are the shared port's (decision 0041), so on the edge every isolate counts in one place.
 */
export function createContactRequests(deps: {
  cases: CasePort;
  settings: CaseSettings;
  mail: MailPort;
  throttles: Throttles;
}) {
  const { cases, settings, mail, throttles } = deps;
  const perIp = throttles(CONTACT_THROTTLES.perIp, CONTACT_FORM.throttle.perIp);
  const perEmail = throttles(CONTACT_THROTTLES.perEmail, CONTACT_FORM.throttle.perEmail);

  /** SPEC §3 hidden fields, from config, the environment and the market; never from the post. */
  function hiddenFields(market: Market, requestUrl: URL): CaseRequest["hidden"] {
    return {
      organisation: settings.organisation,
      returnUrl: marketUrl(market, ROUTES.contact.sent, requestUrl),
      country: market.country.countryCode.toUpperCase(),
      locale: market.locale.code,
      recordType: settings.recordType,
    };
  }

  async function submit(
    value: ContactRequestValue,
    context: ContactContext,
    compose: ComposeConfirmation,
  ): Promise<ContactOutcome> {
    // A bot that fills every field gets the same redirect as a person, and nothing is kept or sent.
    const { honeypot } = context;
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
      console.warn("Contact form: honeypot filled, request dropped");
      return { ok: true };
    }
    // An unknown address is not counted: keyed together, all such clients would block each other.
    const client = clientKey(context.clientIp) || undefined;
    let counted: Awaited<ReturnType<typeof countTogether>>;
    try {
      // Checked and counted in one step: a double click or a script's parallel posts cannot all pass.
      counted = await countTogether([
        [perEmail, value.email],
        [perIp, client],
      ]);
    } catch (error) {
      console.error("Contact form: the throttles could not be reached", error);
      return { ok: false, error: "unavailable" };
    }
    if (counted.blockedFor > 0)
      return { ok: false, error: "throttled", retryAfterMinutes: counted.blockedFor };

    const { productNumber, ...rest } = value;
    const outcome = await cases.submit({
      ...rest,
      ...(productNumber ? { productNumber: `${CONTACT_FORM.productNumber.prefix}${productNumber}` } : {}),
      hidden: hiddenFields(context.market, context.requestUrl),
    });
    if (!outcome.ok) {
      // Not the shopper's fault: trying again does not count against them.
      await counted
        .undo()
        .catch((error: unknown) => console.error("Contact form: a throttle count stayed", error));
      return { ok: false, error: "unavailable" };
    }
    // The case is filed: a mail that fails is logged, the shopper still gets the reference.
    void mail
      .send({ to: value.email, ...compose(outcome.reference) })
      .catch((error: unknown) =>
        console.error(`The contact confirmation to ${maskEmail(value.email)} failed`, error),
      );
    return { ok: true, reference: outcome.reference };
  }

  return { hiddenFields, submit, isReference: isCaseReference };
}
export type ContactRequests = ReturnType<typeof createContactRequests>;
