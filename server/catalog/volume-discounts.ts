import type { CartDiscount } from "@commercetools/platform-sdk";
import { CURRENCIES, type CurrencyCode, LIMITS, toMajor, toMinor } from "../../config";
import { roundHalfEven } from "../commerce/money";

/** One row of the product page's volume-discount table. */
export interface VolumeTier {
  minItems: number;
  percent: number;
  /** Gross unit price at this tier, in major units. */
  unitPrice: number;
}

/**
 * The custom fields a volume discount carries (SPEC §3 "Cart discount": volumeDiscountGroup; the
 * threshold as its own number, custom type `cart-discount-fields`), so nobody parses predicates.
 */
export const VOLUME_FIELDS = { group: "volumeDiscountGroup", minItems: "minItems" } as const;

/** SPEC §3: the volume threshold of a discount, from its own field; undefined for any other discount. */
export function volumeThreshold(discount: CartDiscount): number | undefined {
  const value = discount.custom?.fields?.[VOLUME_FIELDS.minItems];
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** SPEC §9 "Permyriad is divided by 100 to give a percent": a relative discount's percent. */
export const percentOf = (discount: CartDiscount | undefined) =>
  discount?.value.type === "relative" ? discount.value.permyriad / LIMITS.permyriadPerPercent : undefined;

/**
 * The one rule for a group's tiers (SPEC §9: 3 items 5 %, 5 items 10 %, 10 items 15 %): its relative
 * volume discounts, lowest threshold first. The product page's table and the cart's "next
 * threshold" both read them here.
 */
export function groupTiers(discounts: readonly CartDiscount[]) {
  return discounts
    .flatMap((discount) => {
      const minItems = volumeThreshold(discount);
      const percent = percentOf(discount);
      return minItems !== undefined && percent !== undefined && discount.value.type === "relative"
        ? [{ minItems, percent, permyriad: discount.value.permyriad }]
        : [];
    })
    .sort((a, b) => a.minItems - b.minItems);
}

/**
 * The product page's table of a group's tiers: each with the gross unit price it gives.
 */
export function volumeTiers(
  discounts: CartDiscount[],
  unitPrice: number,
  currency: CurrencyCode,
): VolumeTier[] {
  const _digits = CURRENCIES[currency].fractionDigits;
  // As the platform computes it: the discount per unit in minor units, rounded half-even.
  const cents = toMinor(unitPrice, currency);
  return groupTiers(discounts).map(({ minItems, percent, permyriad }) => ({
    minItems,
    percent,
    unitPrice: toMajor(cents - roundHalfEven((cents * permyriad) / 10_000), currency),
  }));
}
