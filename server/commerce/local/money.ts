import type { CentPrecisionMoney } from "@commercetools/platform-sdk";
import { fractionDigitsOf } from "../../../config";
import { roundHalfEven } from "../money";

export { fractionDigitsOf } from "../../../config";
// The embedded platform rounds as commercetools does (RoundingMode HalfEven); shared with services.
export { roundHalfEven };

export function money(currencyCode: string, centAmount: number): CentPrecisionMoney {
  return { type: "centPrecision", currencyCode, centAmount, fractionDigits: fractionDigitsOf(currencyCode) };
}

/** Major units (59.95) to money in the currency's minor units, rounded half-even as the platform does. */
export function fromMajor(currencyCode: string, amount: number): CentPrecisionMoney {
  return money(currencyCode, roundHalfEven(amount * 10 ** fractionDigitsOf(currencyCode)));
}
