import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, toMoney } from "./format";

// Intl separates with narrow/no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it.each([
    [{ centAmount: 5900, currencyCode: "EUR" }, "sk-SK", "59,00 €"],
    [{ centAmount: 123456, currencyCode: "EUR" }, "de-DE", "1.234,56 €"],
    [{ centAmount: 5900, currencyCode: "EUR" }, "nl-BE", "€ 59,00"],
    [{ centAmount: 5200, currencyCode: "GBP" }, "en-GB", "£52.00"],
    [{ centAmount: 5900, currencyCode: "CHF" }, "de-CH", "CHF 59.00"],
    [{ centAmount: 22099, currencyCode: "HUF" }, "hu-HU", "22 099 Ft"],
    [{ centAmount: 139900, currencyCode: "CZK" }, "cs-CZ", "1 399,00 Kč"],
    [{ centAmount: 43900, currencyCode: "DKK" }, "da-DK", "439,00 kr."],
    [{ centAmount: 65900, currencyCode: "SEK" }, "sv-SE", "659,00 kr"],
    [{ centAmount: 26900, currencyCode: "PLN" }, "pl-PL", "269,00 zł"],
  ] as const)("%o in %s → %s", (money, locale, expected) => {
    expect(plain(formatMoney(money, locale))).toBe(expected);
  });

  it("honours the money's own fraction digits", () => {
    expect(plain(formatMoney({ centAmount: 2209900, currencyCode: "HUF", fractionDigits: 2 }, "hu-HU"))).toBe(
      "22 099 Ft",
    );
  });

  it("converts major units to money in minor units", () => {
    expect(toMoney(1.95, "EUR")).toEqual({ centAmount: 195, currencyCode: "EUR", fractionDigits: 2 });
    expect(toMoney(22099, "HUF")).toEqual({ centAmount: 22099, currencyCode: "HUF", fractionDigits: 0 });
  });
});

describe("formatDate", () => {
  it("writes dd.mm.yyyy and nothing for an invalid date", () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe("05.01.2026");
    expect(formatDate("2026-11-22T10:00:00")).toBe("22.11.2026");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2026-11-26")).toBe("26.11.2026");
    expect(formatDate(undefined)).toBe("");
  });
});
