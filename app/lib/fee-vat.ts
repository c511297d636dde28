import { toMajor, toMinor } from "../../config";

/**
 * The VAT a fee's gross amount includes at a rate in percent, in major units, rounded as the
 * platform taxes the fee line (net = gross / (1 + rate), half to even, in minor units; the VAT is the
 * rest). The payment step adds it to the summary's VAT line while cash on delivery is chosen and the
 * cart's own fee line is not there yet (SPEC §3 calculatedCodFee, decision 0028), so the previewed
 * VAT is the cent the order will show.
 */
export function feeVatShare(gross: number, ratePercent: number, currency: string): number {
  const grossCents = toMinor(gross, currency);
  const exact = grossCents / (1 + ratePercent / 100);
  const floor = Math.floor(exact);
  const half = Math.abs(exact - floor - 0.5) < 1e-9;
  const netCents = half ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(exact);
  return toMajor(grossCents - netCents, currency);
}

/** The VAT line and the net total of a gross summary with a previewed fee (in major units). */
export function withFeeVat(
  summary: { total: number; vat?: { rate: number; amount: number } },
  fee: { amount: number } | undefined,
  currency: string,
): { total: number; vat: number; net: number } | undefined {
  if (!summary.vat) return undefined;
  const feeCents = fee ? toMinor(fee.amount, currency) : 0;
  const feeVat = fee ? toMinor(feeVatShare(fee.amount, summary.vat.rate, currency), currency) : 0;
  const total = toMinor(summary.total, currency) + feeCents;
  const vat = toMinor(summary.vat.amount, currency) + feeVat;
  return {
    total: toMajor(total, currency),
    vat: toMajor(vat, currency),
    net: toMajor(total - vat, currency),
  };
}
