/** Custom line items: the shop's fees (the cash-on-delivery fee), priced by the shop and taxed by category. */
import { randomUUID } from "node:crypto";
import type { CustomLineItem } from "@commercetools/platform-sdk";
import { invalidInput } from "../../errors";
import { money } from "../money";
import { externalPrice, positiveQuantity } from "./line-items";
import { externalTaxRate } from "./taxes";
import type { CartActionHandlers } from "./types";

export const CUSTOM_LINE_ITEM_ACTIONS: CartActionHandlers = {
  addCustomLineItem: (cart, action, { ctx }) => {
    const currency = cart.totalPrice.currencyCode;
    const taxCategory = ctx.ref.taxCategories.find(
      (t) =>
        t.id === action.taxCategory?.id ||
        (action.taxCategory?.key !== undefined && t.key === action.taxCategory.key),
    );
    if (!taxCategory) throw invalidInput("A custom line item needs an existing tax category.", "taxCategory");
    if (action.externalTaxRate && cart.taxMode !== "External")
      throw invalidInput("An external tax rate needs a cart with the External tax mode.", "externalTaxRate");
    const taxRate = externalTaxRate(action.externalTaxRate);
    const line = {
      id: randomUUID(),
      key: action.key,
      name: action.name,
      slug: action.slug,
      quantity: positiveQuantity(action.quantity ?? 1),
      money: externalPrice(action.money, currency, action.slug).value,
      totalPrice: money(currency, 0),
      taxCategory: { typeId: "tax-category", id: taxCategory.id },
      discountedPricePerQuantity: [],
      perMethodTaxRate: [],
      taxedPricePortions: [],
      state: [],
      priceMode: "Standard",
      ...(taxRate ? { taxRate } : {}),
      custom: action.custom
        ? {
            type: { typeId: "type", id: action.custom.type?.key ?? "custom-line-item" },
            fields: action.custom.fields ?? {},
          }
        : undefined,
    } satisfies CustomLineItem;
    return { ...cart, customLineItems: [...cart.customLineItems, line] };
  },

  /** changeCustomLineItemMoney: the fee's new price per unit, in the cart's currency. */
  changeCustomLineItemMoney: (cart, action) => {
    const line = cart.customLineItems.find(
      (l) =>
        l.id === action.customLineItemId ||
        (action.customLineItemKey !== undefined && l.key === action.customLineItemKey),
    );
    if (!line) throw invalidInput("The cart does not contain that custom line item.", "customLineItemId");
    const value = externalPrice(
      action.money ?? { currencyCode: "" },
      cart.totalPrice.currencyCode,
      line.slug,
    ).value;
    return {
      ...cart,
      customLineItems: cart.customLineItems.map((l) => (l === line ? { ...l, money: value } : l)),
    };
  },

  removeCustomLineItem: (cart, action) => {
    const line = cart.customLineItems.find(
      (l) =>
        l.id === action.customLineItemId ||
        (action.customLineItemKey !== undefined && l.key === action.customLineItemKey),
    );
    if (!line) throw invalidInput("The cart does not contain that custom line item.", "customLineItemId");
    return { ...cart, customLineItems: cart.customLineItems.filter((l) => l !== line) };
  },
};
