/**
 * The spec's data tables (SPEC §3, §5, §9), each defined once as a plain typed object and checked
 * against its schema (config/schemas/) by config/schemas/tables.test.ts (decision 0081).
 * This module also checks that the tables agree with each other.
 */
import { COUNTRIES, COUNTRY_CODES } from "./countries";
import { CURRENCIES } from "./currencies";
import { getLocale, LOCALES } from "./locales";
import { LOW_STOCK_BOUNDARIES, shippingFees } from "./shipping";

export * from "./address-choices";
/**
 * The form schemas are not exported here (decision 0081): building one is a side effect the bundler
 * keeps, so every page would carry zod. The server and the form-check chunk import them from
 * config/forms.ts, contact-schema.ts, address-choices-form.ts, consent-form.ts, express-form.ts,
 * newsletter-form.ts, order-tracking-form.ts and vat-check-form.ts; only their types are here.
 */
export type { AddressChoiceValue } from "./address-choices-form";
export * from "./address-form";
export * from "./address-validation";
export * from "./cart-fields";
export * from "./client-state";
export * from "./consent";
export * from "./contact";
export * from "./contact-form";
export type { ContactRequestValue } from "./contact-schema";
export * from "./cookies";
export * from "./countries";
export * from "./currencies";
export * from "./customer-fields";
export * from "./drop-in";
export * from "./express";
export type { GooglePayAddress, GooglePayExpressValue, GooglePayPaymentData } from "./express-form";
export * from "./external-links";
export type { AddressFieldsValue, AddressFormValue, CheckoutAddressValue, ReviewValue } from "./forms";
export * from "./images";
export * from "./limits";
export * from "./listing";
export * from "./locales";
export * from "./newsletter";
export type { NewsletterValue } from "./newsletter-form";
export type { OrderTrackingValue } from "./order-tracking-form";
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
export type { VatCheckValue } from "./vat-check-form";

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
