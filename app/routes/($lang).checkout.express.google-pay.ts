import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/server-runtime";
import { googlePayExpressForm, parseSubmission, placedRedirect } from "~/lib/routes.server";
import { googlePayExpressOffered, ROUTES } from "../../config";
import { NO_STORE as CACHE_NO_STORE } from "../lib/cache-headers";
import type { ExpressError, ExpressRefused, ExpressSetup } from "../lib/express";

/**
 * SPEC §1, §5 Google Pay express: the endpoint the express button posts the sheet's payment data to
 * (docs/decisions/0031). GET tells the button whether it is offered here and how to open the sheet.
 */
const NO_STORE = { ...CACHE_NO_STORE, "X-Robots-Tag": "noindex" };

const refused = (error: ExpressError, status = 422) =>
  json<ExpressRefused>({ error }, { status, headers: NO_STORE });

export function loader({ context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const offered = googlePayExpressOffered(market.country.countryCode);
  return json<ExpressSetup>(
    {
      client: offered ? services.payments.expressClient() : null,
      countryCode: market.country.isoCode,
      currency: market.currency.code,
      locale: market.locale.code,
    },
    { headers: NO_STORE },
  );
}

/**
 * The sheet's payment data (CSRF-checked form: `paymentData` as Google Pay's JSON, the `amount` the
 * sheet showed): the address mapped as SPEC §3 says, the cart paid with the token and ordered, then
 * 303 to the thank-you page; 422 with the message key when the data cannot make an order, 303 to the
 * payment error page when the provider or the platform failed.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services, session } = context;
  if (!googlePayExpressOffered(market.country.countryCode) || !services.payments.expressClient())
    return refused("notOffered", 404);
  const { cart, stale } = await services.cart.fromRequest(request, context);
  if (!cart && stale) {
    // Posted twice (a double click, a replay): the first post's order, and nothing paid again.
    const ordered = await services.checkout.orderOfCart(await services.cart.cookieCartId(request));
    if (ordered) return placedRedirect(request, context, ordered, false);
  }
  const form = await session.readFormIfTokenMatches(request);
  if (!form) return refused("expired", 403);
  const submission = parseSubmission(form, googlePayExpressForm);
  if (submission.status !== "success") return refused("invalid");
  const { paymentData, amount, currency } = submission.value;
  // SPEC §5: an address in the current country, with a phone number (and the e-mail of the order).
  const mapped = services.checkout.mapGooglePayAddress(paymentData, market.country.isoCode);
  if (!mapped.ok) return refused(mapped.error);
  if (!cart) return refused("emptyCart");
  const url = new URL(request.url);
  const outcome = await services.checkout
    .payGooglePayExpress(market, cart, {
      address: mapped.address,
      email: mapped.email,
      token: mapped.token,
      shown: { value: amount, currency },
      returnUrl: `${url.origin}${market.pathPrefix}${ROUTES.checkout.payment}`,
    })
    .catch((error: unknown) => {
      console.error("The Google Pay express payment failed", error);
      return { kind: "error" as const, code: "payment-error" as const };
    });
  switch (outcome.kind) {
    case "order":
      return placedRedirect(request, context, outcome.order, outcome.created);
    case "refused":
      return refused(outcome.reason);
    case "error":
      return redirect(
        `${market.pathPrefix}${ROUTES.paymentError}?${new URLSearchParams({ code: outcome.code })}`,
        303,
      );
  }
}
