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

/** One table with its schema: tsc checks that the table is of the schema's output type (read-only allowed). */
function entry<S extends z.ZodType>(name: string, table: Readonly<z.output<S>>, schema: S): TableEntry {
  return { name, table, schema };
}

export const TABLES: readonly TableEntry[] = [
  entry("ADDRESS_VALIDATION", ADDRESS_VALIDATION, ADDRESS_VALIDATION_SCHEMA),
  entry("CART_FIELDS", CART_FIELDS, CART_FIELDS_SCHEMA),
  entry("CLIENT_STATE_DEFAULTS", CLIENT_STATE_DEFAULTS, CLIENT_STATE_DEFAULTS_SCHEMA),
  entry("CONSENT", CONSENT, CONSENT_SCHEMA),
  entry("CONTACT_REASONS", CONTACT_REASONS, CONTACT_REASONS_SCHEMA),
  entry("CUSTOMER_CARE", CUSTOMER_CARE, CUSTOMER_CARE_SCHEMA),
  entry("CONTACT_FORM", CONTACT_FORM, CONTACT_FORM_SCHEMA),
  entry("COOKIES", COOKIES, COOKIES_SCHEMA),
  entry("COUNTRIES", COUNTRIES, COUNTRIES_TABLE),
  entry("CURRENCIES", CURRENCIES, CURRENCIES_TABLE),
  entry("CUSTOMER_FIELDS", CUSTOMER_FIELDS, CUSTOMER_FIELDS_SCHEMA),
  entry("DROP_IN", DROP_IN, DROP_IN_SCHEMA),
  entry("ADYEN_WEB_ORIGINS", ADYEN_WEB_ORIGINS, ADYEN_WEB_ORIGINS_SCHEMA),
  entry("GOOGLE_PAY_EXPRESS", GOOGLE_PAY_EXPRESS, GOOGLE_PAY_EXPRESS_SCHEMA),
  entry("EXTERNAL_LINKS", EXTERNAL_LINKS, EXTERNAL_LINKS_SCHEMA),
  entry("IMAGE_CHECK", IMAGE_CHECK, IMAGE_CHECK_SCHEMA),
  entry("LIMITS", LIMITS, LIMITS_SCHEMA),
  entry("COD_PRICE_LIMITS", COD_PRICE_LIMITS, COD_PRICE_LIMITS_SCHEMA),
  entry("HTTP_LIMITS", HTTP_LIMITS, HTTP_LIMITS_SCHEMA),
  entry("LISTING", LISTING, LISTING_SCHEMA),
  entry("LOCALES", LOCALES, LOCALES_TABLE),
  entry("NEWSLETTER", NEWSLETTER, NEWSLETTER_SCHEMA),
  entry("ORDER_LOOKUP_LIMITS", ORDER_LOOKUP_LIMITS, ORDER_LOOKUP_LIMITS_SCHEMA),
  entry("MULTIBANCO", MULTIBANCO, MULTIBANCO_SCHEMA),
  entry("COD_FEES", COD_FEES, COD_FEES_SCHEMA),
  entry("RATE_LIMITS", RATE_LIMITS, RATE_LIMITS_SCHEMA),
  entry("CACHE_ADMIN_ATTEMPTS", CACHE_ADMIN_ATTEMPTS, CACHE_ADMIN_ATTEMPTS_SCHEMA),
  entry("REVERSE_CHARGE", REVERSE_CHARGE, REVERSE_CHARGE_SCHEMA),
  entry("SHIPPING_BY_CURRENCY", SHIPPING_BY_CURRENCY, SHIPPING_BY_CURRENCY_SCHEMA),
  entry("SHIPPING_BY_COUNTRY", SHIPPING_BY_COUNTRY, SHIPPING_BY_COUNTRY_SCHEMA),
  entry("LOW_STOCK_BOUNDARIES", LOW_STOCK_BOUNDARIES, LOW_STOCK_BOUNDARIES_SCHEMA),
  entry("COUNTRY_SWITCHES", COUNTRY_SWITCHES, COUNTRY_SWITCHES_SCHEMA),
  entry("TIMINGS", TIMINGS, TIMINGS_SCHEMA),
  entry("UI", UI, UI_SCHEMA),
  entry("PORTS", PORTS, PORTS_SCHEMA),
  entry("UNIT_SYMBOLS", UNIT_SYMBOLS, UNIT_SYMBOLS_SCHEMA),
  entry("TECH_DETAIL_UNITS", TECH_DETAIL_UNITS, TECH_DETAIL_UNITS_SCHEMA),
  entry("POSTAL_CODE_PATTERNS", POSTAL_CODE_PATTERNS, POSTAL_CODE_PATTERNS_SCHEMA),
  entry("VAT_NUMBER_FORMATS", VAT_NUMBER_FORMATS, VAT_NUMBER_FORMATS_SCHEMA),
  entry("PHONE_EXAMPLES", PHONE_EXAMPLES, PHONE_EXAMPLES_SCHEMA),
  entry("VAT_RATES", VAT_RATES, VAT_RATES_SCHEMA),
  entry("VAT_CHECK", VAT_CHECK, VAT_CHECK_SCHEMA),
  entry("WIDGETS", WIDGETS, WIDGETS_SCHEMA),
];
