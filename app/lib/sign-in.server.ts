import type { Cart, Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/node";

/**
 * The cookies of a visitor who has just signed in (or up): the auth cookie, and the cart cookie
 * pointing at the cart the sign-in left them (their merged or own active cart).
 */
export async function signedInHeaders(
  context: AppLoadContext,
  request: Request,
  customer: Customer,
  cart: Cart | undefined,
): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await context.services.accounts.cookie(request, customer));
  headers.append("Set-Cookie", await context.services.cart.cookie(request, cart?.id ?? null));
  return headers;
}
