import type { Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import { CUSTOMER_FIELDS } from "../../config/customer-fields";

/**
 * The actions that give a customer these custom field values (decision 0073). commercetools refuses
 * setCustomField on a customer without a custom type ("Resource has no custom type"): a customer
 * made by the shop's sign-up or in the Merchant Center has none until its first field. Such a
 * customer gets the shop's customer type with the values (nothing else to keep); one with a type
 * gets one setCustomField per field, without a value to remove it (its other fields kept). Pure, so
 * the commercetools adapter and the embedded engine receive the same actions.
 */
export function customerFieldActions(
  customer: Pick<Customer, "custom">,
  values: Record<string, unknown>,
): CustomerUpdateAction[] {
  const entries = Object.entries(values);
  if (!customer.custom) {
    const set = entries.filter(([, value]) => value !== undefined);
    if (set.length === 0) return [];
    return [
      {
        action: "setCustomType",
        type: { typeId: "type", key: CUSTOMER_FIELDS.typeKey },
        fields: Object.fromEntries(set),
      },
    ];
  }
  return entries.map(
    ([name, value]): CustomerUpdateAction =>
      value === undefined ? { action: "setCustomField", name } : { action: "setCustomField", name, value },
  );
}
