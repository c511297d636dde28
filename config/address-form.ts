import type { Address } from "@commercetools/platform-sdk";

/**
 * The fields of the shop's address forms (config/forms.ts addressFields), in form order, and an
 * address read as those forms' values: one definition for the pages and the checkout's saved choices.
 */
export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "streetName",
  "streetNumber",
  "additionalAddressInfo",
  "postalCode",
  "city",
  "phone",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as an address form's values (only the fields the form has, and only those set). */
export function addressFormValues(address: Address | undefined): Record<string, string> {
  return Object.fromEntries(
    ADDRESS_FIELDS.flatMap((key) => (address?.[key] ? [[key, String(address[key])]] : [])),
  );
}

/** Whether two addresses say the same in every field of the forms (ids and custom fields aside). */
export const sameAddress = (a: Address | undefined, b: Address | undefined) =>
  JSON.stringify(addressFormValues(a)) === JSON.stringify(addressFormValues(b));
