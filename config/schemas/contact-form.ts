/** The schemas of config/contact-form.ts, applied to its tables in tables.test.ts (decision 0081). */
import { CONTACT_REASONS } from "../contact";
import { CONTACT_SHORTCUT_LINKS } from "../contact-form";
import { COUNTRY_CODES } from "../countries";
import * as z from "../zod-mini";
import { throttleLimit } from "./limits";

const subreasonKeys = CONTACT_REASONS.flatMap((r) => r.subreasons.map((s) => s.key));

export const subreasonKey = z
  .string()
  .check(z.refine((key) => subreasonKeys.includes(key), "unknown subreason"));

export const prefill = z.object({
  reason: z.string(),
  subreason: subreasonKey,
  quantity: z.optional(z.number().check(z.int())),
});

export const CONTACT_FORM_SCHEMA = z.object({
  /**
   * SPEC §4 "The sales reason is removed in countries where so configured" (SPEC names none). Our
   * reading: the countries without checkout (SPEC §6, §9), where every purchase is already made with
   * customer care by phone or e-mail; a quote from the sales team would end in an order they cannot
   * place in the shop (decision 0024).
   */
  salesRemovedIn: z.array(z.enum(COUNTRY_CODES)),
  /**
   * SPEC §5 "Webform product number: digits only, truncated to a maximum (not shown), SKU prefix
   * shown"; SPEC §3 "Product numbers: prefix EX, length 10", so at most 8 digits after the prefix.
   */
  productNumber: z.object({
    prefix: z.string().check(z.regex(/^[A-Z]+$/)),
    maxDigits: z.number().check(z.int(), z.positive()),
  }),
  /** Not in SPEC: upper bounds of the free-text fields (the case-management service cuts longer ones). */
  maxLength: z.object({
    contactName: z.number().check(z.int(), z.positive()),
    company: z.number().check(z.int(), z.positive()),
    subject: z.number().check(z.int(), z.positive()),
    description: z.number().check(z.int(), z.positive()),
    reference: z.number().check(z.int(), z.positive()),
  }),
  /** SPEC §4: subreasons whose shortcut panel shows first, and what each panel links to. */
  shortcuts: z.record(subreasonKey, z.array(z.enum(CONTACT_SHORTCUT_LINKS)).check(z.minLength(1))),
  /** SPEC §4 "Prefill modes" from the product page. */
  prefills: z.object({ manual: prefill, quote: prefill, "spare-parts": prefill }),
  /** Not in SPEC: the honeypot's name; a field a person never sees, so only a bot fills it. */
  honeypotField: z.string().check(z.regex(/^[a-z]+$/)),
  /** SPEC §3 hidden "record type" and "organisation": the case-management defaults (env may replace). */
  recordType: z.string().check(z.minLength(1)),
  organisation: z.string().check(z.minLength(1)),
  /** Not in SPEC: how long the case-management service may take before the shopper is told. */
  timeoutSeconds: z.number().check(z.positive()),
  /** Not in SPEC: requests per client address and per e-mail within a window, then a wait (429). */
  throttle: z.object({ perIp: throttleLimit, perEmail: throttleLimit }),
});
