/**
 * The anonymous cart at a social sign-in (SPEC §4 "Session": sign-in takes the cart along). A password
 * sign-in asks the platform to merge (commercetools' MergeWithExistingCustomerCart, server/commerce/
 * local/cart-merge.ts); the auth sync only answers a customer id (SPEC §7), so the same rule is applied
 * here through the port's cart updates: without an active cart of their own the anonymous cart becomes
 * the customer's; with one, its lines go in (a line both hold takes the larger quantity) and the
 * anonymous cart is deleted. The caller repairs guarantees and payments after (signedInHeaders).
 */
import type { Cart, CartUpdateAction, Customer } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import { lineCopyAction, sameLine } from "../commerce/line-copy";
import { cartGroupActions } from "../commerce/price-group";

/** The actions that put the anonymous cart's lines into the customer's cart (pure, tested). */
export function mergeActions(own: Cart, anonymous: Cart): CartUpdateAction[] {
  return anonymous.lineItems
    .filter((line) => line.lineItemMode !== "GiftLineItem")
    .flatMap((line): CartUpdateAction[] => {
      const same = own.lineItems.find((l) => sameLine(l, line));
      if (!same) return [lineCopyAction(line)];
      return same.quantity >= line.quantity
        ? []
        : [{ action: "changeLineItemQuantity", lineItemId: same.id, quantity: line.quantity }];
    });
}

/** The cart the customer has after the sign-in, if any. */
export async function takeOverCart(
  commerce: CommercePort,
  customer: Customer,
  anonymous: Cart | null,
  storeKey: string,
): Promise<Cart | undefined> {
  const own = await commerce.activeCart({ customerId: customer.id }, storeKey);
  // Only a cart that is still anonymous and of this store is taken (a customer's cart never).
  const usable = anonymous && !anonymous.customerId && anonymous.store?.key === storeKey ? anonymous : null;
  if (!usable) {
    // The customer's own cart, priced with their group as the platform's sign-in leaves it.
    const regroup = own ? cartGroupActions(own, customer) : [];
    return own && regroup.length ? commerce.updateCart(own.id, own.version, regroup) : (own ?? undefined);
  }
  if (!own) {
    return commerce.updateCart(usable.id, usable.version, [
      { action: "setCustomerId", customerId: customer.id },
      ...(usable.customerEmail ? [] : [{ action: "setCustomerEmail" as const, email: customer.email }]),
      ...cartGroupActions(usable, customer),
    ]);
  }
  const actions = [...cartGroupActions(own, customer), ...mergeActions(own, usable)];
  const merged = actions.length ? await commerce.updateCart(own.id, own.version, actions) : own;
  await commerce.deleteCart(usable.id, usable.version);
  return merged;
}
