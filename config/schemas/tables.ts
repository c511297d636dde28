/**
 * The config tables and their schemas, paired for config/schemas/tables.test.ts (decision 0081).
 * Only tests import this module: the tables are plain objects, so no page parses them.
 */
import { ADDRESS_VALIDATION } from "../address-validation";
import { CART_FIELDS } from "../cart-fields";
import { CLIENT_STATE_DEFAULTS } from "../client-state";
import { CONSENT } from "../consent";
import { CONTACT_REASONS, CUSTOMER_CARE } from "../contact";
import { CONTACT_FORM } from "../contact-form";
import { COOKIES } from "../cookies";
import { COUNTRIES } from "../countries";
import { CURRENCIES } from "../currencies";
import { CUSTOMER_FIELDS } from "../customer-fields";
import { ADYEN_WEB_ORIGINS, DROP_IN } from "../drop-in";
import { GOOGLE_PAY_EXPRESS } from "../express";
import { EXTERNAL_LINKS } from "../external-links";
import { IMAGE_CHECK } from "../images";
import { COD_PRICE_LIMITS, HTTP_LIMITS, LIMITS } from "../limits";
import { LISTING } from "../listing";
import { LOCALES } from "../locales";
import { NEWSLETTER } from "../newsletter";
import { ORDER_LOOKUP_LIMITS } from "../orders";
import { COD_FEES, MULTIBANCO } from "../payments";
import { CACHE_ADMIN_ATTEMPTS, RATE_LIMITS } from "../rate-limits";
import { REVERSE_CHARGE } from "../reverse-charge";
import { LOW_STOCK_BOUNDARIES, SHIPPING_BY_COUNTRY, SHIPPING_BY_CURRENCY } from "../shipping";
import { COUNTRY_SWITCHES } from "../switches";
import { TIMINGS } from "../timings";
import { PORTS, UI } from "../ui";
import { TECH_DETAIL_UNITS, UNIT_SYMBOLS } from "../units";
import { PHONE_EXAMPLES, POSTAL_CODE_PATTERNS, VAT_NUMBER_FORMATS } from "../validation";
import { VAT_RATES } from "../vat";
import { VAT_CHECK } from "../vat-check";
import { WIDGETS } from "../widgets";
import type * as z from "../zod-mini";
import { ADDRESS_VALIDATION_SCHEMA } from "./address-validation";
import { CART_FIELDS_SCHEMA } from "./cart-fields";
import { CLIENT_STATE_DEFAULTS_SCHEMA } from "./client-state";
import { CONSENT_SCHEMA } from "./consent";
import { CONTACT_REASONS_SCHEMA, CUSTOMER_CARE_SCHEMA } from "./contact";
import { CONTACT_FORM_SCHEMA } from "./contact-form";
import { COOKIES_SCHEMA } from "./cookies";
import { COUNTRIES_TABLE } from "./countries";
import { CURRENCIES_TABLE } from "./currencies";
import { CUSTOMER_FIELDS_SCHEMA } from "./customer-fields";
import { ADYEN_WEB_ORIGINS_SCHEMA, DROP_IN_SCHEMA } from "./drop-in";
import { GOOGLE_PAY_EXPRESS_SCHEMA } from "./express";
import { EXTERNAL_LINKS_SCHEMA } from "./external-links";
import { IMAGE_CHECK_SCHEMA } from "./images";
import { COD_PRICE_LIMITS_SCHEMA, HTTP_LIMITS_SCHEMA, LIMITS_SCHEMA } from "./limits";
import { LISTING_SCHEMA } from "./listing";
import { LOCALES_TABLE } from "./locales";
import { NEWSLETTER_SCHEMA } from "./newsletter";
import { ORDER_LOOKUP_LIMITS_SCHEMA } from "./orders";
import { COD_FEES_SCHEMA, MULTIBANCO_SCHEMA } from "./payments";
import { CACHE_ADMIN_ATTEMPTS_SCHEMA, RATE_LIMITS_SCHEMA } from "./rate-limits";
import { REVERSE_CHARGE_SCHEMA } from "./reverse-charge";
import {
  LOW_STOCK_BOUNDARIES_SCHEMA,
  SHIPPING_BY_COUNTRY_SCHEMA,
  SHIPPING_BY_CURRENCY_SCHEMA,
} from "./shipping";
import { COUNTRY_SWITCHES_SCHEMA } from "./switches";
import { TIMINGS_SCHEMA } from "./timings";
import { PORTS_SCHEMA, UI_SCHEMA } from "./ui";
import { TECH_DETAIL_UNITS_SCHEMA, UNIT_SYMBOLS_SCHEMA } from "./units";
import { PHONE_EXAMPLES_SCHEMA, POSTAL_CODE_PATTERNS_SCHEMA, VAT_NUMBER_FORMATS_SCHEMA } from "./validation";
import { VAT_RATES_SCHEMA } from "./vat";
import { VAT_CHECK_SCHEMA } from "./vat-check";
import { WIDGETS_SCHEMA } from "./widgets";

export interface TableEntry {
  name: string;
  table: unknown;
  schema: z.ZodType;
}

