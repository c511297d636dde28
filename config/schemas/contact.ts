/** The schemas of config/contact.ts, applied to its tables in tables.test.ts (decision 0081). */

import { CONTACT_EXTRA_FIELDS } from "../contact";
import { COUNTRY_CODES } from "../countries";
import * as z from "../zod-mini";

export const subreason = z.object({ key: z.string(), requires: z.array(z.enum(CONTACT_EXTRA_FIELDS)) });

export const reason = z.object({ key: z.string(), subreasons: z.array(subreason).check(z.minLength(1)) });

export const CONTACT_REASONS_SCHEMA = z.array(reason).check(z.length(11));

export const CUSTOMER_CARE_SCHEMA = z.object({
  phones: z.record(z.enum(COUNTRY_CODES), z.string().check(z.regex(/^\+\d{2,3}(?: \d{1,4}){2,5}$/))),
  mailbox: z.string().check(z.regex(/^[a-z]+$/)),
  hours: z.object({
    days: z.object({
      from: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
      to: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
    }),
    opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  }),
});
