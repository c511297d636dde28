/**
 * Adyen counts every shop currency in hundredths, HUF included, while the shop's HUF amounts are
 * whole forints (config/currencies.ts, SPEC §3): amounts are converted at Adyen's boundary, both
 * ways — in the Adyen adapter, and in the local provider's Adyen-shaped HTTP API and notifications.
 */
import { CURRENCIES, type CurrencyCode } from "../../config/currencies";
import type { Amount } from "./port";

const ADYEN_DECIMALS = 2;

const scale = (currency: string) =>
  10 ** (ADYEN_DECIMALS - (CURRENCIES[currency as CurrencyCode]?.fractionDigits ?? ADYEN_DECIMALS));

/** The shop's minor units as Adyen's (HUF ×100). */
export const toAdyenAmount = ({ currency, value }: Amount): Amount => ({
  currency,
  value: value * scale(currency),
});

/** Adyen's minor units as the shop's (HUF ÷100, rounded). */
export const fromAdyenAmount = ({ currency, value }: Amount): Amount => ({
  currency,
  value: Math.round(value / scale(currency)),
});

/** Whether an Adyen amount is a whole number of the shop's units (HUF: whole forints). */
export const isWholeShopAmount = ({ currency, value }: Amount): boolean => value % scale(currency) === 0;
