/**
 * The config tables and their schemas, paired for config/schemas/tables.test.ts (decision 0081).
 * Only tests import this module: the tables are plain objects, so no page parses them.
 */
import { CART_FIELDS } from "../cart-fields";
import { CLIENT_STATE_DEFAULTS } from "../client-state";
import { COUNTRIES } from "../countries";
import { CURRENCIES } from "../currencies";
import { CUSTOMER_FIELDS } from "../customer-fields";
import { IMAGE_CHECK } from "../images";
import { LOCALES } from "../locales";
import { CACHE_ADMIN_ATTEMPTS, RATE_LIMITS } from "../rate-limits";
import { REVERSE_CHARGE } from "../reverse-charge";
import { COUNTRY_SWITCHES } from "../switches";
import { TECH_DETAIL_UNITS, UNIT_SYMBOLS } from "../units";
import { VAT_RATES } from "../vat";
import type * as z from "../zod-mini";
import { CART_FIELDS_SCHEMA } from "./cart-fields";
import { CLIENT_STATE_DEFAULTS_SCHEMA } from "./client-state";
import { COUNTRIES_TABLE } from "./countries";
import { CURRENCIES_TABLE } from "./currencies";
import { CUSTOMER_FIELDS_SCHEMA } from "./customer-fields";
import { IMAGE_CHECK_SCHEMA } from "./images";
import { LOCALES_TABLE } from "./locales";
import { CACHE_ADMIN_ATTEMPTS_SCHEMA, RATE_LIMITS_SCHEMA } from "./rate-limits";
import { REVERSE_CHARGE_SCHEMA } from "./reverse-charge";
import { COUNTRY_SWITCHES_SCHEMA } from "./switches";
import { TECH_DETAIL_UNITS_SCHEMA, UNIT_SYMBOLS_SCHEMA } from "./units";
import { VAT_RATES_SCHEMA } from "./vat";

export interface TableEntry {
  name: string;
  table: unknown;
  schema: z.ZodType;
}

export const TABLES: readonly TableEntry[] = [
  { name: "CART_FIELDS", table: CART_FIELDS, schema: CART_FIELDS_SCHEMA },
  { name: "CLIENT_STATE_DEFAULTS", table: CLIENT_STATE_DEFAULTS, schema: CLIENT_STATE_DEFAULTS_SCHEMA },
  { name: "COUNTRIES", table: COUNTRIES, schema: COUNTRIES_TABLE },
  { name: "CURRENCIES", table: CURRENCIES, schema: CURRENCIES_TABLE },
  { name: "CUSTOMER_FIELDS", table: CUSTOMER_FIELDS, schema: CUSTOMER_FIELDS_SCHEMA },
  { name: "IMAGE_CHECK", table: IMAGE_CHECK, schema: IMAGE_CHECK_SCHEMA },
  { name: "LOCALES", table: LOCALES, schema: LOCALES_TABLE },
  { name: "RATE_LIMITS", table: RATE_LIMITS, schema: RATE_LIMITS_SCHEMA },
  { name: "CACHE_ADMIN_ATTEMPTS", table: CACHE_ADMIN_ATTEMPTS, schema: CACHE_ADMIN_ATTEMPTS_SCHEMA },
  { name: "REVERSE_CHARGE", table: REVERSE_CHARGE, schema: REVERSE_CHARGE_SCHEMA },
  { name: "COUNTRY_SWITCHES", table: COUNTRY_SWITCHES, schema: COUNTRY_SWITCHES_SCHEMA },
  { name: "UNIT_SYMBOLS", table: UNIT_SYMBOLS, schema: UNIT_SYMBOLS_SCHEMA },
  { name: "TECH_DETAIL_UNITS", table: TECH_DETAIL_UNITS, schema: TECH_DETAIL_UNITS_SCHEMA },
  { name: "VAT_RATES", table: VAT_RATES, schema: VAT_RATES_SCHEMA },
];
