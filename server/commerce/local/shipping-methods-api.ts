/**
 * Shipping methods over the local commercetools API
 * (docs.commercetools.com/api/projects/shippingMethods), beside the engine's shipping-methods.ts:
 * those of a location (`/shipping-methods/matching-location?country=DE`) and those matching a cart
 * (`/shipping-methods/matching-cart?cartId=…`), each answered as a page like the platform's.
 */
import type { ShippingMethod } from "@commercetools/platform-sdk";
import { invalidInput } from "../errors";
import { type ApiRoute, json } from "./http-support";

const page = (results: ShippingMethod[]) => ({
  limit: results.length,
  offset: 0,
  count: results.length,
  total: results.length,
  results,
});

export const shippingMethodRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "shipping-methods/matching-location",
    handle: async ({ engine, query }) => {
      const country = query.get("country") ?? "";
      if (!/^[A-Z]{2}$/.test(country))
        throw invalidInput("Missing or malformed parameter: country", "country");
      return json(page(await engine.shippingMethods(country)));
    },
  },
  {
    method: "GET",
    path: "shipping-methods/matching-cart",
    handle: async ({ engine, query }) => {
      const cartId = query.get("cartId") ?? "";
      if (!cartId || cartId.length > 200)
        throw invalidInput("Missing or malformed parameter: cartId", "cartId");
      return json(page(await engine.shippingMethodsForCart(cartId)));
    },
  },
];
