/**
 * The addresses step's saved-address choices laid over its schema (decision 0033), imported by the
 * server and by the form-check chunk (app/lib/form-schemas.ts), never by config/index.ts (decision 0081).
 */
import { ADDRESS_ID_MAX, NEW_ADDRESS, type SavedAddressOption } from "./address-choices";
import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

const choiceFields = z.object({
  billingAddressId: z.optional(
    z.string().check(z.trim(), z.maxLength(ADDRESS_ID_MAX, "errors.unknownAddress")),
  ),
  shippingAddressId: z.optional(
    z.string().check(z.trim(), z.maxLength(ADDRESS_ID_MAX, "errors.unknownAddress")),
  ),
  addressCheck: z.optional(
    z.object({
      billing: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxTextLength))),
      shipping: z.optional(z.string().check(z.maxLength(FIELD_RULES.maxTextLength))),
    }),
  ),
});
export type AddressChoiceValue = z.infer<typeof choiceFields>;

type Posted = Record<string, unknown> & {
  billing?: Record<string, unknown>;
  billingAddressId?: unknown;
  shippingAddressId?: unknown;
  shippingType?: unknown;
};

/**
 * The checkout's address schema with the saved choices laid over it: a chosen billing address
 * replaces the typed billing fields (the company stays as typed when the address has none, the VAT
 * ID always), an address with a company name makes the buyer a company (SPEC §4), and "saved"
 * shipping replaces the typed shipping fields. Then the country's rules check the result as if typed.
 * Messages of the two id fields are keys of the `addresses` namespace.
 */
export function withSavedAddresses<S extends z.ZodType>(
  schema: S,
  book: readonly SavedAddressOption[],
): z.ZodType<z.output<S> & AddressChoiceValue, z.input<S> & z.input<typeof choiceFields>> {
  const find = (id: unknown) => (typeof id === "string" ? book.find((entry) => entry.id === id) : undefined);
  return z.pipe(
    z.transform((input: unknown, ctx) => {
      if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
      const posted = { ...(input as Posted) };
      const billingId = posted.billingAddressId;
      if (billingId !== undefined && billingId !== "" && billingId !== NEW_ADDRESS) {
        const chosen = find(billingId);
        if (!chosen) {
          ctx.issues.push({
            code: "custom",
            path: ["billingAddressId"],
            message: "errors.unknownAddress",
            input,
          });
        } else {
          const typed = typeof posted.billing === "object" && posted.billing ? posted.billing : {};
          posted.billing = {
            ...chosen.fields,
            company: chosen.fields.company || typed.company,
            vatId: typed.vatId,
          };
          if (chosen.fields.company) posted.clientType = "company";
        }
      }
      if (posted.shippingType === "saved") {
        const chosen = find(posted.shippingAddressId);
        if (!chosen)
          ctx.issues.push({
            code: "custom",
            path: ["shippingAddressId"],
            message: "errors.unknownAddress",
            input,
          });
        else posted.shipping = { ...chosen.fields };
      }
      return posted;
    }),
    z.intersection(schema, choiceFields),
  ) as unknown as z.ZodType<z.output<S> & AddressChoiceValue, z.input<S> & z.input<typeof choiceFields>>;
}
