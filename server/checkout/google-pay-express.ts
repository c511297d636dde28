/**
 * Google Pay express (SPEC §1, §4 "Payment flow", §5 "Google express pay"): the sheet's address and
 * e-mail go on the cart (billing and shipping, with the shipping method that fits), the cart's total
 * must still be the amount the sheet showed, and then the token is paid directly and the order is
 * made as for any card payment: the same commerce payment, the same records, the same notification
 * path, the same queue per cart (a double post finds the order of the first). docs/decisions/0031.
 */
import type { BaseAddress, Cart, CartUpdateAction, Order } from "@commercetools/platform-sdk";
import type { PaymentErrorCode } from "../../config";
import type { Market } from "../market";
import type { Amount, PaymentOutcome } from "../payments";
import { chargesCartTotal } from "./cart-payments";
import { recordOutcome } from "./payment-records";
import { checkPlaceable, type createPlacing, type PlacingDeps } from "./placing";
import type { Shortage } from "./stock";

/** Why an express payment was not made (keys of the `express` namespace's `errors`). */
export type ExpressRefusal =
  | "amountChanged"
  | "paymentRefused"
  | "outOfStock"
  | "couponRemoved"
  | "missingDetails"
  | "emptyCart"
  /** A net (reverse-charge) cart: the wallet's address would replace the validated company's. */
  | "netInvoice";

export type ExpressOutcome =
  | { kind: "order"; order: Order; created: boolean }
  | { kind: "refused"; reason: ExpressRefusal; shortages?: Shortage[] }
  | { kind: "error"; code: PaymentErrorCode };

export interface ExpressPayment {
  /** The mapped address (google-pay-address.ts), billing and shipping alike. */
  address: BaseAddress;
  email: string;
  token: string;
  /** What the sheet showed the shopper, in minor units: never more is charged. */
  shown: Amount;
  returnUrl: string;
}

export function createGooglePayExpress(
  deps: PlacingDeps & {
    placing: ReturnType<typeof createPlacing>;
    ensureShippingMethod: (market: Market, cart: Cart) => Promise<Cart>;
  },
) {
  const { commerce, carts, payments, stock, placing, ensureShippingMethod } = deps;
  const { readyForPayment, addPayment, undo } = placing.cartPayments;

  /**
   * The sheet's address and e-mail on the cart, with the shipping method that fits it. A signed-in
   * customer orders with the account's e-mail (as the addresses step does), not the wallet's.
   */
  async function withAddress(market: Market, cart: Cart, { address, email: sheetEmail }: ExpressPayment) {
    const customer = cart.customerId ? await commerce.customer(cart.customerId) : null;
    const email = customer?.email ?? sheetEmail;
    const updated = await carts.update(market, cart, (current): CartUpdateAction[] => [
      ...(current.customerEmail === email ? [] : [{ action: "setCustomerEmail" as const, email }]),
      { action: "setBillingAddress", address },
      { action: "setShippingAddress", address },
    ]);
    return ensureShippingMethod(market, updated);
  }

  /** Pays the token for the cart as it is now, then orders it; the payment is undone when no order follows. */
  async function payAndOrder(market: Market, ready: Cart, input: ExpressPayment): Promise<ExpressOutcome> {
    const { payment, cart } = await addPayment(market, ready, "card");
    const outcome: PaymentOutcome | null = await payments
      .payGooglePay({
        reference: payment.id,
        amount: { currency: payment.amountPlanned.currencyCode, value: payment.amountPlanned.centAmount },
        countryCode: market.country.isoCode,
        shopperLocale: market.locale.code,
        shopperEmail: cart.customerEmail ?? input.email,
        returnUrl: input.returnUrl,
        token: input.token,
      })
      .catch((error: unknown) => {
        console.error(`The Google Pay payment ${payment.id} could not be made`, error);
        return null;
      });
    try {
      // The authorisation is recorded first: an undo then reverses it.
      if (outcome) await recordOutcome(commerce, payment, outcome);
      if (outcome?.status !== "authorised") {
        await undo(market, cart, payment.id);
        return outcome?.status === "refused"
          ? { kind: "refused", reason: "paymentRefused" }
          : { kind: "error", code: "payment-error" };
      }
      if (outcome.amount && !chargesCartTotal(cart, outcome.amount)) {
        await undo(market, cart, payment.id);
        return { kind: "error", code: "malformed-price" };
      }
      const placed = await stock.orderIfInStock(cart, () =>
        placing.order(cart, `payment:${payment.id}`, "Paid"),
      );
      if (placed.ok) return { kind: "order", order: placed.value, created: true };
      await undo(market, cart, payment.id);
      return { kind: "refused", reason: "outOfStock", shortages: placed.shortages };
    } catch (error) {
      console.error("Creating the order of a Google Pay express payment failed", error);
      await undo(market, cart, payment.id);
      return { kind: "error", code: "creating-order-failed" };
    }
  }

  /**
   * Pays the cart with the sheet's token and orders it, once per cart at a time: a second post of
   * the same cart finds the order of the first (`created: false`) and pays nothing.
   */
  return function payGooglePayExpress(
    market: Market,
    cart: Cart,
    input: ExpressPayment,
  ): Promise<ExpressOutcome> {
    return placing.serial(cart.id, async () => {
      const current = await commerce.getCart(cart.id);
      if (current?.cartState === "Ordered") {
        const placed = await commerce.order({ cartId: cart.id });
        if (placed) return { kind: "order", order: placed, created: false };
      }
      if (current?.cartState !== "Active") return { kind: "error", code: "unprocessable-entity" };
      if (current.lineItems.length === 0) return { kind: "refused", reason: "emptyCart" };
      // Decision 0029: a net cart's invoice rests on the billing address the addresses step
      // validated; the sheet's address would replace it, so express is not offered for it.
      if (current.taxMode === "External") return { kind: "refused", reason: "netInvoice" };
      const addressed = await withAddress(market, current, input);
      // A stale sheet (the cart changed in another tab, or shipping costs more) is never charged.
      if (!chargesCartTotal(addressed, input.shown)) return { kind: "refused", reason: "amountChanged" };
      const checked = await checkPlaceable(deps, market, addressed, "card");
      if (!checked.ok) {
        const refusal = checked.refusal;
        if (refusal.kind !== "refused") return { kind: "error", code: "payment-error" };
        const reason =
          refusal.reason === "outOfStock" || refusal.reason === "couponRemoved"
            ? refusal.reason
            : refusal.reason === "pricesChanged"
              ? "amountChanged"
              : "missingDetails";
        return { kind: "refused", reason, ...(refusal.shortages ? { shortages: refusal.shortages } : {}) };
      }
      const ready = await readyForPayment(market, checked.cart, "card");
      // Taking off an earlier cash-on-delivery fee changes the total the sheet showed.
      if (!chargesCartTotal(ready, input.shown)) return { kind: "refused", reason: "amountChanged" };
      return payAndOrder(market, ready, input);
    });
  };
}
export type GooglePayExpress = ReturnType<typeof createGooglePayExpress>;
