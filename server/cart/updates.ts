/**
 * Changes of a cart besides the shopper's own (changes.ts): the checkout's (addresses, shipping
 * method, fees, payments) and the repair after a sign-in merged carts. Both run in the cart's queue,
 * run the change steps and publish the result to the cart's room.
 */
import type { Cart, CartUpdateAction } from "@commercetools/platform-sdk";
import type { GuaranteeOffer } from "../catalog/guarantee";
import type { CommercePort } from "../commerce";
import { withVersionRetry } from "../commerce/retry";
import type { Market } from "../market";
import type { Rooms } from "../rooms";
import { planGuaranteeRepair } from "./guarantees";
import type { createKeyedQueue } from "./queue";
import type { LoadCart } from "./request";

export function createCartUpdates(deps: {
  commerce: CommercePort;
  rooms: Rooms;
  queue: ReturnType<typeof createKeyedQueue>;
  load: LoadCart;
  afterChange: (cart: Cart) => Promise<Cart>;
  offersByParent: (market: Market, cart: Cart) => Promise<Map<string, GuaranteeOffer[]>>;
}) {
  const { commerce, rooms, queue, load, afterChange, offersByParent } = deps;
  return {
    /**
     * Checkout changes (addresses, shipping method, fees, payments): the actions are planned from the
     * cart as it is when the change runs (after any other change of the cart), sent with its version,
     * planned and sent once more on a concurrent modification, and published to the cart's room.
     */
    update: (
      market: Market,
      cart: Cart,
      planActions: (current: Cart) => CartUpdateAction[] | Promise<CartUpdateAction[]>,
    ) =>
      queue.run(cart.id, async () => {
        const reread = () => load(market, cart.id, cart.customerId);
        let updated = await withVersionRetry((await reread()) ?? cart, reread, async (current) => {
          const actions = await planActions(current);
          return actions.length > 0 ? commerce.updateCart(current.id, current.version, actions) : current;
        });
        if (updated.version === cart.version) return updated;
        updated = await afterChange(updated);
        void rooms.cartUpdated(updated.id, updated);
        return updated;
      }),
    /**
     * After a sign-in merged carts on the platform (SPEC §4 "Session"): the guarantees are repaired
     * (one per product, priced and following its quantity) and the change steps run (payments made
     * for another amount are voided), then the cart is published. A failure is logged: the shopper is
     * signed in either way, with the cart as the platform left it.
     */
    afterMerge: (market: Market, cart: Cart) =>
      queue.run(cart.id, async () => {
        try {
          const offers = await offersByParent(market, cart);
          const actions = planGuaranteeRepair(cart, offers);
          const repaired = actions.length ? await commerce.updateCart(cart.id, cart.version, actions) : cart;
          const settled = await afterChange(repaired);
          void rooms.cartUpdated(settled.id, settled);
          return settled;
        } catch (error) {
          console.error(`Repairing cart ${cart.id} after a sign-in failed`, error);
          return cart;
        }
      }),
  };
}
