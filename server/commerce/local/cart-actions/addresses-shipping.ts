/** The cart's addresses and its shipping method (the calculator prices it from the method's zone rate). */
import { randomUUID } from "node:crypto";
import type { Address, Cart } from "@commercetools/platform-sdk";
import { invalidInput, invalidOperation } from "../../errors";
import { externalTaxRate } from "./taxes";
import type { CartActionHandlers } from "./types";

function withId(address: object): Address {
  const a = address as Address;
  return { ...a, id: a.id ?? randomUUID().slice(0, 8) };
}

export const ADDRESS_AND_SHIPPING_ACTIONS: CartActionHandlers = {
  setShippingAddress: (cart, action) => ({
    ...cart,
    shippingAddress: action.address ? withId(action.address) : undefined,
  }),

  setBillingAddress: (cart, action) => ({
    ...cart,
    billingAddress: action.address ? withId(action.address) : undefined,
  }),

  setShippingMethod: (cart, action, { ctx }) => {
    const wanted = action.shippingMethod;
    if (!wanted) return { ...cart, shippingInfo: undefined };
    const method = ctx.ref.shippingMethods.find(
      (m) => m.id === wanted.id || (wanted.key !== undefined && m.key === wanted.key),
    );
    if (!method) throw invalidInput("The shipping method does not exist.", "shippingMethod");
    if (!cart.shippingAddress)
      throw invalidOperation("The cart needs a shipping address before a shipping method.");
    if (action.externalTaxRate && cart.taxMode !== "External")
      throw invalidInput("An external tax rate needs a cart with the External tax mode.", "externalTaxRate");
    const taxRate = externalTaxRate(action.externalTaxRate);
    return {
      ...cart,
      shippingInfo: {
        shippingMethod: { typeId: "shipping-method", id: method.id },
        ...(taxRate ? { taxRate } : {}),
      } as Cart["shippingInfo"],
    };
  },
};
