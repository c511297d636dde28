/** The schemas of config/units.ts, applied to its tables in tables.test.ts (decision 0081). */

import { INTL_UNITS } from "../units";
import * as z from "../zod-mini";

export const UNIT_SYMBOLS_SCHEMA = z.record(z.string(), z.enum(INTL_UNITS));

export const TECH_DETAIL_UNITS_SCHEMA = z.record(z.string(), z.enum(INTL_UNITS));
