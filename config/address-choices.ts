import { FIELD_RULES } from "./validation";
import * as z from "./zod-mini";

/**
 * The addresses step's saved-address choices (SPEC §4 "Addresses", decision 0033): a signed-in
 * customer's billing address by id (or "new": the typed fields), and with the shipping type "saved"
 * the shipping address by id. The server's list of the customer's own addresses is the only source
 * of a chosen address: an id not in it is a field error, never a lookup elsewhere.
 */
export const NEW_ADDRESS = "new";
/** Not in SPEC: the longest address id the form accepts (platform ids are UUIDs, 36 characters). */
export const ADDRESS_ID_MAX = 64;

/** One saved address as the step knows it: its id and its form fields (config/forms.ts addressFields). */
export interface SavedAddressOption {
  id: string;
  fields: Record<string, string>;
}

/**
 * The shopper's decision on an address-validation suggestion (SPEC §5, decision 0034):
 * "take:<fingerprint>" or "keep:<fingerprint>", bound to the address it was shown for.
 */
export const ADDRESS_DECISION = /^(take|keep):([0-9a-f]{16})$/;

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
