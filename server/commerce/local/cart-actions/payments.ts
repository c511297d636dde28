/** The payments a cart refers to (its paymentInfo): only existing payments are added. */
import { invalidInput } from "../../errors";
import { paymentExists } from "../payments";
import type { CartActionHandlers } from "./types";

export const PAYMENT_ACTIONS: CartActionHandlers = {
  addPayment: (cart, action, { ctx }) => {
    if (!action.payment.id || !paymentExists(ctx.db, action.payment.id)) {
      throw invalidInput(
        `The payment '${action.payment.id ?? action.payment.key}' does not exist.`,
        "payment",
      );
    }
    const payments = cart.paymentInfo?.payments ?? [];
    return {
      ...cart,
      paymentInfo: {
        payments: [...payments, { typeId: "payment", id: action.payment.id ?? action.payment.key ?? "" }],
      },
    };
  },

  removePayment: (cart, action) => {
    const id = action.payment.id ?? action.payment.key;
    const payments = cart.paymentInfo?.payments ?? [];
    if (!payments.some((p) => p.id === id))
      throw invalidInput(`The payment '${id}' is not in the cart.`, "payment");
    return { ...cart, paymentInfo: { payments: payments.filter((p) => p.id !== id) } };
  },
};
