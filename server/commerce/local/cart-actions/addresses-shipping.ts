/** The cart's addresses and its shipping method (the calculator prices it from the method's zone rate). */
import { randomUUID } from "node:crypto";
import type { Address, Cart } from "@commercetools/platform-sdk";
import { invalidInput, invalidOperation } from "../../errors";
import { externalPrice } from "./line-items";
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

  /**
   * setCustomShippingMethod as commercetools applies it: a shipping method of the cart's own (no
   * reference to a platform method), priced by the given rate (its freeAbove applies as a method's
   * does) and taxed by its tax category, or in the External mode by its external rate. The shop
   * uses it for a NET invoice's net shipping (decision 0029).
   */
  setCustomShippingMethod: (cart, action, { ctx }) => {
    if (!cart.shippingAddress)
      throw invalidOperation("The cart needs a shipping address before a shipping method.");
    const name = action.shippingMethodName;
    if (typeof name !== "string" || name.trim() === "")
      throw invalidInput("A custom shipping method needs a name.", "shippingMethodName");
    const currency = cart.totalPrice.currencyCode;
    const rate = action.shippingRate;
    if (!rate) throw invalidInput("A custom shipping method needs a shipping rate.", "shippingRate");
    const price = externalPrice(rate.price ?? { currencyCode: "" }, currency, "shippingRate.price").value;
    const freeAbove = rate.freeAbove
      ? externalPrice(rate.freeAbove, currency, "shippingRate.freeAbove").value
      : undefined;
    if (rate.tiers && rate.tiers.length > 0)
      throw invalidInput("The embedded platform does not price shipping rate tiers.", "shippingRate.tiers");
    const taxCategory = action.taxCategory
      ? ctx.ref.taxCategories.find(
          (t) =>
            t.id === action.taxCategory?.id ||
            (action.taxCategory?.key !== undefined && t.key === action.taxCategory.key),
        )
      : undefined;
    if (action.taxCategory && !taxCategory)
      throw invalidInput("The tax category does not exist.", "taxCategory");
    if (action.externalTaxRate && cart.taxMode !== "External")
      throw invalidInput("An external tax rate needs a cart with the External tax mode.", "externalTaxRate");
    if (!taxCategory && cart.taxMode === "Platform")
      throw invalidInput(
        "A custom shipping method needs a tax category in the Platform tax mode.",
        "taxCategory",
      );
    const taxRate = externalTaxRate(action.externalTaxRate);
    return {
      ...cart,
      shippingInfo: {
        shippingMethodName: name,
        price,
        shippingRate: { price, ...(freeAbove ? { freeAbove } : {}), tiers: [] },
        ...(taxCategory ? { taxCategory: { typeId: "tax-category", id: taxCategory.id } } : {}),
        ...(taxRate ? { taxRate } : {}),
        shippingMethodState: "MatchesCart",
      } as Cart["shippingInfo"],
    };
  },
};
