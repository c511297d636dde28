import { describe, expect, it } from "vitest";
import { evaluate, matches, type PredicateEnv, parsePredicate } from "./predicate";

type Line = { sku: string; quantity: number; attributes: Record<string, unknown> };
const lines: Line[] = [
  {
    sku: "EX10000001",
    quantity: 2,
    attributes: { volumeDiscountGroup: "vd-a", isPackageTypeFreight: false },
  },
  { sku: "EX10000002", quantity: 3, attributes: { volumeDiscountGroup: "vd-a", isPackageTypeFreight: true } },
  { sku: "EX10000003", quantity: 1, attributes: {} },
];

const lineEnv = (line: Line): PredicateEnv => ({
  get: ([head, name]) =>
    head === "attributes" ? line.attributes[name ?? ""] : head === "sku" ? line.sku : undefined,
  call: (name) => {
    throw new Error(`no function ${name} on line items`);
  },
});

const cartEnv: PredicateEnv = {
  get: (path) => ({ "customer.customerGroup.key": "tier-1", country: "DE" })[path.join(".")],
  call: (name, arg) => {
    const hits = lines.filter((line) => evaluate(arg, lineEnv(line)));
    if (name === "lineItemCount") return hits.reduce((sum, l) => sum + l.quantity, 0);
    if (name === "lineItemExists") return hits.length > 0;
    throw new Error(`unknown function ${name}`);
  },
};

describe("predicates", () => {
  it("counts quantities of matching line items for volume thresholds", () => {
    const group = 'lineItemCount(attributes.volumeDiscountGroup = "vd-a")';
    expect(matches(`${group} >= 5`, cartEnv)).toBe(true);
    expect(matches(`${group} >= 5 and ${group} < 10`, cartEnv)).toBe(true);
    expect(matches(`${group} >= 10`, cartEnv)).toBe(false);
  });

  it("handles exists, booleans, in, is defined, not, or and parentheses", () => {
    expect(matches("lineItemExists(attributes.isPackageTypeFreight = true) = true", cartEnv)).toBe(true);
    expect(matches('lineItemExists(sku in ("X", "EX10000003")) = true', cartEnv)).toBe(true);
    expect(matches('customer.customerGroup.key = "tier-1" and country = "DE"', cartEnv)).toBe(true);
    expect(matches('not (country = "DE") or customer.customerGroup.key = "tier-2"', cartEnv)).toBe(false);
    const third = lines[2] as Line;
    expect(matches("attributes.volumeDiscountGroup is defined", lineEnv(third))).toBe(false);
    expect(matches("attributes.volumeDiscountGroup is not defined", lineEnv(third))).toBe(true);
    expect(matches("1 = 1", cartEnv)).toBe(true);
    expect(matches(undefined, cartEnv)).toBe(true);
  });

  it("rejects malformed predicates", () => {
    expect(() => parsePredicate('sku = "a" and')).toThrow();
    expect(() => parsePredicate("sku in (")).toThrow();
    expect(() => parsePredicate("a = 'b'")).toThrow();
  });
});
