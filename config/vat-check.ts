import type { ThrottleLimit } from "./limits";
import { TIMINGS } from "./timings";

/**
 * The VAT check of the addresses step when the VAT ID field is left (SPEC §4 "VAT validation", §8
 * VAT messages and modal; issue 19.2; docs/decisions/0030). SPEC gives no numbers for it: these are
 * the shop's own.
 */

export const VAT_CHECK: {
  /**
   * Checks of one visitor (their CSRF token, which lives as long as their session cookie). Each
   * check reaches the external VAT service, so the field's check is bounded; the step's post still
   * checks the ID whatever this says.
   */
  perSession: ThrottleLimit;
  /** Checks from one client address (an IPv6 /64), whatever the session: a visitor dropping cookies. */
  perClient: ThrottleLimit;
  /**
   * How long the browser waits for the shop's answer before it shows 'VAT ID validation is taking
   * too much time.': the service's own timeout and a margin for the shop's round trip.
   */
  browserTimeoutMs: number;
  /** The contact form's reason that 'Need support?' opens (SPEC §8 modal; a reason of config/contact.ts). */
  supportReason: string;
} = {
  perSession: { max: 20, windowMinutes: 10 },
  perClient: { max: 60, windowMinutes: 10 },
  browserTimeoutMs: TIMINGS.seconds.vatValidationTimeout * 1000 + 4000,
  supportReason: "invoice",
};

/** The resource route the field's check posts to (JSON; under the reserved /api prefix of config/routes.ts). */
export const VAT_CHECK_ROUTE = "/api/vat-check";
