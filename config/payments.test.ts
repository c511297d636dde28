import { describe, expect, it } from "vitest";
import { COUNTRIES, MULTIBANCO, PAYMENT_KINDS } from ".";

describe("SPEC §1 Multibanco reference payments", () => {
  it("is a payment kind, offered in Portugal in euros, Portugal's own currency", () => {
    expect(PAYMENT_KINDS).toContain("multibanco");
    expect(MULTIBANCO).toEqual({ countries: ["pt"], currency: "EUR" });
    for (const country of MULTIBANCO.countries)
      expect(COUNTRIES[country].currencyCode).toBe(MULTIBANCO.currency);
  });
});
