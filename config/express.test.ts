import { describe, expect, it } from "vitest";
import { CARD_METHODS, COUNTRY_CODES, GOOGLE_PAY_EXPRESS, googlePayExpressOffered, isSwitchOn } from ".";
import { googlePayExpressForm } from "./express-form";

const paymentData = {
  email: "erika@example.com",
  paymentMethodData: { type: "CARD", tokenizationData: { type: "PAYMENT_GATEWAY", token: "tok" } },
  shippingAddress: { name: "Erika", countryCode: "DE", address1: "Hauptstraße 5" },
};

describe("Google Pay express (SPEC §1, §4, §5)", () => {
  it("is the card provider's googlepay method, offered only where a checkout exists", () => {
    expect(CARD_METHODS).toContain(GOOGLE_PAY_EXPRESS.method);
    expect(GOOGLE_PAY_EXPRESS.method).toBe("googlepay");
    expect(googlePayExpressOffered("de")).toBe(true);
    for (const country of COUNTRY_CODES)
      if (isSwitchOn("checkoutDisabled", country)) expect(googlePayExpressOffered(country)).toBe(false);
  });

  it("reads the sheet's payment data from one JSON field, and the amount the sheet showed", () => {
    const parsed = googlePayExpressForm.safeParse({
      paymentData: JSON.stringify(paymentData),
      amount: "12345",
      currency: "EUR",
    });
    expect(parsed.success && parsed.data).toEqual({ paymentData, amount: 12345, currency: "EUR" });
  });

  it("refuses what is no Google Pay payment data: not JSON, no token, too long, a fraction of a cent", () => {
    const refused = (value: Record<string, unknown>) =>
      googlePayExpressForm.safeParse({ amount: "1", currency: "EUR", ...value }).success;
    expect(refused({ paymentData: "{not json" })).toBe(false);
    expect(refused({ paymentData: JSON.stringify({ email: "a@b.c" }) })).toBe(false);
    expect(refused({ paymentData: "x".repeat(GOOGLE_PAY_EXPRESS.maxPaymentDataLength + 1) })).toBe(false);
    expect(refused({ paymentData: JSON.stringify(paymentData), amount: "1.5" })).toBe(false);
    expect(refused({ paymentData: JSON.stringify(paymentData), currency: "XXX" })).toBe(false);
    expect(refused({ paymentData: JSON.stringify(paymentData) })).toBe(true);
  });
});
