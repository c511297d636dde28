/**
 * The VAT check of the addresses step's VAT ID field (SPEC §4 "VAT validation: runs on leaving the
 * field when enabled"; issue 19.2; docs/decisions/0030). It only reports what the VAT service says:
 * the cart is not touched, because the step's post checks the ID again and decides on the invoice.
 */
import type { Cart } from "@commercetools/platform-sdk";
import { type CountryCode, VAT_CHECK, VAT_NUMBER_FORMATS } from "../../config";
import { clientKey } from "../account/client-address";
import { countTogether, type Throttles } from "../account/throttle";
import type { Stores } from "../catalog/stores";
import type { Market } from "../market";
import { normalizeVatId, parseVatResponse, type VatOutcome, type VatPort } from "../vat";

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

/**
 * The addresses step's own check: the outcome its post saves and settles the invoice by, and, when
 * the check was throttled, the minutes to wait (the outcome is then "could not validate").
 */
export interface StepVatCheck {
  outcome: VatOutcome;
  /** Throttled (VAT_CHECK): no service call was made; the shopper may wait or continue gross. */
  retryAfterMinutes?: number;
  /** The cart's stored result for the same ID stood: no service call was made. */
  stored?: boolean;
}

/** The ID as the VAT service would be asked for it (as typed, trimmed, when it has no known form). */
const normalizedId = (market: Market, vatId: string) =>
  normalizeVatId(market.country.countryCode, vatId)?.full ?? vatId.trim();

/**
 * The result this server already stored on the cart's billing address for the same ID (SPEC §4:
 * "the result is pushed to the cart's billing address custom fields"), when it was a definitive
 * answer: valid, or an answer code that means not valid. "Could not validate" (no code, or one of
 * the could-not-validate codes) is asked again. Only the addresses step writes these fields, from
 * its own check, so a shopper cannot put a result there.
 */
export function storedVatOutcome(market: Market, vatId: string, cart: Cart | null): VatOutcome | null {
  const billing = cart?.billingAddress;
  const fields = billing?.custom?.fields;
  const normalized = normalizeVatId(market.country.countryCode, vatId)?.full;
  if (!fields || !normalized || fields.vatId !== normalized) return null;
  if (billing?.country !== market.country.isoCode) return null;
  const raw = typeof fields.vatValidationRawResponse === "string" ? fields.vatValidationRawResponse : "";
  const code = parseVatResponse(raw);
  const { valid, couldNotValidate } = VAT_NUMBER_FORMATS.resultCodes;
  const kind =
    fields.vatValidated === true
      ? "valid"
      : code !== null && !valid.includes(code) && !couldNotValidate.includes(code)
        ? "invalid"
        : null;
  return kind ? { kind, code, vatId: normalized, raw, timedOut: false } : null;
}

/** The VAT check's throttles in the shared store (names distinct from every other limit's). */
export const VAT_CHECK_THROTTLES = {
  perSession: "vat-check-session",
  perClient: "vat-check-client",
} as const;

/**
 * `throttles` holds the checks' counts: this process's memory on Node, the shared Durable Objects
 * on the edge (decision 0041), so a visitor cannot spread checks over isolates.
 */
export function createVatCheck(deps: {
  vat: VatPort;
  stores: Pick<Stores, "storeSwitch">;
  throttles: Throttles;
}) {
  const { vat, stores, throttles } = deps;
  const perSession = throttles(VAT_CHECK_THROTTLES.perSession, VAT_CHECK.perSession);
  const perClient = throttles(VAT_CHECK_THROTTLES.perClient, VAT_CHECK.perClient);

  /**
   * Minutes to wait, or 0 after counting this check against the session and the client address:
   * checked and counted in one step, so checks sent at once cannot all pass. Every admitted check
   * counts, whatever the VAT service answers (each one reached it). Null when the throttles' store
   * could not be reached: no service call is made then.
   */
  async function admit(who: VatCheckClient): Promise<number | null> {
    // An unknown address is not counted: keyed together, all such clients would block each other.
    const client = clientKey(who.clientIp) || undefined;
    try {
      const counted = await countTogether([
        [perSession, who.session],
        [perClient, client],
      ]);
      return counted.blockedFor;
    } catch (error) {
      console.error("VAT check: the throttles could not be reached", error);
      return null;
    }
  }

  return {
    async check(market: Market, vatId: string, who: VatCheckClient): Promise<VatCheckAnswer> {
      if (!(await stores.storeSwitch(market, "vat_validation_enabled"))) return { status: "disabled" };
      const wait = await admit(who);
      if (wait === null) return { status: "unavailable", vatId: normalizedId(market, vatId) };
      if (wait > 0) return { status: "throttled", retryAfterMinutes: wait };
      const country: CountryCode = market.country.countryCode;
      const outcome = await vat.validate({ country, vatId });
      const status =
        outcome.kind === "unavailable" ? (outcome.timedOut ? "timeout" : "unavailable") : outcome.kind;
      return { status, vatId: outcome.vatId };
    },

    /**
     * The addresses step's check when it is posted (SPEC §4 "VAT validation", §5 "Address submit"):
     * the same throttle as the field's (one rule, one count per session and client address), and
     * no service call at all when the cart already holds a definitive result for the same ID
     * (storedVatOutcome), so posting the step again costs nothing. Throttled, the outcome is "could
     * not validate": the step shows the issue and the shopper may continue with a gross invoice. So
     * is it when the throttles' store cannot be reached (no wait to show then).
     */
    async checkForStep(
      market: Market,
      vatId: string,
      who: VatCheckClient,
      cart: Cart | null,
    ): Promise<StepVatCheck> {
      const stored = storedVatOutcome(market, vatId, cart);
      if (stored) return { outcome: stored, stored: true };
      const wait = await admit(who);
      if (wait === null || wait > 0) {
        const id = normalizedId(market, vatId);
        const outcome: VatOutcome = { kind: "unavailable", code: null, vatId: id, raw: "", timedOut: false };
        return wait ? { outcome, retryAfterMinutes: wait } : { outcome };
      }
      return { outcome: await vat.validate({ country: market.country.countryCode, vatId }) };
    },
  };
}
export type VatCheck = ReturnType<typeof createVatCheck>;
