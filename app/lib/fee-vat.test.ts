import { describe, expect, it } from "vitest";
import { feeVatShare, withFeeVat } from "./fee-vat";

describe("the cash-on-delivery fee's VAT on the payment step (SPEC §3 calculatedCodFee, FACTS VAT)", () => {
  it("is the VAT the fee's gross amount includes at the country's rate", () => {
    // Germany 19 %: 2.00 € = 1.68 net + 0.32 VAT.
    expect(feeVatShare(2, 19, "EUR")).toBe(0.32);
    // Slovakia 23 %: 2.00 € = 1.63 net + 0.37 VAT.
    expect(feeVatShare(2, 23, "EUR")).toBe(0.37);
    // Finland 25.5 %: 2.00 € = 1.59 net + 0.41 VAT.
    expect(feeVatShare(2, 25.5, "EUR")).toBe(0.41);
    // Hungary 27 %, no minor units: 800 Ft = 630 net + 170 VAT.
    expect(feeVatShare(800, 27, "HUF")).toBe(170);
    // Czechia 21 %: 50 Kč = 41.32 net + 8.68 VAT.
    expect(feeVatShare(50, 21, "CZK")).toBe(8.68);
  });

  it("rounds a net half cent to even, as the platform does", () => {
    // 2.05 at 2.5 %: net 200 cents exactly, VAT 0.05.
    expect(feeVatShare(2.05, 2.5, "EUR")).toBe(0.05);
    // 0.03 at 20 %: net 2.5 cents → 2 (even; half up would give 3), VAT 0.01.
    expect(feeVatShare(0.03, 20, "EUR")).toBe(0.01);
    // 0.09 at 20 %: net 7.5 cents → 8 (even), VAT 0.01.
    expect(feeVatShare(0.09, 20, "EUR")).toBe(0.01);
  });

  it("adds the fee to the total and its VAT to the VAT line, so total = net + VAT to the cent", () => {
    const summary = { total: 61.89, vat: { rate: 19, amount: 9.88 } };
    const shown = withFeeVat(summary, { amount: 2 }, "EUR");
    expect(shown).toEqual({ total: 63.89, vat: 10.2, net: 53.69 });
    expect(shown && Math.round((shown.net + shown.vat) * 100)).toBe(6389);
  });

  it("leaves the summary as it is without a fee, and has no VAT line without the platform's taxes", () => {
    expect(withFeeVat({ total: 10, vat: { rate: 23, amount: 1.87 } }, undefined, "EUR")).toEqual({
      total: 10,
      vat: 1.87,
      net: 8.13,
    });
    expect(withFeeVat({ total: 10 }, { amount: 2 }, "EUR")).toBeUndefined();
  });
});
