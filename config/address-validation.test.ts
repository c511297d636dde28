import { describe, expect, it } from "vitest";
import { ADDRESS_VALIDATION, addressValidationCountries } from "./address-validation";

describe("address validation switches (SPEC §5 Google address validation)", () => {
  it("is off in every country unless the operator lists some", () => {
    expect(ADDRESS_VALIDATION.countries).toEqual([]);
    expect(addressValidationCountries(undefined)).toEqual([]);
    expect(addressValidationCountries("  ")).toEqual([]);
  });

  it("reads a comma-separated list of shop countries and refuses any other name", () => {
    expect(addressValidationCountries("at, DE ,sk")).toEqual(["at", "de", "sk"]);
    expect(() => addressValidationCountries("at,us")).toThrow(/unknown country "us"/);
    expect(() => addressValidationCountries("at,")).toThrow(/unknown country/);
  });

  it("bounds the wait for the service and the memo", () => {
    expect(ADDRESS_VALIDATION.timeoutSeconds).toBeGreaterThan(0);
    expect(ADDRESS_VALIDATION.timeoutSeconds).toBeLessThanOrEqual(10);
    expect(ADDRESS_VALIDATION.memoSize).toBeGreaterThanOrEqual(2);
  });
});
