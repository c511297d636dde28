import type { CentPrecisionMoney, TypedMoney } from "@commercetools/platform-sdk";
import { CURRENCIES, type CurrencyCode } from "../../../config";
import { roundHalfEven } from "../money";

// The embedded platform rounds as commercetools does (RoundingMode HalfEven); shared with services.
export { roundHalfEven };

export function fractionDigitsOf(currencyCode: string): number {
  return CURRENCIES[currencyCode as CurrencyCode]?.fractionDigits ?? 2;
}

export function money(currencyCode: string, centAmount: number): CentPrecisionMoney {
  return { type: "centPrecision", currencyCode, centAmount, fractionDigits: fractionDigitsOf(currencyCode) };
}

/** Major units (59.95) to money in the currency's minor units. */
export function fromMajor(currencyCode: string, amount: number): CentPrecisionMoney {
  return money(currencyCode, roundHalfEven(amount * 10 ** fractionDigitsOf(currencyCode)));
}

export const sameCurrency = (a: TypedMoney, currencyCode: string) => a.currencyCode === currencyCode;
