/** Discount codes on a cart: a code is added only when it exists and can apply now (SPEC §5, §8). */
import { recalculate } from "../cart-calculator";
import { discountCodeIdOf, nonApplicable } from "../discounts";
import type { CartActionHandlers } from "./types";

export const DISCOUNT_CODE_ACTIONS: CartActionHandlers = {
  addDiscountCode: (cart, action, { ctx, calc }) => {
    const id = discountCodeIdOf(ctx.db, action.code);
    if (!id) throw nonApplicable(action.code, "DoesNotExist");
    if (cart.discountCodes.some((d) => d.discountCode.id === id)) return cart;
    const next = recalculate(
      {
        ...cart,
        discountCodes: [
          ...cart.discountCodes,
          { discountCode: { typeId: "discount-code", id }, state: "MatchesCart" },
        ],
      },
      calc,
    );
    const state = next.discountCodes.find((d) => d.discountCode.id === id)?.state;
    if (state === "NotActive" || state === "NotValid" || state === "MaxApplicationReached")
      throw nonApplicable(action.code, state);
    return next;
  },

  removeDiscountCode: (cart, action) => ({
    ...cart,
    discountCodes: cart.discountCodes.filter((d) => d.discountCode.id !== action.discountCode.id),
  }),
};
