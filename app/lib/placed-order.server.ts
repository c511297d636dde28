import type { Order } from "@commercetools/platform-sdk";
import { type AppLoadContext, redirectDocument } from "@remix-run/server-runtime";
import { ROUTES } from "../../config";
import { confirmationMail } from "./receipt.server";

/**
 * After an order (SPEC §4 "Payment flow": on success go to thank-you and set the cart empty): a new
 * one gets its confirmation mail, the cart cookie goes (the cart is ordered), and this browser may
 * see the order's thank-you page. The payment step and the express payments answer with it.
 */
export async function placedRedirect(
  request: Request,
  context: AppLoadContext,
  order: Order,
  created: boolean,
) {
  const { market, services } = context;
  if (created) services.checkout.confirm(market, order, (receipt) => confirmationMail(market, receipt));
  const headers = new Headers();
  headers.append("Set-Cookie", await services.cart.cookie(request, null));
  headers.append("Set-Cookie", await services.checkout.rememberOrder(request, order.id));
  // A document load, also after a script's post: only the thank-you page's own Content-Security-Policy
  // lets the survey opt-in and parcel tracking in (decision 0066).
  return redirectDocument(`${market.pathPrefix}${ROUTES.checkout.thankYou}?order=${order.id}`, {
    status: 303,
    headers,
  });
}
