/**
 * Cart discounts and discount codes: the volume discounts of a group and the personalised discount
 * of a cohort tier (SPEC §1, §5), the discount-code lookups of the cart calculator, and the
 * application counts an order adds to the codes it used.
 */
import type { Cart, CartDiscount, DiscountCode } from "@commercetools/platform-sdk";
import { CommerceError } from "../errors";
import type { CalcContext } from "./cart-calculator";
import type { EngineContext } from "./context";
import { type Db, doc } from "./db";
import type { Reference } from "./reference-data";

const inStore = (discount: CartDiscount, storeKey: string) =>
  discount.stores.length === 0 || discount.stores.some((s) => s.key === storeKey);

export function volumeDiscounts(ctx: EngineContext, group: string, storeKey: string): CartDiscount[] {
  const now = ctx.now();
  return ctx.ref.cartDiscounts
    .filter((d) => d.isActive && d.custom?.fields.volumeDiscountGroup === group)
    .filter((d) => inStore(d, storeKey))
    .filter(
      (d) =>
        (!d.validFrom || new Date(d.validFrom) <= now) && (!d.validUntil || now < new Date(d.validUntil)),
    )
    .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder));
}

export function personalizedDiscount(
  ref: Reference,
  cohortTier: string,
  storeKey: string,
): CartDiscount | null {
  return (
    ref.cartDiscounts.find(
      (d) => d.isActive && d.key === `personalized-${cohortTier}` && inStore(d, storeKey),
    ) ?? null
  );
}

/** The calculator's look-up of a discount code by id, with how often orders have applied it. */
export function discountCodeLookup(db: Db): CalcContext["discountCode"] {
  const statement = db.prepare("SELECT data, applications FROM discount_codes WHERE id = ?");
  return (id) => {
    const row = statement.get(id) as { data: string; applications: number } | undefined;
    return row ? { code: doc<DiscountCode>(row), applications: row.applications } : undefined;
  };
}

/** The id of the discount code a shopper typed, if it exists. */
export function discountCodeIdOf(db: Db, code: string): string | undefined {
  const row = db.prepare("SELECT id FROM discount_codes WHERE code = ?").get(code) as
    | { id: string }
    | undefined;
  return row?.id;
}

/** An order counts one application of each code that matched its cart (maxApplications, SPEC §4). */
export function countApplications(db: Db, cart: Cart) {
  for (const info of cart.discountCodes) {
    if (info.state === "MatchesCart")
      db.prepare("UPDATE discount_codes SET applications = applications + 1 WHERE id = ?").run(
        info.discountCode.id,
      );
  }
}

/** The platform's answer to a code that cannot apply (DiscountCodeNonApplicable with its reason). */
export function nonApplicable(code: string, reason: string) {
  return new CommerceError(400, [
    {
      code: "DiscountCodeNonApplicable",
      message: `The discount code '${code}' cannot be applied: ${reason}.`,
      discountCode: code,
      reason,
    },
  ]);
}
