import { describe, expect, it } from "vitest";
import { COUNTRIES, type CountryCode, LOCALES } from "../../config";
import { resources } from "../../locales/resources";
import { formatDate, formatHours, formatMoney, formatTechValue, toMoney } from "./format";

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

/** Every string of a language's translation files, by "namespace:key". */
function strings(language: string): [string, string][] {
  const walk = (node: unknown, key: string): [string, string][] =>
    typeof node === "string"
      ? [[key, node]]
      : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => walk(v, key ? `${key}.${k}` : k));
  return Object.entries(resources[language] ?? {}).flatMap(([ns, content]) =>
    walk(content, "").map(([key, text]): [string, string] => [`${ns}:${key}`, text]),
  );
}

describe("money in sentences (issue 15.9: DK 'gebyr 15,00 kr..')", () => {
  // Amounts that end in a period of their own ("15,00 kr." in Danish, "15,00 лв." in Bulgarian).
  const periodic = LOCALES.map((l) => ({
    locale: l.code,
    language: l.language,
    amount: formatMoney(toMoney(15, COUNTRIES[l.country as CountryCode].currencyCode), l.code),
  })).filter((l) => l.amount.endsWith("."));
  // The placeholders the shop fills with formatted money, ending a sentence.
  const MONEY_THEN_PERIOD = /\{\{(?:amount|fee|price|total)\}\}\./;

  it("knows the locales whose amounts end in a period", () => {
    expect(periodic.map((l) => l.locale)).toEqual(expect.arrayContaining(["da-DK", "bg-BG"]));
  });

  it.each(periodic)("$locale: no sentence puts a second period after $amount", ({ language, amount }) => {
    const doubled = strings(language)
      .filter(([, text]) => MONEY_THEN_PERIOD.test(text))
      .map(([key, text]) => `${key}: ${text.replace(/\{\{\w+\}\}/g, amount)}`);
    expect(doubled).toEqual([]);
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

describe("formatTechValue (issue 15.9: 'Gewicht 6.9 kg', 'Garantie 24')", () => {
  it.each([
    [{ values: [6.9], unit: { intl: "kilogram" } }, "de-DE", "6,9 kg"],
    [{ values: [6.9], unit: { intl: "kilogram" } }, "en-GB", "6.9 kg"],
    [{ values: [24], unit: { intl: "month" } }, "de-DE", "24 Monate"],
    [{ values: [24], unit: { intl: "month" } }, "sk-SK", "24 mesiacov"],
    [{ values: [24], unit: { intl: "month" } }, "en-IE", "24 months"],
    [{ values: [30, 20, 25], unit: { intl: "centimeter" } }, "fr-FR", "30 × 20 × 25 cm"],
    [{ values: [1500], unit: { symbol: "W" } }, "de-DE", "1.500 W"],
    [{ values: [12.5], unit: { symbol: "l/min" } }, "pl-PL", "12,5 l/min"],
    [{ values: [4] }, "de-DE", "4"],
    [{ text: "FE-8642" }, "de-DE", "FE-8642"],
  ] as const)("%o in %s → %s", (value, locale, expected) => {
    expect(plain(formatTechValue(value, locale))).toBe(expected);
  });
});

describe("formatHours", () => {
  const hours = { days: { from: 1, to: 5 }, opens: "08:00", closes: "16:00" };
  it.each([
    ["en-IE", "Mon–Fri, 08:00–16:00"],
    ["lt-LT", "pr–pn, 08:00–16:00"],
    ["de-DE", "Mo–Fr, 08:00–16:00 Uhr"],
    ["sl-SI", "pon.–pet., 8:00–16:00"],
  ])("%s → %s", (locale, expected) => {
    expect(plain(formatHours(hours, locale))).toBe(expected);
  });
  it("writes Greek days and times in Greek", () => {
    expect(plain(formatHours(hours, "el-GR"))).toMatch(/^Δευ–Παρ, 8:00 π\.μ\. – 4:00 μ\.μ\.$/);
  });
});
