/**
 * The VAT field check's schema (decision 0030), read by app/routes/api.vat-check.ts on the server only,
 * never by config/index.ts (decision 0081).
 */
import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

/**
 * The field check's post (app/routes/api.vat-check.ts): the VAT ID as typed, trimmed and bounded like
 * the addresses step's own field (config/forms.ts). Messages are keys of the `vat-check` namespace.
 */
export const vatCheckForm = z.object({
  vatId: z
    .string({ error: "errors.required" })
    .check(
      z.trim(),
      z.minLength(1, "errors.required"),
      z.maxLength(FIELD_RULES.maxVatIdLength, "errors.tooLong"),
    ),
});
export type VatCheckValue = z.infer<typeof vatCheckForm>;
