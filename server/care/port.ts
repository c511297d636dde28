/**
 * The case-management port (SPEC §7 "Customer-request form: posted as a form to an external
 * case-management URL"): one customer request in, its reference out.
 */

import type { ContactRequestValue } from "../../config";

/**
 * A customer request as the shop knows it: the form's values (the product number with its prefix,
 * "EX10000008") and the hidden fields of SPEC §3.
 */
export interface CaseRequest extends ContactRequestValue {
  /** SPEC §3 hidden fields, filled by the server, never taken from the post. */
  hidden: {
    organisation: string;
    returnUrl: string;
    /** ISO 3166 alpha-2, upper case ("DE"). */
    country: string;
    /** "de-DE". */
    locale: string;
    recordType: string;
  };
}

export type CaseOutcome = { ok: true; reference: string } | { ok: false };

export interface CasePort {
  /** Files the request; never throws (a failure is `{ ok: false }`, already logged). */
  submit(request: CaseRequest): Promise<CaseOutcome>;
}
