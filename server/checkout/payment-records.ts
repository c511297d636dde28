/**
 * What the shop writes on a commerce payment (commercetools' transaction log) and reads back from it:
 * the provider's authorisation per PSP reference, and the shop's own decision to void the payment (a
 * CancelAuthorization transaction, with the provider's reversal reference once one was asked for).
 */
import type { Order, Payment, PaymentUpdateAction, Transaction } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import { withVersionRetry } from "../commerce/retry";
import type { Amount, PaymentOutcome } from "../payments";

/**
 * The custom type of the shop's payments: the cart a payment was made for, a Multibanco voucher,
 * and the Drop-in session made for it (drop-in.ts, decision 0032).
 */
export const PAYMENT_TYPE = {
  key: "shop-payment",
  cartField: "cartId",
  voucherField: "rawPaymentAction",
  dropInField: "dropInSession",
} as const;

/** The provider's authorisation (authorised, or pending for a voucher), if any. */
export const authorisation = (payment: Payment): Transaction | undefined =>
  payment.transactions.find(
    (t) => t.type === "Authorization" && (t.state === "Success" || t.state === "Pending") && t.interactionId,
  );

/** The shop's void of the payment (it will not become an order), if it decided so. */
export const voidOf = (payment: Payment): Transaction | undefined =>
  payment.transactions.find((t) => t.type === "CancelAuthorization");

/** The cart a payment was made for (custom field), or undefined for payments made before it was kept. */
export function cartOf(payment: Payment): string | undefined {
  const value = payment.custom?.fields[PAYMENT_TYPE.cartField];
  return typeof value === "string" ? value : undefined;
}

/** SPEC §3: the last payment of an order's list is the one it was placed with. */
export const orderPaymentId = (order: Order): string | undefined => order.paymentInfo?.payments.at(-1)?.id;

/**
 * Sends actions planned from the payment as it is; on a concurrent modification (the shopper's
 * return and the provider's notification write at once) reads it again and plans once more.
 */
export function updatePayment(
  commerce: CommercePort,
  payment: Payment,
  plan: (current: Payment) => PaymentUpdateAction[],
): Promise<Payment> {
  return withVersionRetry(
    payment,
    () => commerce.payment(payment.id),
    async (current) => {
      const actions = plan(current);
      return actions.length ? commerce.updatePayment(current.id, current.version, actions) : current;
    },
  );
}

const sameAmount = (money: { centAmount: number; currencyCode: string }, amount: Amount) =>
  money.centAmount === amount.value && money.currencyCode === amount.currency;

/**
 * Records a provider's outcome: one Authorization transaction per PSP reference, its state kept
 * current, for the amount the provider says it authorised (else the planned one): a record never
 * claims an authorisation of an amount the provider did not give.
 */
export function recordOutcome(commerce: CommercePort, payment: Payment, outcome: PaymentOutcome) {
  if (!("pspReference" in outcome) || !outcome.pspReference) return Promise.resolve(payment);
  const { pspReference } = outcome;
  const amount = "amount" in outcome ? outcome.amount : undefined;
  const state =
    outcome.status === "authorised" ? "Success" : outcome.status === "pending" ? "Pending" : "Failure";
  return updatePayment(commerce, payment, (current) => {
    const existing = current.transactions.find(
      (t) => t.interactionId === pspReference && t.type === "Authorization",
    );
    if (existing?.state === state) return [];
    // A late refusal does not undo an authorisation already recorded for the same reference.
    if (existing?.state === "Success" && state === "Failure") return [];
    // A transaction's amount cannot change: an outcome naming another amount for a recorded
    // reference leaves it as it is (the caller compares the amount with the order's and logs it).
    if (existing && amount && !sameAmount(existing.amount, amount)) return [];
    return [
      existing
        ? { action: "changeTransactionState", transactionId: existing.id, state }
        : {
            action: "addTransaction",
            transaction: {
              type: "Authorization",
              amount: amount
                ? { centAmount: amount.value, currencyCode: amount.currency }
                : current.amountPlanned,
              interactionId: pspReference,
              state,
            },
          },
      ...("method" in outcome && outcome.method
        ? [{ action: "setMethodInfoMethod" as const, method: outcome.method }]
        : []),
      // SPEC §3: the provider's voucher action is kept raw (receipt.ts reads it back).
      ...("action" in outcome && outcome.action
        ? [
            {
              action: "setCustomField" as const,
              name: PAYMENT_TYPE.voucherField,
              value: JSON.stringify(outcome.action),
            },
          ]
        : []),
    ];
  });
}
