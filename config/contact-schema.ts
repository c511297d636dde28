import { CONTACT_FORM, type ContactExtraField, findContactReason, productNumberDigits } from "./contact-form";
import type { CountryCode } from "./countries";
import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

/**
 * The contact form of SPEC §3 and §5 as a zod schema, built from config for one reason and subreason
 * (the fields a subreason requires are part of its form, the others are not). Messages are keys of
 * the `contact` namespace. Shared by the step-3 action and the browser's validation (conform).
 */
const text = (max: number) =>
  z
    .string({ error: "errors.required" })
    .check(z.trim(), z.minLength(1, "errors.required"), z.maxLength(max, "errors.tooLong"));
const optionalText = (max: number) => z.optional(text(max));

/** SPEC §5 "Select default error: 'This field is not correct.'" for a reason or subreason not offered. */
const choice = (allowed: readonly string[]) =>
  z
    .string({ error: "errors.notCorrect" })
    .check(z.refine((value) => allowed.includes(value), "errors.notCorrect"));

const phone = () =>
  z.string({ error: "errors.required" }).check(z.trim(), z.regex(FIELD_RULES.phone, "errors.phone"));

/** SPEC §5: digits only (the prefix may be typed), cut to the maximum; the prefix is added back. */
const productNumber = () =>
  z.pipe(
    z.string({ error: "errors.required" }).check(z.trim(), z.minLength(1, "errors.required")),
    z.transform((value, ctx) => {
      const digits = productNumberDigits(value);
      if (digits === null) {
        ctx.issues.push({ code: "custom", message: "errors.productNumber", input: value });
        return z.NEVER;
      }
      return digits;
    }),
  );

/** SPEC §5 "The quantity maximum is disabled": a whole number of at least 1, with no upper bound. */
const quantity = () =>
  z
    .pipe(
      z
        .string({ error: "errors.required" })
        .check(z.trim(), z.minLength(1, "errors.required"), z.regex(/^\d+$/, "errors.quantity")),
      z.transform(Number),
    )
    .check(z.refine((n) => Number.isSafeInteger(n) && n >= 1, "errors.quantity"));

const EXTRA_SCHEMAS: Record<ContactExtraField, () => z.ZodType<string | number>> = {
  productNumber,
  invoiceNumber: () => text(CONTACT_FORM.maxLength.reference),
  orderNumber: () => text(CONTACT_FORM.maxLength.reference),
  vatId: () => text(FIELD_RULES.maxVatIdLength),
  quantity,
  phone,
};

/**
 * The form for `reasonKey`/`subreasonKey` in the country: always reason, subreason, contact name,
 * e-mail, subject and description; company and phone optional; the subreason's extras required.
 * An unknown reason or subreason gives a form whose reason/subreason never pass ('not correct').
 */
export function contactRequestForm(country: CountryCode, reasonKey: string, subreasonKey: string) {
  const { maxLength } = CONTACT_FORM;
  const reason = findContactReason(country, reasonKey);
  const subreason = reason?.subreasons.find((s) => s.key === subreasonKey);
  const requires = subreason?.requires ?? [];
  const extras = Object.fromEntries(requires.map((field) => [field, EXTRA_SCHEMAS[field]()]));
  return z.object({
    reason: choice(reason ? [reason.key] : []),
    subreason: choice(subreason ? [subreason.key] : []),
    contactName: text(maxLength.contactName),
    company: optionalText(maxLength.company),
    email: z
      .email({ error: (issue) => (issue.input === undefined ? "errors.required" : "errors.email") })
      .check(z.maxLength(254, "errors.tooLong")),
    phone: z.optional(phone()),
    subject: text(maxLength.subject),
    description: text(maxLength.description),
    ...extras,
  });
}

export type ContactRequestValue = {
  reason: string;
  subreason: string;
  contactName: string;
  company?: string;
  email: string;
  phone?: string;
  subject: string;
  description: string;
  productNumber?: string;
  invoiceNumber?: string;
  orderNumber?: string;
  vatId?: string;
  quantity?: number;
};
