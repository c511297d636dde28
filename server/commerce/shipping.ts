/**
 * The free-shipping rule, in one place for the platform's calculator and the shop's estimate: a
 * shipping rate is charged while the goods cost less than its `freeAbove` and is free from there on
 * (SPEC §5 "Free shipping", thresholds per currency in SPEC §9). The goods are the line items after
 * cart discounts; fees (custom line items) do not count towards it. Amounts in minor units.
 */
import type { ShippingRate } from "@commercetools/platform-sdk";

/** What the goods still lack to ship free: 0 once they reach the threshold, or when there is none. */
export function missingForFreeShipping(
  freeAbove: { centAmount: number } | undefined,
  goodsCents: number,
): number {
  return freeAbove ? Math.max(0, freeAbove.centAmount - goodsCents) : 0;
}

/** The price of a shipping rate for goods of this value: its own price, or 0 from its threshold on. */
export function shippingPriceCents(
  rate: Pick<ShippingRate, "price" | "freeAbove">,
  goodsCents: number,
): number {
  const free = rate.freeAbove !== undefined && missingForFreeShipping(rate.freeAbove, goodsCents) === 0;
  return free ? 0 : rate.price.centAmount;
}
