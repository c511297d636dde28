/** The schemas of config/validation.ts, applied to its tables in tables.test.ts (decision 0081). */
import { COUNTRY_CODES } from "../countries";
import { FIELD_RULES } from "../validation";
import * as z from "../zod-mini";

export const pattern = z.instanceof(RegExp);

export const POSTAL_CODE_PATTERNS_SCHEMA = z.record(z.enum(COUNTRY_CODES), z.optional(pattern));

export const VAT_NUMBER_FORMATS_SCHEMA = z.object({
  allowed: z.record(z.enum(COUNTRY_CODES), z.enum(["digits", "alphanumeric", "alphanumericSpecial"])),
  prefixOverrides: z.partialRecord(z.enum(COUNTRY_CODES), z.string()),
  truncate: z.partialRecord(z.enum(COUNTRY_CODES), z.number().check(z.int())),
  minLength: z.number().check(z.int()),
  resultCodes: z.object({ valid: z.array(z.number()), couldNotValidate: z.array(z.number()) }),
});

export const PHONE_EXAMPLES_SCHEMA = z.record(
  z.enum(COUNTRY_CODES),
  z.string().check(z.regex(FIELD_RULES.phone)),
);
