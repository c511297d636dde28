import type { Cart, Customer, CustomerUpdateAction } from "@commercetools/platform-sdk";
import { CUSTOMER_FIELDS } from "../../config/customer-fields";

/** The two actions of the custom-field rule; their shapes are the same on carts and customers. */
export type CustomFieldAction =
  | { action: "setCustomType"; type: { typeId: "type"; key: string }; fields: Record<string, unknown> }
  | { action: "setCustomField"; name: string; value?: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The actions that give a resource (a cart, a customer) these custom field values, only what changes
 * (decisions 0028, 0073). commercetools refuses setCustomField on a resource without a custom type
 * ("Resource has no custom type"): a customer made by the shop's sign-up or in the Merchant Center,
 * or a new cart, has none until its first field. Such a resource gets the type `typeKey` with the
 * values (nothing else to keep); one with a type gets one setCustomField per field whose value
 * differs from the stored one, without a value to remove it (its other fields kept). Values are
 * compared strictly (by their JSON), so a stored value of another type (a sessionVersion "1" kept as
 * a string) is still overwritten. The resource's version goes with these actions: a value skipped as
 * unchanged in a stale copy fails as a concurrent modification, not silently. Pure, so the
 * commercetools adapter and the embedded engine receive the same actions.
 */
export function customFieldActions(
  resource: Pick<Cart | Customer, "custom">,
  typeKey: string,
  values: Record<string, unknown>,
): CustomFieldAction[] {
  const entries = Object.entries(values);
  const fields = resource.custom?.fields;
  if (!fields) {
    const set = entries.filter(([, value]) => value !== undefined);
    if (set.length === 0) return [];
    return [
      { action: "setCustomType", type: { typeId: "type", key: typeKey }, fields: Object.fromEntries(set) },
    ];
  }
  return entries
    .filter(([name, value]) => !same(fields[name], value))
    .map(
      ([name, value]): CustomFieldAction =>
        value === undefined ? { action: "setCustomField", name } : { action: "setCustomField", name, value },
    );
}

/** The custom-field rule for the shop's customer type (decision 0073). */
export function customerFieldActions(
  customer: Pick<Customer, "custom">,
  values: Record<string, unknown>,
): CustomerUpdateAction[] {
  return customFieldActions(customer, CUSTOMER_FIELDS.typeKey, values);
}
