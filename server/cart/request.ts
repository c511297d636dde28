/**
 * The cart of a request (SPEC §4 "Session"): the active cart its cookie names, only when it is the
 * visitor's, and what pages ask of it (the product page's context, the checkout's guard 11).
 */
import type { Cart, Customer } from "@commercetools/platform-sdk";
import { redirect } from "@remix-run/server-runtime";
import { perRequest } from "../cache";
import type { CommercePort } from "../commerce";
import type { Market, RequestScope } from "../market";
import { readCartId } from "./cookie";
import { CART_NOTICES, type CartNotice } from "./outcomes";
import { guaranteeLineOf } from "./plan";
import { quantityInCart } from "./view";

export type LoadCart = (
  market: Market,
  cartId: string | undefined,
  customerId?: string,
) => Promise<Cart | null>;

export function createCartReads(
  commerce: CommercePort,
  /** The request's signed-in customer, checked (server/account fromRequest): a cart's owner only then. */
  customerOf: (request: Request, scope: RequestScope) => Promise<Customer | null>,
) {
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

  /**
   * The request's cart (cookie → active cart of the market's store); `stale` when the cookie must
   * go. The loaders of a GET request share one read (server/cache.ts perRequest).
   */
  const fromRequest = perRequest(async (request: Request, scope: RequestScope) => {
    const [cartId, customer] = await Promise.all([readCartId(request), customerOf(request, scope)]);
    const cart = await load(scope.market, cartId, customer?.id);
    return { cart, stale: Boolean(cartId && !cart) };
  });

  return { load, fromRequest };
}

/** A notice named in the cart page's query (after a plain post), or null for anything else. */
export const noticeOf = (value: string | null): CartNotice | null =>
  CART_NOTICES.find((notice) => notice === value) ?? null;

/** What the product page needs from the cart (SPEC §5): units in the cart, guarantee already added. */
export const productContext = (cart: Cart | null) => (sku: string) => ({
  inCart: quantityInCart(cart, sku),
  hasGuaranteeInCart: Boolean(guaranteeLineOf(cart, sku)),
});

/**
 * SPEC §2 guard 11 for the checkout steps: without a cart with lines the visitor goes home (303:
 * the redirect lasts only while the cart is empty). The cart page itself shows 'Your cart is empty'.
 */
export function requireLines(market: Market, cart: Cart | null): Cart {
  if (cart && cart.lineItems.length > 0) return cart;
  console.warn("Guard 11: a page that needs a cart with lines was opened without one");
  throw redirect(`${market.pathPrefix}/`, 303);
}
