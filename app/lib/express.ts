/**
 * What the Google Pay express button and its endpoint share (SPEC §1, §5; docs/decisions/0031): the
 * endpoint's answers, so the button knows which message of the `express` namespace to show.
 */
import type { CurrencyCode } from "../../config";
import type { ExpressRefusal, GooglePayAddressError } from "../../server/checkout";
import type { ExpressClient } from "../../server/payments";

/** The message keys (`express` namespace, `errors.*`) of a refused express payment. */
export type ExpressError = "invalid" | "expired" | "notOffered" | GooglePayAddressError | ExpressRefusal;

/** The endpoint's GET: whether the button is offered here, and how the sheet is opened. */
export interface ExpressSetup {
  client: ExpressClient | null;
  /** ISO country code the sheet ships to (SPEC §5: the current country only). */
  countryCode: string;
  currency: CurrencyCode;
  locale: string;
}

/** The endpoint's answer to a refused post (422, 403, 404). */
export interface ExpressRefused {
  error: ExpressError;
}
