/** The Multibanco voucher mapping (SPEC §1, §3): Adyen's voucher action read once for both adapters. */
import { describe, expect, it } from "vitest";
import { voucherAction, voucherOf, voucherOfJson } from "./multibanco";

// Adyen's documented Multibanco answer: reference in groups of three, expiry without offset.
const action = {
  type: "voucher",
  paymentMethodType: "multibanco",
  entity: "11249",
  reference: "501 422 944",
  expiresAt: "2026-11-28T16:23:00",
  merchantReference: "payment-1",
  initialAmount: { currency: "EUR", value: 12345 },
  totalAmount: { currency: "EUR", value: 12345 },
  paymentData: "Ab02b4c0!BQABAgA",
};

describe("Multibanco voucher mapping", () => {
  it("reads entity, the reference without spaces, expiry, merchant reference and the total", () => {
    expect(voucherOf(action)).toEqual({
      entity: "11249",
      reference: "501422944",
      expiresAt: "2026-11-28T16:23:00",
      merchantReference: "payment-1",
      amount: { currency: "EUR", value: 12345 },
    });
  });

  it("keeps the raw action whole, fields it does not read included", () => {
    expect(voucherAction(action)).toEqual(action);
  });

  it("takes the initial amount when no total is given, and scales it as the adapter says", () => {
    const { totalAmount: _, ...withoutTotal } = action;
    expect(voucherOf(withoutTotal, (a) => ({ ...a, value: a.value / 100 }))?.amount).toEqual({
      currency: "EUR",
      value: 123.45,
    });
  });

  it.each([
    ["another action", { ...action, type: "redirect" }],
    ["another method's voucher", { ...action, paymentMethodType: "boletobancario" }],
    ["no entity", { ...action, entity: undefined }],
    ["a reference that is not nine digits", { ...action, reference: "50142294" }],
    ["markup in the reference", { ...action, reference: "<b>501</b>" }],
    ["an expiry that is no date", { ...action, expiresAt: "soon" }],
    ["no amount", { ...action, totalAmount: undefined, initialAmount: undefined }],
    ["a negative amount", { ...action, totalAmount: { currency: "EUR", value: -1 } }],
    ["no object", "voucher"],
    ["nothing", null],
  ])("refuses %s", (_, value) => {
    expect(voucherOf(value)).toBeNull();
  });

  it("reads the raw JSON kept on a payment, and nothing from garbage", () => {
    expect(voucherOfJson(JSON.stringify(action))?.reference).toBe("501422944");
    expect(voucherOfJson("{not json")).toBeNull();
    expect(voucherOfJson(42)).toBeNull();
  });
});
