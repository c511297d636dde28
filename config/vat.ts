import type { VAT_RATES_SCHEMA } from "./schemas/vat";
import type * as z from "./zod-mini";

/**
 * Standard VAT rates in force in 2026 (../shared/FACTS.md; several changed recently: SK 23 % since
 * January 2025, FI 25.5 % since September 2024, RO 21 % since August 2025, CH 8.1 % since 2024).
 */
export const VAT_RATES: z.output<typeof VAT_RATES_SCHEMA> = {
  at: 20,
  be: 21,
  bg: 20,
  ch: 8.1,
  cz: 21,
  de: 19,
  dk: 25,
  es: 21,
  fi: 25.5,
  fr: 20,
  gb: 20,
  gr: 24,
  hr: 25,
  hu: 27,
  ie: 23,
  it: 22,
  lt: 21,
  nl: 21,
  no: 25,
  pl: 23,
  pt: 23,
  ro: 21,
  se: 25,
  si: 22,
  sk: 23,
};

/** Outside the EU VAT area: no reverse charge for their buyers (FACTS.md). */
export const NON_EU_VAT_COUNTRIES = ["no", "ch", "gb"] as const;
