/**
 * The anonymous cart at sign-in and sign-up (commercetools' MergeWithExistingCustomerCart): its
 * lines go into the customer's active cart of the same store, or it becomes the customer's cart.
 */
import type { Cart, Customer, LineItem } from "@commercetools/platform-sdk";
import { lineCopyAction, sameLine } from "../line-copy";
import type { SignInOptions } from "../port";
import { priceGroupOf } from "../price-group";
import { addLineItem } from "./cart-actions";
import { type CalcContext, recalculate } from "./cart-calculator";
import { activeCartRow, cartRow, saveCart } from "./carts";
import type { EngineContext } from "./context";
import { withGroups } from "./customer-groups";
import type { Db } from "./db";

/**
 * MergeWithExistingCustomerCart: the anonymous cart's lines go into the customer's active cart of
 * the same store (the anonymous cart becomes Merged; a line both carts hold takes the larger
 * quantity); without one, the anonymous cart becomes the customer's.
 */
export function takeOverCart(
  ctx: EngineContext,
  customer: Customer,
  { anonymousCartId, storeKey }: SignInOptions,
): Cart | undefined {
  const anonymous = anonymousCartId ? cartRow(ctx.db, anonymousCartId) : undefined;
  const usable =
    anonymous &&
    anonymous.cartState === "Active" &&
    (!anonymous.customerId || anonymous.customerId === customer.id)
      ? anonymous
      : undefined;
  const store = usable?.store?.key ?? storeKey;
  const own = store ? activeCartRow(ctx.db, { customerId: customer.id }, store) : undefined;
  const calc = ctx.calc();
  if (usable && own && usable.id !== own.id) {
    const merged = recalculate(
      {
        ...mergeLines(ctx.db, owned(ctx.db, own, customer), usable.lineItems, calc),
        version: own.version + 1,
      },
      calc,
    );
    saveCart(ctx.db, merged);
    saveCart(ctx.db, {
      ...usable,
      cartState: "Merged",
      version: usable.version + 1,
      lastModifiedAt: calc.now.toISOString(),
    });
    return merged;
  }
  const target = usable ?? own;
  if (!target) return undefined;
  const cart = recalculate({ ...owned(ctx.db, target, customer), version: target.version + 1 }, calc);
  saveCart(ctx.db, cart);
  return cart;
}

/**
 * A cart as the customer's: their id, price group (the one rule of ../price-group.ts, read with the
 * groups expanded so a tier group is known by its key) and (unless the cart has one) e-mail.
 */
const owned = (db: Db, cart: Cart, customer: Customer): Cart => ({
  ...cart,
  customerId: customer.id,
  customerEmail: cart.customerEmail ?? customer.email,
  customerGroup: priceGroupOf(withGroups(db, customer)),
  anonymousId: undefined,
});

/** The anonymous cart's lines (not its gifts) merged into the customer's cart. */
function mergeLines(db: Db, target: Cart, lines: LineItem[], calc: CalcContext): Cart {
  let merged = target;
  for (const line of lines.filter((l) => l.lineItemMode !== "GiftLineItem")) {
    // As commercetools merges: a line of the same product variant (and channels) takes the larger
    // of both quantities and keeps its own custom fields; any other line is added as it is.
    const same = merged.lineItems.find((l) => sameLine(l, line));
    merged = same
      ? {
          ...merged,
          lineItems: merged.lineItems.map((l) =>
            l.id === same.id ? { ...l, quantity: Math.max(l.quantity, line.quantity) } : l,
          ),
        }
      : addLineItem(db, merged, lineCopyAction(line), calc);
  }
  return merged;
}
