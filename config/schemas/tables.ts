/**
 * The config tables and their schemas, paired for config/schemas/tables.test.ts (decision 0081).
 * Only tests import this module: the tables are plain objects, so no page parses them.
 */
import { COUNTRIES } from "../countries";
import { CURRENCIES } from "../currencies";
import { LOCALES } from "../locales";
import type * as z from "../zod-mini";
import { COUNTRIES_TABLE } from "./countries";
import { CURRENCIES_TABLE } from "./currencies";
import { LOCALES_TABLE } from "./locales";

export interface TableEntry {
  name: string;
  table: unknown;
  schema: z.ZodType;
}

export const TABLES: readonly TableEntry[] = [
  { name: "COUNTRIES", table: COUNTRIES, schema: COUNTRIES_TABLE },
  { name: "CURRENCIES", table: CURRENCIES, schema: CURRENCIES_TABLE },
  { name: "LOCALES", table: LOCALES, schema: LOCALES_TABLE },
];
