import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, formatNumber, numberFormat } from "./intl";

describe("reused Intl formatters", () => {
  it("gives one formatter per locale and options, and a new one when either differs", () => {
    expect(numberFormat("de-DE", { maximumFractionDigits: 2 })).toBe(
      numberFormat("de-DE", { maximumFractionDigits: 2 }),
    );
    expect(numberFormat("de-DE", { maximumFractionDigits: 1 })).not.toBe(
      numberFormat("de-DE", { maximumFractionDigits: 2 }),
    );
    expect(numberFormat("fr-CH")).not.toBe(numberFormat("de-CH"));
    expect(dateTimeFormat("el-GR", { weekday: "short", timeZone: "UTC" })).toBe(
      dateTimeFormat("el-GR", { weekday: "short", timeZone: "UTC" }),
    );
  });

  it("formats as the constructors and toLocaleString do", () => {
    expect(formatNumber(4.25, "de-DE", 1)).toBe((4.25).toLocaleString("de-DE", { maximumFractionDigits: 1 }));
    expect(formatNumber(4.25, "de-DE", 1)).toBe("4,3");
    expect(formatNumber(12345.5, "hu-HU")).toBe(new Intl.NumberFormat("hu-HU").format(12345.5));
    expect(displayNames("de-DE", { type: "language" }).of("bg")).toBe("Bulgarisch");
    expect(displayNames("sk-SK", { type: "region" }).of("SK")).toBe("Slovensko");
  });
});
