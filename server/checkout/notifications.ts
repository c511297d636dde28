/**
 * The card provider's notifications (the webhook). An AUTHORISATION marks an order paid only for the
 * payment that order was placed with, only when the authorised amount and currency equal the order's
 * total, and only once; an authorisation that no order will ever use (its payment was voided, its
 * cart ordered another way or gone) is released. A CANCEL_OR_REFUND confirms a release.
 */
import type { Order, Payment } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import { withVersionRetry } from "../commerce/retry";
import type { PaymentNotification, PaymentOutcome } from "../payments";
import { authorisation, cartOf, orderPaymentId, recordOutcome, voidOf } from "./payment-records";
import type { PaymentVoids } from "./payment-voids";

export function createNotifications(deps: { commerce: CommercePort; voids: PaymentVoids }) {
  const { commerce, voids } = deps;

  /** Sets an order's payment state (read again and retried once on a concurrent modification). */
  const setPaymentState = (order: Order, state: "Paid" | "Failed") =>
    withVersionRetry(
      order,
      () => commerce.order({ id: order.id }),
      async (current) =>
        current.paymentState === state
          ? current
          : commerce.updateOrder(current.id, current.version, [
              { action: "changePaymentState", paymentState: state },
            ]),
    );

  /** Whether the payment's cart may still become its order (the shopper's return will make it). */
  async function mayStillOrder(payment: Payment): Promise<boolean> {
    const cartId = cartOf(payment);
    const cart = cartId ? await commerce.getCart(cartId) : null;
    return (
      cart?.cartState === "Active" && Boolean(cart.paymentInfo?.payments.some((p) => p.id === payment.id))
    );
  }

  async function authorised(item: PaymentNotification, payment: Payment) {
    const placed = await commerce.order({ paymentId: payment.id });
    if (voidOf(payment) || (placed && orderPaymentId(placed) !== payment.id)) {
      await voids.release(payment);
      return;
    }
    if (!placed) {
      if (!(await mayStillOrder(payment))) await voids.release(payment);
      return;
    }
    const total = placed.totalPrice;
    if (item.amount.value !== total.centAmount || item.amount.currency !== total.currencyCode) {
      console.error(
        `Payment notification ${item.pspReference}: ${item.amount.value} ${item.amount.currency} authorised for order ` +
          `${placed.orderNumber} of ${total.centAmount} ${total.currencyCode}: not marked paid (needs attention)`,
      );
      return;
    }
    if (placed.paymentState !== "Paid") await setPaymentState(placed, "Paid");
  }

  async function refused(payment: Payment) {
    const placed = await commerce.order({ paymentId: payment.id });
    // A refused attempt reported after an authorised one leaves a paid order paid.
    if (placed && orderPaymentId(placed) === payment.id && !authorisation(payment))
      await setPaymentState(placed, "Failed");
  }

  return async function notify(notifications: PaymentNotification[]): Promise<void> {
    for (const item of notifications) {
      if (item.eventCode !== "AUTHORISATION" && item.eventCode !== "CANCEL_OR_REFUND") continue;
      const payment = await commerce.payment(item.merchantReference);
      if (!payment) {
        console.warn(`Payment notification for an unknown payment ${item.merchantReference}`);
        continue;
      }
      if (item.eventCode === "CANCEL_OR_REFUND") {
        await voids.confirmReversal(payment, item.pspReference, item.success);
        continue;
      }
      const outcome: PaymentOutcome = item.success
        ? {
            status: "authorised",
            reference: payment.id,
            pspReference: item.pspReference,
            method: item.paymentMethod ?? "",
            amount: item.amount,
          }
        : { status: "refused", reference: payment.id, pspReference: item.pspReference };
      const recorded = await recordOutcome(commerce, payment, outcome);
      if (item.success) await authorised(item, recorded);
      else await refused(recorded);
    }
  };
}
