/**
 * SPEC §3 "Customer": the customer's tier from their customer-group assignment. Pure: the groups
 * arrive expanded (the commerce adapters read customers with `expand=customerGroupAssignments[*]
 * .customerGroup`), so the group's key is at hand.
 *
 * Reading (decision 0062): the tier is "not-logged-in" without a customer, "no-tier" for a customer
 * without a group or in the base tier group ("base tier group counts as none"), "tier-1" to "tier-4"
 * for those groups, and any other group's key as it is ("or the group key").
 */
import type { Customer, CustomerGroupReference } from "@commercetools/platform-sdk";
import { CUSTOMER_TIERS } from "../../config";

export type Tier = string;

/** The groups a customer's tier can come from: the platform's tier groups ("base", "tier-1" … "tier-4"). */
const TIER_GROUP_KEYS: readonly string[] = CUSTOMER_TIERS.filter(
  (t) => t !== "not-logged-in" && t !== "no-tier",
);
const BASE_GROUP_KEY = "base";

type Grouped = Pick<Customer, "customerGroup"> & Partial<Pick<Customer, "customerGroupAssignments">>;

/** The customer's group references, assignments first (the platform's order), then the single group. */
function groupsOf(customer: Grouped): CustomerGroupReference[] {
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

/** SPEC §3 tiers: not-logged-in, no-tier (the base group counts as none), tier-1 … tier-4, or the key. */
export function customerTier(customer: Grouped | null): Tier {
  if (!customer) return "not-logged-in";
  const key = tierGroupOf(customer)?.obj?.key;
  if (!key || key === BASE_GROUP_KEY) return "no-tier";
  return key;
}

/**
 * The customer group a signed-in customer's prices are selected with (SPEC §3 prices per country,
 * currency and customer group); none for anonymous visitors and customers in no group.
 */
export const priceGroupIdOf = (customer: Grouped | null): string | undefined =>
  customer ? tierGroupOf(customer)?.id : undefined;

/** The cohort tier of SPEC §7 getPersonalizedDiscounts: a tier of a group only ("tier-1" …, a key). */
export function cohortTier(customer: Grouped | null): Tier | undefined {
  const tier = customerTier(customer);
  return tier === "not-logged-in" || tier === "no-tier" ? undefined : tier;
}
