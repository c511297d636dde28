import { describe, expect, it } from "vitest";
import { readOptions } from "./options";
import { percentile } from "./stats";

describe("the load run's settings and figures", () => {
  it("defaults to 50 shoppers for 5 minutes; flags win over LOAD_* variables", () => {
    expect(readOptions([], {})).toEqual({ shoppers: 50, seconds: 300, coupon: "WELCOME10" });
    expect(
      readOptions(["--shoppers", "5", "--seconds=15"], { LOAD_SHOPPERS: "9", LOAD_COUPON: "X" }),
    ).toEqual({
      shoppers: 5,
      seconds: 15,
      coupon: "X",
    });
  });

  it("refuses unknown flags and values out of range with a message", () => {
    expect(() => readOptions(["--shopers", "5"], {})).toThrow(/Unknown option --shopers/);
    expect(() => readOptions(["--seconds"], {})).toThrow(/needs a value/);
    expect(() => readOptions([], { LOAD_SHOPPERS: "0" })).toThrow(/shoppers/);
    expect(() => readOptions([], { LOAD_SECONDS: "five" })).toThrow(/seconds/);
  });

  it("takes nearest-rank percentiles", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]).toEqual([50, 95, 99]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});
