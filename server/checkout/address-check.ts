/**
 * SPEC §4 "Address validation: runs once per address for enabled countries, and before cart update
 * actions", with SPEC §5's failure rules read by the port (decision 0034). Before the addresses step
 * updates the cart, each address it would set is checked once: a confirmed address, or one the
 * shopper chose to keep, or a suggestion they took, goes into the browser's memo and is not asked
 * about again; a doubtful one stops the step with the service's suggestion; a service that cannot
 * answer never stops it (SPEC §8: logged, and the order goes on).
 */
import {
  ADDRESS_DECISION,
  ADDRESS_VALIDATION,
  type AddressChoiceValue,
  type AddressFieldsValue,
  type CheckoutAddressValue,
  isValidPostalCode,
} from "../../config";
import { shippingAddressOf } from "../../config/forms";
import type {
  AddressCorrection,
  AddressIssue,
  AddressValidation,
  CheckedAddress,
} from "../address-validation";
import { fingerprint, memoOf, remember } from "../address-validation/memo";
import type { Market } from "../market";
import { shopCookie } from "../session/cookies";

export type CheckedRole = "billing" | "shipping";

/** An address the service doubts, with its reading: the page offers to take it or keep the own. */
export interface AddressDoubt {
  role: CheckedRole;
  /** The typed address's fingerprint: the decision posted back names it. */
  fingerprint: string;
  typed: AddressCorrection;
  suggestion: AddressCorrection;
  /** Whether the suggestion differs from what was typed (if not, only keeping it is offered). */
  differs: boolean;
  issues: AddressIssue[];
}

export interface AddressCheckOutcome {
  doubts: AddressDoubt[];
  /** The suggestions the shopper took, by role: the cart gets these parts instead of the typed ones. */
  taken: Partial<Record<CheckedRole, AddressCorrection>>;
  /** The memo cookie to set when the memo changed. */
  memoCookie: string | null;
}

const partsOf = (a: Pick<AddressFieldsValue, keyof AddressCorrection>): AddressCorrection => ({
  streetName: a.streetName,
  streetNumber: a.streetNumber,
  postalCode: a.postalCode,
  city: a.city,
});

const memoCookieOf = (request: Request) =>
  shopCookie("addressChecks", { https: new URL(request.url).protocol === "https:" });

export function createAddressChecks({ port, countries }: AddressValidation) {
  const size = ADDRESS_VALIDATION.memoSize;
  const checks = {
    /** Whether addresses of this market's country are checked. */
    enabledIn: (market: Market) => countries.includes(market.country.countryCode),

    /** Checks the step's addresses (decisions: the posted "take:<fp>" / "keep:<fp>" per role). */
    async check(
      request: Request,
      market: Market,
      addresses: { role: CheckedRole; address: AddressFieldsValue }[],
      decisions: Partial<Record<CheckedRole, string | undefined>> = {},
    ): Promise<AddressCheckOutcome> {
      const outcome: AddressCheckOutcome = { doubts: [], taken: {}, memoCookie: null };
      if (!countries.includes(market.country.countryCode)) return outcome;
      const before = memoOf(await memoCookieOf(request).parse(request.headers.get("Cookie")), size);
      let memo = before;
      for (const { role, address } of addresses) {
        const typed: CheckedAddress = { country: market.country.isoCode, ...partsOf(address) };
        const print = await fingerprint(typed);
        if (memo.includes(print)) continue;
        const decision = ADDRESS_DECISION.exec(decisions[role] ?? "");
        if (decision?.[2] === print && decision[1] === "keep") {
          memo = remember(memo, print, size);
          continue;
        }
        const answer = await port.validate(typed);
        if (answer.kind === "unavailable") continue;
        if (answer.kind === "confirmed") {
          memo = remember(memo, print, size);
          continue;
        }
        const suggestion = {
          ...answer.suggestion,
          // A reading the country's own rule refuses is not offered (SPEC §5 postal codes).
          postalCode: isValidPostalCode(market.country.countryCode, answer.suggestion.postalCode)
            ? answer.suggestion.postalCode
            : typed.postalCode,
        };
        if (decision?.[2] === print && decision[1] === "take") {
          outcome.taken[role] = suggestion;
          const takenPrint = await fingerprint({ ...typed, ...suggestion });
          memo = remember(remember(memo, print, size), takenPrint, size);
          continue;
        }
        const differs = (await fingerprint({ ...typed, ...suggestion })) !== print;
        outcome.doubts.push({
          role,
          fingerprint: print,
          typed: partsOf(typed),
          suggestion,
          differs,
          issues: answer.issues,
        });
      }
      if (memo.join() !== before.join()) outcome.memoCookie = await memoCookieOf(request).serialize(memo);
      return outcome;
    },
  };
  return {
    ...checks,
    /**
     * The addresses step's check: the billing address, and the shipping address unless it is the
     * billing one; the value comes back with the suggestions the shopper took laid over it.
     */
    async checkStep<V extends CheckoutAddressValue & AddressChoiceValue>(
      request: Request,
      market: Market,
      value: V,
    ) {
      const country = market.country.countryCode;
      const shipping = value.shippingType === "same" ? null : shippingAddressOf(country, value);
      const outcome = await checks.check(
        request,
        market,
        [
          { role: "billing", address: value.billing },
          ...(shipping ? [{ role: "shipping" as const, address: shipping }] : []),
        ],
        value.addressCheck ?? {},
      );
      const { billing: billingTaken, shipping: shippingTaken } = outcome.taken;
      const checked: V = {
        ...value,
        billing: { ...value.billing, ...billingTaken },
        ...(shipping && shippingTaken ? { shipping: { ...shipping, ...shippingTaken } } : {}),
      };
      return { ...outcome, value: checked };
    },
  };
}
export type AddressChecks = ReturnType<typeof createAddressChecks>;
