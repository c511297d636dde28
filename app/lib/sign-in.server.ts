import type { Cart, Customer } from "@commercetools/platform-sdk";
import type { AppLoadContext } from "@remix-run/server-runtime";

/**
 * The cookies of a visitor who has just signed in (or up): the auth cookie, and the cart cookie
 * pointing at the cart the sign-in left them (their merged or own active cart), and the tier cookies
 * (left out, logged, when they cannot be made). A merged cart is repaired first (extra guarantees
 * priced and one per product, outdated payments voided).
 */
export async function signedInHeaders(
  context: AppLoadContext,
  request: Request,
  customer: Customer,
  cart: Cart | undefined,
): Promise<Headers> {
  if (cart) await context.services.cart.afterMerge(context.market, cart);
  const headers = new Headers();
  headers.append("Set-Cookie", await context.services.accounts.cookie(request, customer));
  headers.append("Set-Cookie", await context.services.cart.cookie(request, cart?.id ?? null));
  // SPEC §3: the customer-group and customer-id cookies (decision 0062). They only mirror the
  // customer for the page (prices come from the auth cookie's customer), so a failure to make them
  // is logged and the sign-in goes on without them.
  const tierCookies = await context.services.tiers.cookies(request, customer).catch((error: unknown) => {
    console.error("The tier cookies could not be made at a sign-in; signing in without them", error);
    return [];
  });
  for (const cookie of tierCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
