import type { Cart, CartUpdateAction, Customer } from "@commercetools/platform-sdk";
import { redirect } from "@remix-run/node";
import { perRequest } from "../cache";
import type { Products } from "../catalog/product";
import { type CommercePort, withVersionRetry } from "../commerce";
import type { Market, RequestScope } from "../market";
import type { Rooms } from "../rooms";
import { createChanges } from "./changes";
import { type CartCommand, parseCartCommand } from "./commands";
import { cartCookieHeader, readCartId } from "./cookie";
import { createFactReader } from "./facts";
import { planGuaranteeRepair } from "./guarantees";
import { CART_NOTICES, type CartNotice, type CartRequest } from "./outcomes";
import { guaranteeLineOf } from "./plan";
import { createKeyedQueue } from "./queue";
import { itemCount, quantityInCart } from "./view";
import { createCartViews } from "./views";

export { type CartCommand, type CartField, parseCartCommand } from "./commands";
export type { CartErrorCode, CartNotice, CartOutcome, CartRequest } from "./outcomes";
export {
  type CartLineView,
  type CartView,
  guaranteeParent,
  isProductLine,
  itemCount,
  quantityInCart,
} from "./view";

/**
 * The cart lifecycle of SPEC §4 on the server: every change reloads the cart, plans its update
 * actions from what it holds now (plan.ts), sends them with the version it read, retries once on a
 * concurrent modification, and publishes the result to the cart's room (changes.ts); the views a page
 * shows (views.ts); and the checkout's own changes (`update`). Changes to one cart run one after
 * another in this process (a keyed queue).
 */
export function createCartService(
  commerce: CommercePort,
  products: Products,
  rooms: Rooms,
  /** The request's signed-in customer, checked (server/account fromRequest): a cart's owner only then. */
  customerOf: (request: Request, scope: RequestScope) => Promise<Customer | null>,
) {
  const queue = createKeyedQueue();
  const changeHooks: ((cart: Cart) => Promise<Cart>)[] = [];
  /** Runs the hooks registered with onChange on a cart just changed (inside the cart's queue). */
  const afterChange = async (cart: Cart) => {
    let current = cart;
    for (const hook of changeHooks) current = await hook(current);
    return current;
  };

  /**
   * The active cart of the cookie, or null when it is gone, ordered, of another store (SPEC §4), or
   * not the visitor's: a customer's cart only for that signed-in customer, an anonymous one only while
   * signed out (sign-in merges it, server/account).
   */
  async function load(market: Market, cartId: string | undefined, customerId?: string): Promise<Cart | null> {
    if (!cartId) return null;
    const cart = await commerce.getCart(cartId);
    return cart?.cartState === "Active" &&
      cart.store?.key === market.storeKey &&
      cart.customerId === customerId
      ? cart
      : null;
  }

  const requestCart = perRequest(async (request: Request, scope: RequestScope) => {
    const [cartId, customer] = await Promise.all([readCartId(request), customerOf(request, scope)]);
    const cart = await load(scope.market, cartId, customer?.id);
    return { cart, stale: Boolean(cartId && !cart) };
  });
  const facts = createFactReader(commerce, products);
  const { view, offersByParent } = createCartViews(commerce, products, facts);
  const apply = createChanges({ commerce, rooms, facts, load, afterChange });

  return {
    load,
    /**
     * Registers a step that runs after every change of a cart, before the change is published: it
     * may change the cart once more (the checkout voids payments made for another amount) and must
     * not throw. It runs inside the cart's queue, so it writes through the commerce port directly.
     */
    onChange(hook: (cart: Cart) => Promise<Cart>) {
      changeHooks.push(hook);
    },
    /** The cart id of the cart cookie (signed), whatever the cart's state now. */
    cookieCartId: readCartId,
    view,
    /**
     * The view an action answers with. The change is done by then, so a failure here is logged and
     * answered without the view: the page's loaders, revalidated after the action, show the cart.
     */
    viewAfterChange: (market: Market, cart: Cart | null) =>
      cart
        ? view(market, cart).catch((error: unknown) => {
            console.error("Cart view failed after a change", error);
            return null;
          })
        : Promise.resolve(null),
    /**
     * The request's cart (cookie → active cart of the market's store); `stale` when the cookie must
     * go. The loaders of a GET request share one read (server/cache.ts perRequest).
     */
    fromRequest: requestCart,
    /** A notice named in the cart page's query (after a plain post), or null for anything else. */
    notice: (value: string | null): CartNotice | null =>
      CART_NOTICES.find((notice) => notice === value) ?? null,
    cookie: cartCookieHeader,
    itemCount,
    parse: parseCartCommand,
    /** What the product page needs from the cart (SPEC §5): units in the cart, guarantee already added. */
    productContext: (cart: Cart | null) => (sku: string) => ({
      inCart: quantityInCart(cart, sku),
      hasGuaranteeInCart: Boolean(guaranteeLineOf(cart, sku)),
    }),
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
    /** Runs one change, after any other change of the same cart (or visitor) has finished. */
    change: (request: CartRequest, command: CartCommand) =>
      queue.run(request.cartId ?? `visitor:${request.visitor}`, () => apply(request, command)),
    /**
     * SPEC §2 guard 11 for the checkout steps: without a cart with lines the visitor goes home (303:
     * the redirect lasts only while the cart is empty). The cart page itself shows 'Your cart is empty'.
     */
    requireLines(market: Market, cart: Cart | null): Cart {
      if (cart && cart.lineItems.length > 0) return cart;
      console.warn("Guard 11: a page that needs a cart with lines was opened without one");
      throw redirect(`${market.pathPrefix}/`, 303);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
