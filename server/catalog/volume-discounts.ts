import type { CartDiscount } from "@commercetools/platform-sdk";
import { CURRENCIES, type CurrencyCode, LIMITS } from "../../config";
import { roundHalfEven } from "../commerce/money";

/** One row of the product page's volume-discount table. */
export interface VolumeTier {
  minItems: number;
  percent: number;
  /** Gross unit price at this tier, in major units. */
  unitPrice: number;
}

/** SPEC §3 "Cart discount": the volume threshold is parsed from the cart predicate ("… >= 5 …"). */
export function volumeThreshold(discount: CartDiscount): number | undefined {
  const match = /lineItemCount\([^)]*\)\s*>=\s*(\d+)/.exec(discount.cartPredicate);
  return match ? Number(match[1]) : undefined;
}

/**
 * The tiers of a product's volume-discount group, lowest threshold first: relative discounts only
 * (SPEC §9: 3 items 5 %, 5 items 10 %, 10 items 15 %), percent = permyriad / 100.
 */
export function volumeTiers(
  discounts: CartDiscount[],
  unitPrice: number,
  currency: CurrencyCode,
): VolumeTier[] {
  const digits = CURRENCIES[currency].fractionDigits;
  return discounts
    .flatMap((discount) => {
      const minItems = volumeThreshold(discount);
      if (minItems === undefined || discount.value.type !== "relative") return [];
      const { permyriad } = discount.value;
      // As the platform computes it: the discount per unit in minor units, rounded half-even.
      const cents = Math.round(unitPrice * 10 ** digits);
      const unit = (cents - roundHalfEven((cents * permyriad) / 10_000)) / 10 ** digits;
      return [{ minItems, percent: permyriad / LIMITS.permyriadPerPercent, unitPrice: unit }];
    })
    .sort((a, b) => a.minItems - b.minItems);
}
