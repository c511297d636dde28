import type { Cart, Customer } from "@commercetools/platform-sdk";
import type { Products } from "../catalog/product";
import type { CommercePort } from "../commerce";
import type { Market, RequestScope } from "../market";
import type { Rooms } from "../rooms";
import { createChanges } from "./changes";
import { type CartCommand, parseCartCommand } from "./commands";
import { cartCookieHeader, readCartId } from "./cookie";
import { createFactReader } from "./facts";
import type { CartRequest } from "./outcomes";
import { createKeyedQueue } from "./queue";
import { createCartReads, noticeOf, productContext, requireLines } from "./request";
import { createCartUpdates } from "./updates";
import { itemCount } from "./view";
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
 * shows (views.ts); the request's cart (request.ts); and the checkout's own changes and the repair
 * after a sign-in (updates.ts). Changes to one cart run one after another in this process (a keyed
 * queue).
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

  const { load, fromRequest } = createCartReads(commerce, customerOf);
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
    fromRequest,
    notice: noticeOf,
    cookie: cartCookieHeader,
    itemCount,
    parse: parseCartCommand,
    productContext,
    ...createCartUpdates({ commerce, rooms, queue, load, afterChange, offersByParent }),
    /** Each guarantee parent's offers in the market (a reverse-charge cart nets and restores their prices). */
    offersByParent,
    /** Runs one change, after any other change of the same cart (or visitor) has finished. */
    change: (request: CartRequest, command: CartCommand) =>
      queue.run(request.cartId ?? `visitor:${request.visitor}`, () => apply(request, command)),
    requireLines,
  };
}
export type CartService = ReturnType<typeof createCartService>;
