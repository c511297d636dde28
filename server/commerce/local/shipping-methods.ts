/** Shipping methods (commercetools' shipping methods by location and for a cart). */
import type { Cart, ShippingMethod } from "@commercetools/platform-sdk";
import { notFound } from "../errors";
import { recalculate } from "./cart-calculator";
import { cartRow } from "./carts";
import type { EngineContext } from "./context";
import type { Reference } from "./reference-data";

/**
 * GET /shipping-methods/matching-location: the methods shipping to the country, each with only the
 * zone rate of that country's zone (its rates marked isMatching), as commercetools answers. A
 * caller reading "the rate of the currency" then gets the country's, not another zone's (France's
 * own fees are not the other euro countries').
 */
export function shippingMethods(ref: Reference, country: string): ShippingMethod[] {
  const zone = ref.zoneByCountry.get(country);
  return ref.shippingMethods.flatMap((m) => {
    const zoneRates = m.zoneRates
      .filter((zr) => zr.zone.id === zone)
      .map((zr) => ({ ...zr, shippingRates: zr.shippingRates.map((r) => ({ ...r, isMatching: true })) }));
    return m.active && zoneRates.length ? [{ ...m, zoneRates }] : [];
  });
}

/** GET /shipping-methods/matching-cart: the country's methods whose predicate the cart matches. */
export function shippingMethodsForCart(ctx: EngineContext, cartId: string): ShippingMethod[] {
  const cart = cartRow(ctx.db, cartId);
  if (!cart) throw notFound(cartId);
  const country = cart.shippingAddress?.country ?? cart.country ?? "";
  const calc = ctx.calc();
  const probe = (method: ShippingMethod) =>
    recalculate(
      {
        ...cart,
        shippingAddress: cart.shippingAddress ?? { country },
        shippingInfo: {
          shippingMethod: { typeId: "shipping-method", id: method.id },
        } as Cart["shippingInfo"],
      },
      calc,
    ).shippingInfo?.shippingMethodState === "MatchesCart";
  return shippingMethods(ctx.ref, country).filter(probe);
}
