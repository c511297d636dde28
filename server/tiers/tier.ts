/**
 * SPEC §3 "Customer": the customer's tier from their customer-group assignment. Pure: the groups
 * arrive expanded (the commerce adapters read customers with `expand=customerGroupAssignments[*]
 * .customerGroup`), so the group's key is at hand.
 *
 * Reading (decision 0062): the tier is "not-logged-in" without a customer, "no-tier" for a customer
 * without a group or in the base tier group ("base tier group counts as none"), "tier-1" to "tier-4"
 * for those groups, and any other group's key as it is ("or the group key"). The group it comes from
 * is the price group too: one rule for pages and carts, in server/commerce/price-group.ts (0065).
 */
import { type Grouped, tierGroupOf } from "../commerce/price-group";

export { groupsExpanded, priceGroupIdOf, tierGroupOf } from "../commerce/price-group";

export type Tier = string;

const BASE_GROUP_KEY = "base";

/** SPEC §3 tiers: not-logged-in, no-tier (the base group counts as none), tier-1 … tier-4, or the key. */
export function customerTier(customer: Grouped | null): Tier {
  if (!customer) return "not-logged-in";
  const key = tierGroupOf(customer)?.obj?.key;
  if (!key || key === BASE_GROUP_KEY) return "no-tier";
  return key;
}

/** The cohort tier of SPEC §7 getPersonalizedDiscounts: a tier of a group only ("tier-1" …, a key). */
export function cohortTier(customer: Grouped | null): Tier | undefined {
  const tier = customerTier(customer);
  return tier === "not-logged-in" || tier === "no-tier" ? undefined : tier;
}
