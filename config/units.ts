/**
 * Units of the products' technical data. The platform writes a value as numbers and a symbol ("6.9 kg",
 * "30 × 20 × 25 cm", "600 W"); the shop shows every number in the shopper's locale with its unit
 * (issue 15.9). These are the units `Intl.NumberFormat` names (its "unit" style, so "kg" is "κιλά" in
 * Greek and "24 months" is "24 Monate" in German); a symbol not listed here (W, V, bar) is an SI symbol
 * that every language writes as it is, after the number in the locale's own format.
 */
export const INTL_UNITS = [
  "kilogram",
  "gram",
  "meter",
  "centimeter",
  "millimeter",
  "liter",
  "milliliter",
  "celsius",
  "percent",
  "hour",
  "minute",
  "second",
  "day",
  "week",
  "month",
  "year",
] as const;
export type IntlUnit = (typeof INTL_UNITS)[number];

/** Symbols and words of the platform's values, by the unit they stand for. */
export const UNIT_SYMBOLS: Readonly<Record<string, IntlUnit>> = {
  kg: "kilogram",
  g: "gram",
  m: "meter",
  cm: "centimeter",
  mm: "millimeter",
  l: "liter",
  L: "liter",
  ml: "milliliter",
  "°C": "celsius",
  "%": "percent",
  h: "hour",
  min: "minute",
  s: "second",
  days: "day",
  weeks: "week",
  months: "month",
  years: "year",
};

/**
 * Technical data that the platform writes as a bare number, and its unit: the warranty is in months
 * (the demo catalog's "24", its texts' "24-month manufacturer's warranty").
 */
export const TECH_DETAIL_UNITS: Readonly<Record<string, IntlUnit>> = { warranty: "month" };
