/**
 * The customer group a customer's prices are selected with (SPEC §3 prices per country, currency and
 * customer group; decision 0062, decision 0065). ONE rule for every place that prices for a customer:
 * product and listing pages (server/tiers scopeFor), a new cart (server/cart), the embedded
 * platform's cart merge at sign-in (local/cart-merge.ts) and the social sign-in's cart take-over
 * (server/social/cart.ts). Here, in commerce, because the embedded platform may import nothing else.
 *
 * The rule: the first assigned tier group ("base", "tier-1" … "tier-4"), else the first group at all
 * (assignments in the platform's order, then the single `customerGroup`). A tier group is known by its
 * key, so the groups should arrive expanded (`obj`); an unexpanded reference still counts as a group.
 */
import type { Cart, CartUpdateAction, Customer, CustomerGroupReference } from "@commercetools/platform-sdk";
import { CUSTOMER_TIERS } from "../../config";

/** The groups a customer's tier can come from: the platform's tier groups ("base", "tier-1" … "tier-4"). */
const TIER_GROUP_KEYS: readonly string[] = CUSTOMER_TIERS.filter(
  (t) => t !== "not-logged-in" && t !== "no-tier",
);

export type Grouped = Pick<Customer, "customerGroup"> & Partial<Pick<Customer, "customerGroupAssignments">>;

/** The customer's group references, assignments first (the platform's order), then the single group. */
export function groupsOf(customer: Grouped): CustomerGroupReference[] {
  const assigned = (customer.customerGroupAssignments ?? []).map((a) => a.customerGroup);
  return customer.customerGroup ? [...assigned, customer.customerGroup] : assigned;
}

/**
 * The group that makes the tier and picks the prices: the first assigned tier group, else the first
 * group at all. Undefined for a customer in no group.
 */
export function tierGroupOf(customer: Grouped): CustomerGroupReference | undefined {
  const groups = groupsOf(customer);
  return groups.find((g) => TIER_GROUP_KEYS.includes(g.obj?.key ?? "")) ?? groups[0];
}

/** Whether every group reference of the customer carries its group (`obj`): else the tier is unknown. */
export const groupsExpanded = (customer: Grouped) => groupsOf(customer).every((g) => g.obj !== undefined);

/**
 * The id of the customer group a signed-in customer's prices (and carts) are selected with; none for
 * anonymous visitors and customers in no group.
 */
export const priceGroupIdOf = (customer: Grouped | null | undefined): string | undefined =>
  customer ? tierGroupOf(customer)?.id : undefined;

/** The same group as a cart names it (CartDraft.customerGroup, setCustomerGroup), or undefined. */
export function priceGroupOf(
  customer: Grouped | null | undefined,
): { typeId: "customer-group"; id: string } | undefined {
  const id = priceGroupIdOf(customer);
  return id ? { typeId: "customer-group", id } : undefined;
}

/**
 * The setCustomerGroup action that gives a customer's cart their price group, or none when it has it
 * already. The social take-over (server/social/cart.ts) and the password sign-in over a platform whose
 * merge took another group (server/account/sign-in.ts) use it; without it a tier customer's cart kept
 * public prices and no personalised discount while their product page promised both.
 */
export function cartGroupActions(cart: Pick<Cart, "customerGroup">, customer: Grouped): CartUpdateAction[] {
  const group = priceGroupOf(customer);
  if (cart.customerGroup?.id === group?.id) return [];
  return [{ action: "setCustomerGroup", ...(group ? { customerGroup: group } : {}) }];
}
