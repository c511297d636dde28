import { describe, expect, it } from "vitest";
import { addressesNotice } from "./notice";

describe("addressesNotice (issue 19.1)", () => {
  it("names the net outcome first, then a validated ID, else nothing", () => {
    expect(addressesNotice("net", "valid")).toBe("vatNet");
    expect(addressesNotice("failed", "valid")).toBe("vatNetFailed");
    expect(addressesNotice("failed", "unavailable")).toBe("vatNetFailed");
    expect(addressesNotice("gross", "valid")).toBe("vatValidated");
    expect(addressesNotice("gross", "invalid")).toBeNull();
    expect(addressesNotice("gross", undefined)).toBeNull();
  });
});
