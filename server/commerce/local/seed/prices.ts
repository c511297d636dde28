import { LOW_STOCK_BOUNDARIES } from "../../../../config";
import { fractionDigitsOf } from "../money";

/** EUR → currency, from the ratios SPEC's low-stock boundaries use (EUR 1000 ↔ HUF 375000 …). */
export function rateOf(currency: string): number {
  const eur = LOW_STOCK_BOUNDARIES.EUR?.high ?? 1000;
  const other = LOW_STOCK_BOUNDARIES[currency as keyof typeof LOW_STOCK_BOUNDARIES]?.high;
  return other ? other / eur : 1;
}

/** Prices end like shop prices: 249.99 €, 5 999 Kč, 123 490 Ft. */
export function shopPrice(amount: number, currency: string): number {
  if (fractionDigitsOf(currency) === 0) return Math.max(90, Math.round(amount / 100) * 100 - 10);
  if (amount >= 1000 && ["CZK", "SEK", "NOK", "DKK"].includes(currency))
    return Math.round(amount / 10) * 10 - 1;
  return Math.max(0.99, Math.round(amount) - 0.01);
}
