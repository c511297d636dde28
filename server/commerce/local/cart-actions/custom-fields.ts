/** Custom types and fields of the cart and its line items (the extra guarantee's parentSku, SPEC §3). */
import { setField } from "../fields";
import { findLine } from "./line-items";
import type { CartActionHandlers } from "./types";

export const CUSTOM_FIELD_ACTIONS: CartActionHandlers = {
  setCustomType: (cart, action) => ({
    ...cart,
    custom: action.type
      ? {
          type: { typeId: "type", id: action.type.key ?? action.type.id ?? "cart" },
          fields: action.fields ?? {},
        }
      : undefined,
  }),

  setCustomField: (cart, action) => ({ ...cart, custom: setField(cart.custom, action.name, action.value) }),

  setLineItemCustomField: (cart, action) => {
    const line = findLine(cart, action.lineItemId);
    return {
      ...cart,
      lineItems: cart.lineItems.map((l) =>
        l.id === line.id ? { ...l, custom: setField(l.custom, action.name, action.value) } : l,
      ),
    };
  },
};
