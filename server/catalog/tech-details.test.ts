import { describe, expect, it } from "vitest";
import { parseTechValue, quantity } from "./tech-details";

describe("technical values as numbers with their unit (issue 15.9)", () => {
  it.each([
    ["weight", "6.9 kg", { values: [6.9], unit: { intl: "kilogram" } }],
    ["power", "600 W", { values: [600], unit: { symbol: "W" } }],
    ["dimensions", "30 × 20 × 25 cm", { values: [30, 20, 25], unit: { intl: "centimeter" } }],
    ["dimensions", "30x20x25mm", { values: [30, 20, 25], unit: { intl: "millimeter" } }],
    // A bare number takes the detail's own unit: the warranty is in months.
    ["warranty", "24", { values: [24], unit: { intl: "month" } }],
    ["count", "4", { values: [4] }],
    ["flow", "12.5 l/min", { values: [12.5], unit: { symbol: "l/min" } }],
  ] as const)("%s %s", (name, raw, expected) => {
    expect(parseTechValue(name, raw)).toEqual(expected);
  });

  it("keeps what is no number as text", () => {
    expect(parseTechValue("model", "FE-8642")).toEqual({ text: "FE-8642" });
    expect(parseTechValue("voltage", "230 V / 50 Hz")).toEqual({ text: "230 V / 50 Hz" });
    expect(parseTechValue("weight", "6,9 kg")).toEqual({ text: "6,9 kg" });
  });

  it("builds quantities of config units and symbols", () => {
    expect(quantity([6.9], "kilogram")).toEqual({ values: [6.9], unit: { intl: "kilogram" } });
    expect(quantity([600], "W")).toEqual({ values: [600], unit: { symbol: "W" } });
    expect(quantity([3])).toEqual({ values: [3] });
  });
});
