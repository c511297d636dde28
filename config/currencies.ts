import type { currencySchema } from "./schemas/currencies";
import type * as z from "./zod-mini";

/** SPEC §3 "Currencies": EUR is the default. */
export const CURRENCY_CODES = [
  "EUR",
  "GBP",
  "CHF",
  "CZK",
  "DKK",
  "SEK",
  "HUF",
  "RON",
  "NOK",
  "PLN",
  "BGN",
  "USD",
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export type Currency = z.output<typeof currencySchema>;

const row = (
  code: CurrencyCode,
  label: string,
  display: Currency["display"] = "symbol",
  fractionDigits = 2,
) => ({
  code,
  label,
  style: "currency" as const,
  display,
  fractionDigits,
});

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  EUR: row("EUR", "Euro"),
  GBP: row("GBP", "Pound sterling"),
  CHF: row("CHF", "Swiss franc"),
  CZK: row("CZK", "Czech koruna", "narrowSymbol"),
  DKK: row("DKK", "Danish krone", "narrowSymbol"),
  SEK: row("SEK", "Swedish krona", "narrowSymbol"),
  HUF: row("HUF", "Hungarian forint", "symbol", 0),
  RON: row("RON", "Romanian leu"),
  NOK: row("NOK", "Norwegian krone"),
  PLN: row("PLN", "Polish złoty"),
  BGN: row("BGN", "Bulgarian lev"),
  USD: row("USD", "US dollar"),
};

/** The shop's minor-unit digits of a currency (2 when the code is none of ours). */
export const fractionDigitsOf = (currency: string) =>
  CURRENCIES[currency as CurrencyCode]?.fractionDigits ?? 2;

/**
 * Money conversions, the only ones in the shop (decision 0002): an amount in major units to the
 * currency's minor units (rounded to a whole minor unit), and back.
 */
export const toMinor = (amount: number, currency: string) =>
  Math.round(amount * 10 ** fractionDigitsOf(currency));
export const toMajor = (minor: number, currency: string) => minor / 10 ** fractionDigitsOf(currency);
