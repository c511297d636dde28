/**
 * The demo platform's discounts: volume discounts per department (SPEC §9), personalised discounts
 * per cohort tier in LT (SPEC §1), discount codes of every value kind (plus an expired and a
 * single-use one), and the sale campaigns as product discounts.
 */
import type { CartDiscount, CartDiscountValue, DiscountCode } from "@commercetools/platform-sdk";
import { COUNTRIES, COUNTRY_CODES, LIMITS } from "../../../../config";
import { fromMajor } from "../money";
import type { LocalProductDiscount } from "../types";
import { rateOf } from "./prices";

const stamp = "2025-01-01T00:00:00.000Z";
const base = (id: string) => ({ id, version: 1, createdAt: stamp, lastModifiedAt: stamp });

/** Group keys of the volume discounts, one per department. */
export const volumeGroup = (departmentKey: string) => `vd-${departmentKey}`;

const discount = (
  key: string,
  value: CartDiscountValue,
  extra: Partial<CartDiscount> & Pick<CartDiscount, "cartPredicate" | "sortOrder">,
): CartDiscount => ({
  ...base(`cd-${key}`),
  key,
  name: { en: key },
  value,
  target: { type: "lineItems", predicate: "1 = 1" },
  stores: [],
  isActive: true,
  requiresDiscountCode: false,
  references: [],
  stackingMode: "Stacking",
  recurringOrderScope: { type: "AnyOrder" } as CartDiscount["recurringOrderScope"],
  ...extra,
});

/** SPEC §9 volume discounts (3 items 5 %, 5 items 10 %, 10 items 15 %): one tier applies at a time. */
export function volumeDiscounts(departmentKeys: string[]): CartDiscount[] {
  return departmentKeys.flatMap((department, d) => {
    const group = volumeGroup(department);
    const count = `lineItemCount(attributes.volumeDiscountGroup = "${group}")`;
    return LIMITS.volumeDiscountTiers.map((tier, t) => {
      const next = LIMITS.volumeDiscountTiers[t + 1];
      return discount(
        `volume-${group}-${tier.minItems}`,
        { type: "relative", permyriad: tier.percent * 100 },
        {
          name: { en: `Volume discount ${tier.percent} %` },
          cartPredicate: `${count} >= ${tier.minItems}${next ? ` and ${count} < ${next.minItems}` : ""}`,
          target: { type: "lineItems", predicate: `attributes.volumeDiscountGroup = "${group}"` },
          sortOrder: `0.6${d}${t}`,
          // SPEC §5: a volume discount and a discount code conflict; the volume discount wins.
          stackingMode: "StopAfterThisDiscount",
          custom: {
            type: { typeId: "type", id: "cart-discount-fields" },
            fields: { volumeDiscountGroup: group, minItems: tier.minItems },
          },
        },
      );
    });
  });
}

/** SPEC §1: personalised discounts by cohort tier, active only in LT. */
export function personalisedDiscounts(): CartDiscount[] {
  return [2, 3, 4, 5].map((percent, i) => {
    const tier = `tier-${i + 1}`;
    return discount(
      `personalized-${tier}`,
      { type: "relative", permyriad: percent * 100 },
      {
        name: { en: `Personal discount ${percent} %`, lt: `Asmeninė nuolaida ${percent} %` },
        cartPredicate: `customer.customerGroup.key = "${tier}"`,
        stores: [{ typeId: "store", key: COUNTRIES.lt.storeKey }],
        sortOrder: `0.5${i}`,
      },
    );
  });
}

/** Discount codes of every value kind, plus an expired and a single-use one, with their cart discounts. */
export function discountCodes(
  brands: readonly string[],
  giftProductId: string,
): { discounts: CartDiscount[]; codes: DiscountCode[] } {
  const eur = (amount: number) =>
    COUNTRY_CODES.map((cc) => COUNTRIES[cc].currencyCode)
      .filter((c, i, all) => all.indexOf(c) === i)
      .map((c) => fromMajor(c, amount * rateOf(c)));
  const codeDiscounts: [string, CartDiscountValue, Partial<CartDiscount>][] = [
    ["WELCOME10", { type: "relative", permyriad: 1000 }, {}],
    [
      "BRAND15",
      { type: "absolute", money: eur(15) },
      { target: { type: "lineItems", predicate: `attributes.brand = "${brands[0]}"` } },
    ],
    [
      "FIXED99",
      { type: "fixed", money: eur(99) },
      { target: { type: "lineItems", predicate: `attributes.brand = "${brands[1]}"` } },
    ],
    ["GIFT", { type: "giftLineItem", product: { typeId: "product", id: giftProductId }, variantId: 1 }, {}],
    ["EXPIRED5", { type: "relative", permyriad: 500 }, {}],
    ["ONCE20", { type: "relative", permyriad: 2000 }, {}],
  ];
  const discounts = codeDiscounts.map(([code, value, extra], i) =>
    discount(`code-${code.toLowerCase()}`, value, {
      name: { en: code },
      cartPredicate: "1 = 1",
      requiresDiscountCode: true,
      sortOrder: `0.3${i}`,
      ...extra,
    }),
  );
  const codes = codeDiscounts.map(
    ([code]): DiscountCode => ({
      ...base(`dc-${code.toLowerCase()}`),
      code,
      name: { en: code },
      cartDiscounts: [{ typeId: "cart-discount", id: `cd-code-${code.toLowerCase()}` }],
      stores: [],
      isActive: true,
      references: [],
      groups: [],
      ...(code === "EXPIRED5" ? { validUntil: "2025-06-30T00:00:00.000Z" } : {}),
      ...(code === "ONCE20" ? { maxApplications: 1 } : {}),
    }),
  );
  return { discounts, codes };
}

/** Sale campaigns as product discounts (they fill price.discounted). */
export function saleDiscounts(): LocalProductDiscount[] {
  return [10, 20, 30].map((percent) => ({
    id: `pd-sale-${percent}`,
    key: `sale-${percent}`,
    name: { en: `Sale ${percent} %` },
    value: { type: "relative", permyriad: percent * 100 },
    predicate: `attributes.saleCampaign = "sale-${percent}"`,
    sortOrder: `0.${percent}`,
    isActive: true,
  }));
}
