/**
 * Placing an order paid by a Multibanco reference (SPEC §1, §4 "Payment flow"): the provider is asked
 * for the voucher directly (no page to visit), the voucher is kept raw on the payment (SPEC §3), and
 * the order is made at once with its payment "in progress" (Pending) until the provider's
 * AUTHORISATION notification says the reference was paid (notifications.ts). A provider that answers
 * no voucher, or cannot be asked, is SPEC §8's payment error, and nothing is ordered.
 */
import type { Cart, Order, Payment } from "@commercetools/platform-sdk";
import type { PaymentErrorCode } from "../../config";
import type { CommercePort } from "../commerce";
import type { Market } from "../market";
import type { PaymentProvider } from "../payments";
import { recordOutcome } from "./payment-records";
import type { Shortage, StockCheck } from "./stock";

export type MultibancoPlacing =
  | { kind: "order"; order: Order; created: boolean }
  | { kind: "refused"; reason: "outOfStock"; shortages: Shortage[] }
  | { kind: "error"; code: PaymentErrorCode };

export async function placeMultibanco(
  deps: {
    commerce: CommercePort;
    payments: PaymentProvider;
    stock: StockCheck;
    order: (cart: Cart, idempotencyKey: string, paymentState?: "Pending") => Promise<Order>;
    undo: (market: Market, cart: Cart, paymentId: string) => Promise<void>;
  },
  market: Market,
  { payment, cart }: { payment: Payment; cart: Cart },
  returnUrl: string,
): Promise<MultibancoPlacing> {
  const { commerce, payments, stock, order, undo } = deps;
  const outcome = await payments
    .createMultibanco({
      reference: payment.id,
      amount: { currency: payment.amountPlanned.currencyCode, value: payment.amountPlanned.centAmount },
      countryCode: market.country.isoCode,
      shopperLocale: market.locale.code,
      shopperEmail: cart.customerEmail,
      returnUrl,
    })
    .catch((error: unknown) => {
      console.error(`Asking for the Multibanco reference of payment ${payment.id} failed`, error);
      return null;
    });
  if (outcome?.status !== "pending" || !outcome.voucher) {
    await undo(market, cart, payment.id);
    return { kind: "error", code: "payment-error" };
  }
  try {
    await recordOutcome(commerce, payment, outcome);
    const placed = await stock.orderIfInStock(cart, () => order(cart, `payment:${payment.id}`, "Pending"));
    if (placed.ok) return { kind: "order", order: placed.value, created: true };
    await undo(market, cart, payment.id);
    return { kind: "refused", reason: "outOfStock", shortages: placed.shortages };
  } catch (error) {
    console.error("Creating the order of a Multibanco payment failed", error);
    // The voucher is reversed with the payment: the shopper cannot pay for an order never made.
    await undo(market, cart, payment.id);
    return { kind: "error", code: "creating-order-failed" };
  }
}
