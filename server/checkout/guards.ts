import type { Cart } from "@commercetools/platform-sdk";
import { redirect } from "@remix-run/server-runtime";
import { isSwitchOn, ROUTES } from "../../config";
import type { CartService } from "../cart";
import type { Market } from "../market";

export type CheckoutStep = "addresses" | "payment";

/** SPEC §2 guards 10, 11 and 1 for the checkout's pages. */
export function createGuards(carts: Pick<CartService, "requireLines">) {
  /** SPEC §2 guard 10: checkout off in the country → home. */
  function requireEnabled(market: Market) {
    if (isSwitchOn("checkoutDisabled", market.country.countryCode)) {
      console.warn(`Guard 10: checkout is disabled in ${market.country.isoCode}`);
      throw redirect(`${market.pathPrefix}/`, 303);
    }
  }

  /**
   * SPEC §2 guards 10, 11 and 1: checkout off in the country → home; no cart with lines → home; a
   * step after the addresses without a shipping address or method → the addresses step. 303: each
   * lasts only as long as the state behind it.
   */
  function guard(market: Market, cart: Cart | null, step: CheckoutStep): Cart {
    requireEnabled(market);
    const withLines = carts.requireLines(market, cart);
    if (step !== "addresses" && (!withLines.shippingAddress || !withLines.shippingInfo)) {
      console.warn("Guard 1: the cart has no shipping address or method yet");
      throw redirect(`${market.pathPrefix}${ROUTES.checkout.addresses}`, 303);
    }
    return withLines;
  }

  return { requireEnabled, guard };
}
