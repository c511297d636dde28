import type { CustomerGroupReference } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { cohortTier, customerTier, priceGroupIdOf } from "./tier";

const group = (key: string, expanded = true): CustomerGroupReference => ({
  typeId: "customer-group",
  id: `group-${key}`,
  ...(expanded ? { obj: { key } as CustomerGroupReference["obj"] } : {}),
});
const assigned = (...refs: CustomerGroupReference[]) => ({
  customerGroupAssignments: refs.map((customerGroup) => ({ customerGroup })),
});

describe("SPEC §3 customer tiers", () => {
  it("reads not-logged-in, no-tier, tier-1 … tier-4 and other group keys", () => {
    expect(customerTier(null)).toBe("not-logged-in");
    expect(customerTier(assigned())).toBe("no-tier");
    expect(customerTier(assigned(group("base")))).toBe("no-tier");
    expect(customerTier(assigned(group("tier-4")))).toBe("tier-4");
    expect(customerTier(assigned(group("employees")))).toBe("employees");
    // A tier group wins over another group assigned before it; the single group counts last.
    expect(customerTier(assigned(group("employees"), group("tier-2")))).toBe("tier-2");
    expect(customerTier({ ...assigned(), customerGroup: group("tier-3") })).toBe("tier-3");
    // A group whose key is unknown (not expanded) is no tier: nothing is granted on a guess.
    expect(customerTier(assigned(group("tier-1", false)))).toBe("no-tier");
  });

  it("prices with the tier group and asks personalised discounts only for a cohort", () => {
    expect(priceGroupIdOf(assigned(group("employees"), group("tier-2")))).toBe("group-tier-2");
    expect(priceGroupIdOf(null)).toBeUndefined();
    expect(cohortTier(assigned(group("tier-1")))).toBe("tier-1");
    expect(cohortTier(assigned(group("base")))).toBeUndefined();
    expect(cohortTier(null)).toBeUndefined();
  });
});
