/**
 * The spec's data tables (SPEC §3, §5, §9), each defined once and zod-checked when loaded.
 * This module also checks that the tables agree with each other.
 */
import { COUNTRIES, COUNTRY_CODES } from "./countries";
import { CURRENCIES } from "./currencies";
import { getLocale, LOCALES } from "./locales";
import { LOW_STOCK_BOUNDARIES, shippingFees } from "./shipping";

export * from "./address-choices";
export * from "./address-form";
export * from "./address-validation";
export * from "./cart-fields";
export * from "./client-state";
export * from "./consent";
export * from "./contact";
export * from "./contact-form";
export * from "./contact-schema";
export * from "./cookies";
export * from "./countries";
export * from "./currencies";
export * from "./customer-fields";
export * from "./drop-in";
export * from "./express";
export * from "./external-links";
export * from "./forms";
export * from "./images";
export * from "./limits";
export * from "./listing";
export * from "./locales";
export * from "./newsletter";
export * from "./orders";
export * from "./payments";
export * from "./reverse-charge";
export * from "./routes";
export * from "./shipping";
export * from "./switches";
export * from "./timings";
export * from "./ui";
export * from "./units";
export * from "./validation";
export * from "./vat";
export * from "./vat-check";

for (const code of COUNTRY_CODES) {
  const country = COUNTRIES[code];
  for (const localeCode of country.locales) {
    if (getLocale(localeCode).country !== code)
      throw new Error(`Locale ${localeCode} is not of country ${code}`);
  }
  if (!CURRENCIES[country.currencyCode]) throw new Error(`Unknown currency of ${code}`);
  shippingFees(code, country.currencyCode);
  if (!LOW_STOCK_BOUNDARIES[country.currencyCode]) throw new Error(`No low-stock boundaries for ${code}`);
}
for (const locale of LOCALES) {
  if (!COUNTRIES[locale.country as keyof typeof COUNTRIES]?.locales.includes(locale.code)) {
    throw new Error(`Locale ${locale.code} is not listed by its country`);
  }
}

export * from "./rate-limits";
