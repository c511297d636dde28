/**
 * The shopper is back from the card provider's page (SPEC §4 "Payment flow"). An authorised (or
 * pending) payment becomes the order of the cart it was made for, only when it is still that cart's
 * payment, the cart still costs what was authorised, stock covers it and the platform makes the
 * order; otherwise the authorisation is released (payment-voids.ts) and the shopper is told that
 * nothing was charged. The outcome is always the provider's own answer: to the hosted page's or the
 * Drop-in's session result, or to the redirect result a Drop-in redirect came back with.
 */
import type { Cart, Order } from "@commercetools/platform-sdk";
import type { PaymentErrorCode } from "../../config";
import type { CartService } from "../cart";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import type { Market } from "../market";
import type { PaymentOutcome, PaymentProvider } from "../payments";
import { amountOf, chargesCartTotal } from "./cart-payments";
import { fullyNet } from "./net-invoice";
import { placedOrders } from "./order-cookie";
import { orderPaymentId, recordOutcome, voidOf } from "./payment-records";
import type { PaymentVoids } from "./payment-voids";
import { orderErrorCode } from "./placing";
import type { StockCheck } from "./stock";

export type CardReturn =
  | { ok: true; order: Order; created: boolean }
  | {
      ok: false;
      code: PaymentErrorCode;
      /** An authorisation was reversed: the shopper's card is not charged. */
      released: boolean;
      /** Back to the payment step with this notice (the cart changed: codes, stock), not the error page. */
      notice?: "couponRemoved" | "outOfStock";
    };

export function createCardReturn(deps: {
  commerce: CommercePort;
  carts: Pick<CartService, "load">;
  payments: PaymentProvider;
  voids: PaymentVoids;
  stock: StockCheck;
  order: (cart: Cart, idempotencyKey: string, paymentState?: "Paid" | "Pending") => Promise<Order>;
  dropUnusableCodes: (market: Market, cart: Cart) => Promise<{ cart: Cart; removed: string[] }>;
  /** Decision 0029: a net cart re-netted from the platform's current prices (net-invoice.ts). */
  refreshNet: (market: Market, cart: Cart) => Promise<Cart>;
}) {
  const { commerce, carts, payments, voids, stock, order, dropUnusableCodes, refreshNet } = deps;

  const failed = (code: PaymentErrorCode): CardReturn => ({ ok: false, code, released: false });

  /** What the provider's outcome leads to: the order, or the reason with the authorisation released. */
  async function complete(
    request: Request,
    market: Market,
    given: Cart | null,
    outcome: PaymentOutcome,
  ): Promise<CardReturn> {
    let cart = given;
    // An unknown session has no reference: nothing to look up.
    if (!outcome.reference) return failed("payment-error");
    const found = await commerce.payment(outcome.reference);
    if (!found) return failed("payment-error");
    const payment = await recordOutcome(commerce, found, outcome);

    // A return that comes twice finds the order made the first time, for the browser that placed it
    // only (a replayed return URL shows nobody else's order).
    const existing = await commerce.order({ paymentId: payment.id });
    if (existing && orderPaymentId(existing) === payment.id) {
      const placedHere =
        (cart !== null && existing.cart?.id === cart.id) ||
        (await placedOrders(request)).includes(existing.id);
      return placedHere ? { ok: true, order: existing, created: false } : failed("payment-error");
    }
    if (outcome.status === "cancelled") return failed("cancelled-transaction");
    if (outcome.status !== "authorised" && outcome.status !== "pending") return failed("payment-error");

    // From here the provider holds money (or a voucher) for this payment: an order, or it is released.
    const refuse = async (
      code: PaymentErrorCode,
      notice?: "couponRemoved" | "outOfStock",
    ): Promise<CardReturn> => {
      const { released } = await voids.release(payment);
      return { ok: false, code, released, ...(notice ? { notice } : {}) };
    };
    // A net cart costs the net of the platform's prices now (decision 0029): a price that rose since
    // the payment was made makes it another amount, which is released below.
    if (cart?.cartState === "Active") cart = await refreshNet(market, cart);
    // What was authorised must be what the cart costs: not less, in no other currency.
    const planned = amountOf(payment.amountPlanned);
    const authorised = outcome.amount ?? planned;
    // A net cart with an item left on its gross price at 0 % (the change step failed) is never
    // ordered either, as placing refuses it (decision 0029, fail closed).
    const priceChanged =
      cart !== null &&
      (!(chargesCartTotal(cart, planned) && chargesCartTotal(cart, authorised)) ||
        (cart.taxMode === "External" && !fullyNet(cart)));
    // Voided by the shop (the cart was ordered another way or changed since), another order's
    // payment, or not this browser's cart's payment.
    const ofThisCart =
      !voidOf(payment) && !existing && cart?.paymentInfo?.payments.some((p) => p.id === payment.id);
    if (!cart || !ofThisCart || priceChanged)
      return refuse(priceChanged ? "malformed-price" : "unprocessable-entity");
    try {
      const placed = await stock.orderIfInStock(cart, () =>
        order(cart, `payment:${payment.id}`, outcome.status === "authorised" ? "Paid" : "Pending"),
      );
      if (!placed.ok) return refuse("unprocessable-entity", "outOfStock");
      return { ok: true, created: true, order: placed.value };
    } catch (error) {
      console.error("Creating the order after a card payment failed", error);
      if (isCommerceError(error, "DiscountCodeNonApplicable")) {
        // A single-use code another order used up meanwhile: it leaves the cart, the shopper pays again.
        const current = await carts.load(market, cart.id, cart.customerId);
        if (current) await dropUnusableCodes(market, current).catch(() => undefined);
        return refuse("creating-order-failed", "couponRemoved");
      }
      return refuse(orderErrorCode(error));
    }
  }

  return {
    /** Back from the hosted page, or from the Drop-in's onPaymentCompleted / onPaymentFailed. */
    async completeCardPayment(
      request: Request,
      market: Market,
      cart: Cart | null,
      sessionId: string,
      sessionResult: string,
    ): Promise<CardReturn> {
      return complete(request, market, cart, await payments.sessionOutcome(sessionId, sessionResult));
    },
    /** Back from a redirect inside the Drop-in (3-D Secure, a bank's page): the provider is asked. */
    async completeRedirect(request: Request, market: Market, cart: Cart | null, redirectResult: string) {
      if (!payments.dropIn) return failed("payment-error");
      return complete(request, market, cart, await payments.dropIn.redirectOutcome(redirectResult));
    },
  };
}
