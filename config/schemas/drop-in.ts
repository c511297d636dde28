/** The schemas of config/drop-in.ts, applied to its tables in tables.test.ts (decision 0081). */
import { LOCALE_CODES } from "../locales";
import * as z from "../zod-mini";

export const DROP_IN_SCHEMA = z.object({
  reuseMinutesLeft: z.number().check(z.int(), z.minimum(1), z.maximum(50)),
  localeAliases: z.partialRecord(z.enum(LOCALE_CODES), z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/))),
});

export const ADYEN_WEB_ORIGINS_SCHEMA = z.record(
  z.enum(["test", "live"]),
  z.object({
    script: z.array(z.string().check(z.regex(/^https:\/\//))),
    connect: z.array(z.string().check(z.regex(/^https:\/\//))),
    img: z.array(z.string().check(z.regex(/^https:\/\//))),
    frame: z.array(z.string().check(z.regex(/^https:/))),
    formAction: z.array(z.string().check(z.regex(/^https:/))),
  }),
);
