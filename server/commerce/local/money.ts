import type { CentPrecisionMoney, TypedMoney } from "@commercetools/platform-sdk";
import { CURRENCIES, type CurrencyCode } from "../../../config";

/** commercetools' default rounding for prices and taxes (RoundingMode HalfEven). */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (Math.abs(diff - 0.5) < 1e-9) return floor % 2 === 0 ? floor : floor + 1;
  return Math.round(value);
}

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
