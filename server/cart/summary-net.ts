/**
 * The net side of a money summary, for company buyers (SPEC §4, §6: they see net prices first, so
 * the cart, the payment step and the thank-you page show net amounts too, labelled "excl. VAT").
 *
 * Every net amount is the net part the platform taxed: a line's net after cart discounts is its
 * `taxedPrice.totalNet`, fees and shipping theirs; a line's net before cart discounts is its gross
 * amount without VAT at the line's rate, rounded as the platform rounds (half even), and what a
 * discount took off is the difference, shared among the line's discounts by their gross amounts. So
 *
 *   net subtotal − net discounts + net fees + net shipping = net total = Σ the platform's item nets,
 *
 * to the cent, the same identity the gross summary keeps (decision 0017). Pure.
 */
import type { LineItem } from "@commercetools/platform-sdk";
import { roundHalfEven } from "../commerce/money";

/** The net part of a gross amount in minor units at a rate (0.19), rounded as the platform rounds. */
export const netCents = (gross: number, rate: number) => roundHalfEven(gross / (1 + rate));

/** A line's net amounts before cart discounts, in minor units. */
export interface NetLine {
  unit: number;
  regularUnit?: number;
  total: number;
}

/**
 * The lines' nets before cart discounts, and the net each cart discount (by id; "" for what no
 * discount names) took off, in minor units; undefined while a line has no tax from the platform.
 */
export function netOfLines(
  lines: readonly LineItem[],
  grossSaved: (line: LineItem) => Map<string, number>,
  grossBefore: (line: LineItem) => number,
): { lines: Map<string, NetLine>; saved: Map<string, number> } | undefined {
  const out = new Map<string, NetLine>();
  const saved = new Map<string, number>();
  for (const line of lines) {
    const rate = line.taxRate?.amount;
    const netAfter = line.taxedPrice?.totalNet.centAmount;
    if (rate === undefined || netAfter === undefined) return undefined;
    const before = grossBefore(line);
    // Without a cart discount the platform's own net is the line's net.
    const total = before === line.totalPrice.centAmount ? netAfter : netCents(before, rate);
    const unit = (line.price.discounted?.value ?? line.price.value).centAmount;
    out.set(line.id, {
      unit: netCents(unit, rate),
      ...(line.price.discounted ? { regularUnit: netCents(line.price.value.centAmount, rate) } : {}),
      total,
    });
    share(total - netAfter, grossSaved(line), saved);
  }
  return { lines: out, saved };
}

/** Shares a line's net deduction among its discounts in proportion to their gross deductions. */
function share(net: number, gross: Map<string, number>, into: Map<string, number>) {
  if (net === 0) return;
  const entries = [...gross].filter(([, cents]) => cents !== 0);
  const grossTotal = entries.reduce((sum, [, cents]) => sum + cents, 0);
  if (entries.length === 0 || grossTotal === 0) {
    into.set("", (into.get("") ?? 0) + net);
    return;
  }
  let left = net;
  entries.forEach(([id, cents], index) => {
    // The last discount takes what rounding left, so the shares add up to the line's deduction.
    const part = index === entries.length - 1 ? left : Math.round((net * cents) / grossTotal);
    left -= part;
    into.set(id, (into.get(id) ?? 0) + part);
  });
}
