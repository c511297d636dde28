/**
 * The commerce payments of a cart while an order is placed: the earlier ones voided and taken off
 * with the cash-on-delivery fee set or removed, a new one for what the cart costs now, and the undo
 * of a placing that made no order.
 */
import type { Cart } from "@commercetools/platform-sdk";
import type { PaymentKind } from "../../config";
import type { CartService } from "../cart";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import type { Market } from "../market";
import type { Amount, PaymentProvider } from "../payments";
import { codFeeActions, codFeeTitle } from "./cod-fee";
import { PAYMENT_TYPE } from "./payment-records";
import type { PaymentVoids } from "./payment-voids";

/** A platform money value as the payment provider's amount (minor units and currency). */
export const amountOf = (money: { centAmount: number; currencyCode: string }): Amount => ({
  value: money.centAmount,
  currency: money.currencyCode,
});

/**
 * Whether an amount (what a sheet showed, what a payment was planned or authorised for) is exactly
 * what the cart costs now: the same minor units in the same currency. Never more, never less, is
 * charged (SPEC §4 "Payment flow"): Google Pay express, the Drop-in's reuse and the card return ask.
 */
export const chargesCartTotal = (cart: Pick<Cart, "totalPrice">, amount: Amount): boolean =>
  cart.totalPrice.centAmount === amount.value && cart.totalPrice.currencyCode === amount.currency;

/** The commerce payment interfaces of the shop's own payment kinds. */
export const OWN_INTERFACES = { cod: "cash-on-delivery", bank: "bank-transfer" } as const;

/** The kinds the card provider takes (its hosted page, or a Multibanco reference asked for directly). */
const byProvider = (kind: PaymentKind): kind is "card" | "multibanco" =>
  kind === "card" || kind === "multibanco";

export function createCartPayments(deps: {
  commerce: CommercePort;
  carts: CartService;
  payments: PaymentProvider;
  voids: PaymentVoids;
  stores: Pick<Stores, "store">;
}) {
  const { commerce, carts, payments, voids, stores } = deps;
  return {
    /** Voids the cart's earlier payments and sets (or takes off) the cash-on-delivery fee, in one update. */
    async readyForPayment(market: Market, cart: Cart, kind: PaymentKind): Promise<Cart> {
      const earlier = await voids.paymentsOf(cart);
      await Promise.all(earlier.map(voids.release));
      const ids = new Set(earlier.map((p) => p.id));
      const title = kind === "cod" ? codFeeTitle(await stores.store(market)) : undefined;
      return carts.update(market, cart, (current) => [
        ...voids.removals(current, ids),
        ...codFeeActions(current, kind === "cod", title),
      ]);
    },

    /** A new commerce payment for what the cart costs now, added to the cart (the order's last payment). */
    async addPayment(market: Market, cart: Cart, kind: PaymentKind) {
      const planned = cart.totalPrice;
      const payment = await commerce.createPayment({
        amountPlanned: { currencyCode: planned.currencyCode, centAmount: planned.centAmount },
        paymentMethodInfo: {
          // Card and Multibanco are the provider's; the method is recorded from its answer.
          paymentInterface: byProvider(kind) ? payments.paymentInterface : OWN_INTERFACES[kind],
          method: byProvider(kind) ? undefined : OWN_INTERFACES[kind],
        },
        ...(cart.customerId ? { customer: { typeId: "customer", id: cart.customerId } } : {}),
        custom: {
          type: { typeId: "type", key: PAYMENT_TYPE.key },
          fields: { [PAYMENT_TYPE.cartField]: cart.id },
        },
      });
      const withPayment = await carts.update(market, cart, () => [
        { action: "addPayment", payment: { typeId: "payment", id: payment.id } },
      ]);
      return { payment, cart: withPayment };
    },

    /** Undoes a placing that made no order: the payment is voided and leaves the cart, with the fee. */
    async undo(market: Market, cart: Cart, paymentId: string) {
      try {
        const payment = await commerce.payment(paymentId);
        if (payment) await voids.release(payment);
        await carts.update(market, cart, (current) => [
          ...voids.removals(current, new Set([paymentId])),
          ...codFeeActions(current, false),
        ]);
      } catch (error) {
        console.error(`Undoing the payment ${paymentId} of cart ${cart.id} failed`, error);
      }
    },
  };
}
