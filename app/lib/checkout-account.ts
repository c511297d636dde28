import { type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { REDIRECT_PARAM, ROUTES } from "../../config";

/**
 * The checkout's account steps (SPEC §2: /checkout/login, create-account, password-reset,
 * reset-password) are the account pages themselves, reached with a `redirect_to` that brings the
 * shopper back to the addresses step: one form and one set of rules for each, not two.
 */
export function toAccountPage({ request, context }: LoaderFunctionArgs, page: string) {
  const { market, services } = context;
  const back = `${market.pathPrefix}${ROUTES.checkout.addresses}`;
  const query = new URL(request.url).searchParams;
  query.set(REDIRECT_PARAM, back);
  // Guard 10 holds here too: no checkout in the country, no checkout pages.
  services.checkout.requireEnabled(market);
  return redirect(`${market.pathPrefix}${page}?${query}`, 303);
}
