/** Shipping methods: those of a country, and those matching a cart (freight or parcel). */
import type { ShippingMethod } from "@commercetools/platform-sdk";
import { type Api, call } from "./request";

export async function shippingMethods(api: Api, country: string): Promise<ShippingMethod[]> {
  return (await call(api.shippingMethods().matchingLocation().get({ queryArgs: { country } }))).results;
}

export async function shippingMethodsForCart(api: Api, cartId: string): Promise<ShippingMethod[]> {
  return (await call(api.shippingMethods().matchingCart().get({ queryArgs: { cartId } }))).results;
}
