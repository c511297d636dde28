import { describe, expect, it } from "vitest";
import { cartFieldActions, codFeeValue } from "./cart-fields";

const typed = (fields: Record<string, unknown>) => ({
  custom: { type: { typeId: "type" as const, id: "t" }, fields },
});

describe("SPEC §3 cart custom fields as platform update actions", () => {
  it("gives a cart without custom fields the shop's cart type with the values set (commercetools needs the type first)", () => {
    expect(cartFieldActions({}, { emailConsent: false, utmSource: "news", codFee: undefined })).toEqual([
      {
        action: "setCustomType",
        type: { typeId: "type", key: "cart-fields" },
        fields: { customerAgreedToSendEmail: false, utmSource: "news" },
      },
    ]);
    expect(cartFieldActions({}, { codFee: undefined })).toEqual([]);
  });

  it("sets only what changes, and removes a field with a value-less setCustomField", () => {
    const cart = typed({ customerAgreedToSendEmail: true, calculatedCodFee: codFeeValue("EUR", 200) });
    expect(cartFieldActions(cart, { emailConsent: true, codFee: codFeeValue("EUR", 200) })).toEqual([]);
    expect(cartFieldActions(cart, { emailConsent: false, codFee: undefined, utmSource: "x" })).toEqual([
      { action: "setCustomField", name: "customerAgreedToSendEmail", value: false },
      { action: "setCustomField", name: "calculatedCodFee" },
      { action: "setCustomField", name: "utmSource", value: "x" },
    ]);
  });

  it("writes calculatedCodFee with centAmount and fractionDigits of the currency", () => {
    expect(codFeeValue("EUR", 200)).toEqual({
      type: "centPrecision",
      currencyCode: "EUR",
      centAmount: 200,
      fractionDigits: 2,
    });
    expect(codFeeValue("HUF", 800).fractionDigits).toBe(0);
  });
});
