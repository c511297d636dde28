/**
 * The anonymous cart at sign-in and sign-up (commercetools' MergeWithExistingCustomerCart): its
 * lines go into the customer's active cart of the same store, or it becomes the customer's cart.
 */
import type { Cart, Customer, LineItem } from "@commercetools/platform-sdk";
import type { SignInOptions } from "../port";
import { addLineItem } from "./cart-actions";
import { type CalcContext, recalculate } from "./cart-calculator";
import { activeCartRow, cartRow, saveCart } from "./carts";
import type { EngineContext } from "./context";
import { cartGroupOf } from "./customer-groups";
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
      { ...mergeLines(ctx.db, owned(own, customer), usable.lineItems, calc), version: own.version + 1 },
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
  const cart = recalculate({ ...owned(target, customer), version: target.version + 1 }, calc);
  saveCart(ctx.db, cart);
  return cart;
}

/** A cart as the customer's: their id, group and (unless the cart has one) e-mail. */
const owned = (cart: Cart, customer: Customer): Cart => ({
  ...cart,
  customerId: customer.id,
  customerEmail: cart.customerEmail ?? customer.email,
  customerGroup: cartGroupOf(customer),
  anonymousId: undefined,
});

/** The anonymous cart's lines (not its gifts) merged into the customer's cart. */
function mergeLines(db: Db, target: Cart, lines: LineItem[], calc: CalcContext): Cart {
  let merged = target;
  for (const line of lines.filter((l) => l.lineItemMode !== "GiftLineItem")) {
    // As commercetools merges: a line of the same product variant (and channels) takes the larger
    // of both quantities and keeps its own custom fields; any other line is added as it is.
    const same = merged.lineItems.find(
      (l) =>
        l.lineItemMode !== "GiftLineItem" &&
        l.productId === line.productId &&
        l.variant.id === line.variant.id &&
        l.supplyChannel?.id === line.supplyChannel?.id &&
        l.distributionChannel?.id === line.distributionChannel?.id,
    );
    if (same) {
      merged = {
        ...merged,
        lineItems: merged.lineItems.map((l) =>
          l.id === same.id ? { ...l, quantity: Math.max(l.quantity, line.quantity) } : l,
        ),
      };
      continue;
    }
    merged = addLineItem(
      db,
      merged,
      {
        action: "addLineItem",
        sku: line.variant.sku,
        quantity: line.quantity,
        supplyChannel: line.supplyChannel,
        distributionChannel: line.distributionChannel,
        // A line the shop priced (an extra guarantee) keeps its price: the catalog has none for it.
        externalPrice: line.priceMode === "ExternalPrice" ? line.price.value : undefined,
        custom: line.custom
          ? { type: { typeId: "type", key: line.custom.type.id }, fields: line.custom.fields }
          : undefined,
      },
      calc,
    );
  }
  return merged;
}
