/**
 * A payment that will not become an order is voided, so no money is held for nothing: its provider
 * session is ended (it can no longer be paid), an authorisation it already has is reversed, and it
 * leaves the cart. This happens when the cart is ordered another way, when the cart's total moves
 * away from what the payment was made for, and when an order cannot be made after the payment.
 */
import type { Cart, CartUpdateAction, Payment, Transaction } from "@commercetools/platform-sdk";
import type { CommercePort } from "../commerce";
import type { PaymentProvider } from "../payments";
import { authorisation, updatePayment, voidOf } from "./payment-records";

export type PaymentVoids = ReturnType<typeof createPaymentVoids>;

/**
 * Voids one payment: the CancelAuthorization transaction records the decision (Initial), then the
 * provider's session is ended, and an authorisation is reversed (Pending with the reversal's
 * reference, Success once the provider confirms it). Safe to call again: a reversal is asked for
 * once, and a failed one (Failure) is asked for again. Resolves whether money was released (an
 * authorisation reversed); never rejects: a provider failure is logged and left for the next call.
 */
async function release(
  commerce: CommercePort,
  provider: PaymentProvider,
  payment: Payment,
): Promise<{ released: boolean; payment: Payment }> {
  const current = await updatePayment(commerce, payment, (p) =>
    voidOf(p)
      ? []
      : [
          {
            action: "addTransaction",
            transaction: { type: "CancelAuthorization", amount: p.amountPlanned, state: "Initial" },
          },
        ],
  );
  const authorised = authorisation(current);
  if (!authorised) {
    if (current.interfaceId)
      await provider
        .cancelSession(current.interfaceId)
        .catch((error: unknown) => console.error(`Ending payment session of ${current.id} failed`, error));
    return { released: false, payment: current };
  }
  const requested = voidOf(current);
  if (requested?.interactionId && requested.state !== "Failure") return { released: true, payment: current };
  return reverse(commerce, provider, current, authorised);
}

/**
 * Asks the provider to reverse an authorisation: the void's transaction gets the reversal's
 * reference (Pending), or on a failure is marked Failure so that the next call asks again.
 */
async function reverse(
  commerce: CommercePort,
  provider: PaymentProvider,
  payment: Payment,
  authorised: Transaction,
): Promise<{ released: boolean; payment: Payment }> {
  let current = payment;
  try {
    const reversal = await provider.reverse({
      pspReference: authorised.interactionId ?? "",
      reference: current.id,
    });
    current = await updatePayment(commerce, current, (p) => {
      const marker = voidOf(p);
      return marker
        ? [
            {
              action: "changeTransactionInteractionId",
              transactionId: marker.id,
              interactionId: reversal.pspReference,
            },
            { action: "changeTransactionState", transactionId: marker.id, state: "Pending" },
          ]
        : [];
    });
    console.warn(
      `Payment ${current.id}: authorisation ${authorised.interactionId} reversed (no order for it)`,
    );
    return { released: true, payment: current };
  } catch (error) {
    console.error(`Reversing the authorisation of payment ${current.id} failed`, error);
    current = await updatePayment(commerce, current, (p) => {
      const marker = voidOf(p);
      return marker && marker.state !== "Failure"
        ? [{ action: "changeTransactionState", transactionId: marker.id, state: "Failure" }]
        : [];
    }).catch(() => current);
    return { released: false, payment: current };
  }
}

/** The provider confirmed (or refused) a reversal: the void's transaction follows it. */
async function confirmReversal(
  commerce: CommercePort,
  payment: Payment,
  reversalReference: string,
  success: boolean,
) {
  await updatePayment(commerce, payment, (p) => {
    const marker = voidOf(p);
    const state = success ? "Success" : "Failure";
    return marker && marker.interactionId === reversalReference && marker.state !== state
      ? [{ action: "changeTransactionState", transactionId: marker.id, state }]
      : [];
  });
}

/** The payments of a cart, read (a reference whose payment is gone is skipped). */
async function paymentsOf(commerce: CommercePort, cart: Cart): Promise<Payment[]> {
  const found = await Promise.all((cart.paymentInfo?.payments ?? []).map((ref) => commerce.payment(ref.id)));
  return found.filter((p): p is Payment => p !== null);
}

/** The actions that take payments off a cart. */
const removals = (cart: Cart, ids: Set<string>): CartUpdateAction[] =>
  (cart.paymentInfo?.payments ?? [])
    .filter((ref) => ids.has(ref.id))
    .map((ref) => ({ action: "removePayment", payment: { typeId: "payment", id: ref.id } }));

export function createPaymentVoids(commerce: CommercePort, provider: PaymentProvider) {
  const voids = {
    release: (payment: Payment) => release(commerce, provider, payment),
    confirmReversal: (payment: Payment, reversalReference: string, success: boolean) =>
      confirmReversal(commerce, payment, reversalReference, success),
    paymentsOf: (cart: Cart) => paymentsOf(commerce, cart),
    removals,
  };
  return {
    ...voids,
    /**
     * After a change of the cart (server/cart's onChange): payments made for another amount than the
     * cart now costs are voided and taken off the cart, so the provider's page can no longer be paid
     * for what the cart no longer is. Sends at most one cart update; a failure is logged (the card
     * return and the notifications check the amounts again).
     */
    async dropStale(cart: Cart): Promise<Cart> {
      if (!cart.paymentInfo?.payments.length) return cart;
      try {
        const stale = (await voids.paymentsOf(cart)).filter(
          (p) =>
            p.amountPlanned.centAmount !== cart.totalPrice.centAmount ||
            p.amountPlanned.currencyCode !== cart.totalPrice.currencyCode,
        );
        if (!stale.length) return cart;
        await Promise.all(stale.map(voids.release));
        return await commerce.updateCart(
          cart.id,
          cart.version,
          removals(cart, new Set(stale.map((p) => p.id))),
        );
      } catch (error) {
        console.error(`Voiding the outdated payments of cart ${cart.id} failed`, error);
        return cart;
      }
    },
  };
}
