/** Whom the cart is for: the buyer's e-mail, the customer or anonymous session, the customer group, the locale. */
import { invalidInput } from "../../errors";
import type { CartActionHandlers } from "./types";

export const CUSTOMER_ACTIONS: CartActionHandlers = {
  setCustomerEmail: (cart, action) => {
    if (action.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(action.email))
      throw invalidInput("Invalid e-mail", "email");
    return { ...cart, customerEmail: action.email };
  },

  setCustomerId: (cart, action) => ({ ...cart, customerId: action.customerId }),

  setAnonymousId: (cart, action) => ({ ...cart, anonymousId: action.anonymousId }),

  setCustomerGroup: (cart, action) => ({
    ...cart,
    customerGroup: action.customerGroup?.id
      ? { typeId: "customer-group", id: action.customerGroup.id }
      : undefined,
  }),

  setLocale: (cart, action) => ({ ...cart, locale: action.locale }),
};
