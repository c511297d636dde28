import type { CustomerGroupReference } from "@commercetools/platform-sdk";
import { describe, expect, it } from "vitest";
import { priceGroupIdOf, priceGroupOf } from "./price-group";

const group = (key: string, expanded = true): CustomerGroupReference => ({
  typeId: "customer-group",
  id: `group-${key}`,
  ...(expanded ? { obj: { key } as CustomerGroupReference["obj"] } : {}),
});

describe("the one price-group rule (SPEC §3, decision 0065)", () => {
  it("takes the first assigned tier group, before another group and before the single group", () => {
    const customer = {
      customerGroup: group("tier-3"),
      customerGroupAssignments: [{ customerGroup: group("employees") }, { customerGroup: group("tier-1") }],
    };
    expect(priceGroupIdOf(customer)).toBe("group-tier-1");
    expect(priceGroupOf(customer)).toEqual({ typeId: "customer-group", id: "group-tier-1" });
  });

  it("else the first group at all; none without a group or a customer", () => {
    expect(priceGroupIdOf({ customerGroup: group("employees") })).toBe("group-employees");
    expect(priceGroupIdOf({ customerGroup: undefined, customerGroupAssignments: [] })).toBeUndefined();
    expect(priceGroupIdOf(null)).toBeUndefined();
    expect(priceGroupOf(null)).toBeUndefined();
    // An unexpanded reference is still a group (its key unknown, it is no tier group).
    expect(
      priceGroupIdOf({ customerGroupAssignments: [{ customerGroup: group("tier-2", false) }] } as never),
    ).toBe("group-tier-2");
  });
});
