import { describe, expect, it } from "vitest";
import { clockFromSetting, systemClock } from "./clock";

describe("the shop's clock (SHOP_CLOCK)", () => {
  it("is the system's without a setting, a fixed instant with one, and refuses what is no instant", () => {
    expect(clockFromSetting(undefined)).toBe(systemClock);
    expect(clockFromSetting(" ")).toBe(systemClock);
    expect(clockFromSetting("2026-11-25T12:00:00Z")().toISOString()).toBe("2026-11-25T12:00:00.000Z");
    expect(() => clockFromSetting("tomorrow")).toThrow(/SHOP_CLOCK/);
    expect(() => clockFromSetting("2026-13-45T00:00:00Z")).toThrow(/SHOP_CLOCK/);
  });
});