export const TABLES: readonly TableEntry[] = [
  { name: "ADDRESS_VALIDATION", table: ADDRESS_VALIDATION, schema: ADDRESS_VALIDATION_SCHEMA },
  { name: "CART_FIELDS", table: CART_FIELDS, schema: CART_FIELDS_SCHEMA },
  { name: "CLIENT_STATE_DEFAULTS", table: CLIENT_STATE_DEFAULTS, schema: CLIENT_STATE_DEFAULTS_SCHEMA },
  { name: "CONSENT", table: CONSENT, schema: CONSENT_SCHEMA },
  { name: "CONTACT_REASONS", table: CONTACT_REASONS, schema: CONTACT_REASONS_SCHEMA },
  { name: "CUSTOMER_CARE", table: CUSTOMER_CARE, schema: CUSTOMER_CARE_SCHEMA },
  { name: "CONTACT_FORM", table: CONTACT_FORM, schema: CONTACT_FORM_SCHEMA },
  { name: "COOKIES", table: COOKIES, schema: COOKIES_SCHEMA },
  { name: "COUNTRIES", table: COUNTRIES, schema: COUNTRIES_TABLE },
  { name: "CURRENCIES", table: CURRENCIES, schema: CURRENCIES_TABLE },
  { name: "CUSTOMER_FIELDS", table: CUSTOMER_FIELDS, schema: CUSTOMER_FIELDS_SCHEMA },
  { name: "DROP_IN", table: DROP_IN, schema: DROP_IN_SCHEMA },
  { name: "ADYEN_WEB_ORIGINS", table: ADYEN_WEB_ORIGINS, schema: ADYEN_WEB_ORIGINS_SCHEMA },
  { name: "GOOGLE_PAY_EXPRESS", table: GOOGLE_PAY_EXPRESS, schema: GOOGLE_PAY_EXPRESS_SCHEMA },
  { name: "EXTERNAL_LINKS", table: EXTERNAL_LINKS, schema: EXTERNAL_LINKS_SCHEMA },
  { name: "IMAGE_CHECK", table: IMAGE_CHECK, schema: IMAGE_CHECK_SCHEMA },
  { name: "LIMITS", table: LIMITS, schema: LIMITS_SCHEMA },
  { name: "COD_PRICE_LIMITS", table: COD_PRICE_LIMITS, schema: COD_PRICE_LIMITS_SCHEMA },
  { name: "HTTP_LIMITS", table: HTTP_LIMITS, schema: HTTP_LIMITS_SCHEMA },
  { name: "LISTING", table: LISTING, schema: LISTING_SCHEMA },
  { name: "LOCALES", table: LOCALES, schema: LOCALES_TABLE },
  { name: "NEWSLETTER", table: NEWSLETTER, schema: NEWSLETTER_SCHEMA },
  { name: "ORDER_LOOKUP_LIMITS", table: ORDER_LOOKUP_LIMITS, schema: ORDER_LOOKUP_LIMITS_SCHEMA },
  { name: "MULTIBANCO", table: MULTIBANCO, schema: MULTIBANCO_SCHEMA },
  { name: "COD_FEES", table: COD_FEES, schema: COD_FEES_SCHEMA },
  { name: "RATE_LIMITS", table: RATE_LIMITS, schema: RATE_LIMITS_SCHEMA },
  { name: "CACHE_ADMIN_ATTEMPTS", table: CACHE_ADMIN_ATTEMPTS, schema: CACHE_ADMIN_ATTEMPTS_SCHEMA },
  { name: "REVERSE_CHARGE", table: REVERSE_CHARGE, schema: REVERSE_CHARGE_SCHEMA },
  { name: "SHIPPING_BY_CURRENCY", table: SHIPPING_BY_CURRENCY, schema: SHIPPING_BY_CURRENCY_SCHEMA },
  { name: "SHIPPING_BY_COUNTRY", table: SHIPPING_BY_COUNTRY, schema: SHIPPING_BY_COUNTRY_SCHEMA },
  { name: "LOW_STOCK_BOUNDARIES", table: LOW_STOCK_BOUNDARIES, schema: LOW_STOCK_BOUNDARIES_SCHEMA },
  { name: "COUNTRY_SWITCHES", table: COUNTRY_SWITCHES, schema: COUNTRY_SWITCHES_SCHEMA },
  { name: "TIMINGS", table: TIMINGS, schema: TIMINGS_SCHEMA },
  { name: "UI", table: UI, schema: UI_SCHEMA },
  { name: "PORTS", table: PORTS, schema: PORTS_SCHEMA },
  { name: "UNIT_SYMBOLS", table: UNIT_SYMBOLS, schema: UNIT_SYMBOLS_SCHEMA },
  { name: "TECH_DETAIL_UNITS", table: TECH_DETAIL_UNITS, schema: TECH_DETAIL_UNITS_SCHEMA },
  { name: "POSTAL_CODE_PATTERNS", table: POSTAL_CODE_PATTERNS, schema: POSTAL_CODE_PATTERNS_SCHEMA },
  { name: "VAT_NUMBER_FORMATS", table: VAT_NUMBER_FORMATS, schema: VAT_NUMBER_FORMATS_SCHEMA },
  { name: "PHONE_EXAMPLES", table: PHONE_EXAMPLES, schema: PHONE_EXAMPLES_SCHEMA },
  { name: "VAT_RATES", table: VAT_RATES, schema: VAT_RATES_SCHEMA },
  { name: "VAT_CHECK", table: VAT_CHECK, schema: VAT_CHECK_SCHEMA },
  { name: "WIDGETS", table: WIDGETS, schema: WIDGETS_SCHEMA },
];
