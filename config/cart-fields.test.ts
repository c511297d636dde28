import { describe, expect, it } from "vitest";
import { CART_FIELDS, validUtmSource } from "./cart-fields";

describe("SPEC §3 cart custom fields", () => {
  it("names the three fields SPEC lists", () => {
    expect([CART_FIELDS.codFee, CART_FIELDS.emailConsent, CART_FIELDS.utmSource]).toEqual([
      "calculatedCodFee",
      "customerAgreedToSendEmail",
      "utmSource",
    ]);
  });

  it("keeps only a valid non-empty utm source (SPEC §2)", () => {
    expect(validUtmSource("newsletter_2026-11")).toBe("newsletter_2026-11");
    expect(validUtmSource("")).toBeUndefined();
    expect(validUtmSource("a".repeat(101))).toBeUndefined();
    expect(validUtmSource("<script>")).toBeUndefined();
    expect(validUtmSource("a b")).toBeUndefined();
    expect(validUtmSource(["x"])).toBeUndefined();
    expect(validUtmSource(42)).toBeUndefined();
    expect(validUtmSource(null)).toBeUndefined();
  });
});
