/**
 * The VAT check of the addresses step's VAT ID field (SPEC §4 "VAT validation: runs on leaving the
 * field when enabled"; issue 19.2; docs/decisions/0030). It only reports what the VAT service says:
 * the cart is not touched, because the step's post checks the ID again and decides on the invoice.
 */
import { type CountryCode, VAT_CHECK } from "../../config";
import { clientKey } from "../account/client-address";
import { createThrottle } from "../account/throttle";
import type { Stores } from "../catalog/stores";
import type { Market } from "../market";
import type { VatPort } from "../vat";

/** What the field shows (SPEC §4 states): the check's result, or why none was made. */
export type VatCheckAnswer =
  /** SPEC §4 success, failed, and "could not validate" as failed-with-no-rate-change or timeout. */
  | { status: "valid" | "invalid" | "unavailable" | "timeout"; vatId: string }
  /** The store does not validate VAT IDs (vat_validation_enabled off): nothing to show. */
  | { status: "disabled" }
  /** Too many checks: the step's post still checks the ID. */
  | { status: "throttled"; retryAfterMinutes: number };

/** Who asks: the client's address and the visitor's session (their CSRF token). */
export interface VatCheckClient {
  clientIp: string;
  session: string;
}

export function createVatCheck(deps: {
  vat: VatPort;
  stores: Pick<Stores, "storeSwitch">;
  now?: () => number;
}) {
  const { vat, stores, now = Date.now } = deps;
  const perSession = createThrottle(VAT_CHECK.perSession, now);
  const perClient = createThrottle(VAT_CHECK.perClient, now);

  /** Minutes to wait, or 0 after counting this check against the session and the client address. */
  function admit(who: VatCheckClient): number {
    const client = clientKey(who.clientIp);
    const wait = Math.max(perSession.blockedFor(who.session), client ? perClient.blockedFor(client) : 0);
    if (wait > 0) return wait;
    perSession.count(who.session);
    if (client) perClient.count(client);
    return 0;
  }

  return {
    async check(market: Market, vatId: string, who: VatCheckClient): Promise<VatCheckAnswer> {
      if (!(await stores.storeSwitch(market, "vat_validation_enabled"))) return { status: "disabled" };
      const wait = admit(who);
      if (wait > 0) return { status: "throttled", retryAfterMinutes: wait };
      const country: CountryCode = market.country.countryCode;
      const outcome = await vat.validate({ country, vatId });
      const status =
        outcome.kind === "unavailable" ? (outcome.timedOut ? "timeout" : "unavailable") : outcome.kind;
      return { status, vatId: outcome.vatId };
    },
  };
}
export type VatCheck = ReturnType<typeof createVatCheck>;
