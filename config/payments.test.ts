import { describe, expect, it } from "vitest";
import { CARD_METHODS, COUNTRIES, DIRECT_METHODS, HOSTED_PAGE_METHODS, MULTIBANCO, PAYMENT_KINDS } from ".";

describe("SPEC §1 Multibanco reference payments", () => {
  it("is a payment kind, offered in Portugal in euros, Portugal's own currency", () => {
    expect(PAYMENT_KINDS).toContain("multibanco");
    expect(MULTIBANCO).toEqual({ countries: ["pt"], currency: "EUR" });
    for (const country of MULTIBANCO.countries)
      expect(COUNTRIES[country].currencyCode).toBe(MULTIBANCO.currency);
  });
});

describe("the provider's hosted page", () => {
  it("never lists Multibanco, which is its own payment option (SPEC §1)", () => {
    expect(DIRECT_METHODS).toEqual(["multibanco"]);
    expect(HOSTED_PAGE_METHODS).not.toContain("multibanco");
    expect(HOSTED_PAGE_METHODS).toEqual(CARD_METHODS.filter((m) => m !== "multibanco"));
  });
});
