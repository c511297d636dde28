/**
 * Placing an order (SPEC §4 "Payment flow"): cash on delivery and bank transfer become orders at once
 * (their payment is pending); the card provider gets a session and the shopper goes to its page, from
 * which the card return (card-return.ts) continues. Each placing first voids the cart's earlier
 * payments, so only the payment an order is placed with can pay for it. With JavaScript the card
 * provider's session may be the Drop-in's instead of the hosted page's (drop-in.ts): made the same
 * way, and handed out again to a reload or a second click rather than made twice.
 */
import type { Cart, Order, Payment, PaymentState } from "@commercetools/platform-sdk";
import { type ClientType, netInvoiceAllowed, type PaymentErrorCode, type PaymentKind } from "../../config";
import type { CartService } from "../cart";
import { createKeyedQueue } from "../cart/queue";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import { isCommerceError } from "../commerce/errors";
import type { Market } from "../market";
import type { PaymentProvider } from "../payments";
import { createCartPayments } from "./cart-payments";
import { type DropInHandle, keepDropIn, reusableDropIn } from "./drop-in";
import { bankTransferAllowed, cardMethods, codRefusal, hasDetails, multibancoAllowed } from "./eligibility";
import { placeMultibanco } from "./multibanco";
import { billingQualifies, fullyNet } from "./net-invoice";
import type { PaymentVoids } from "./payment-voids";
import type { Shortage, StockCheck } from "./stock";

/** Why a placing was refused before anything was ordered or paid. */
export type PlaceRefusal =
  | "codNotAllowed"
  | "bankNotAllowed"
  | "multibancoNotAllowed"
  | "missingDetails"
  | "outOfStock"
  | "couponRemoved"
  /** A net cart re-netted from the platform's current prices costs another total than was shown. */
  | "pricesChanged";

/** What placing an order led to: the order, the provider's page, or a refusal. */
export type PlaceOutcome =
  | { kind: "order"; order: Order; created: boolean }
  | { kind: "provider"; url: string }
  /** The Drop-in's session for the browser to mount (issue 19.5); its return is the hosted page's. */
  | { kind: "dropIn"; session: DropInHandle }
  | { kind: "refused"; reason: PlaceRefusal; shortages?: Shortage[]; removedCodes?: string[] }
  | { kind: "error"; code: PaymentErrorCode };

/** The error code of an order the platform would not make (SPEC §8 payment errors). */
export const orderErrorCode = (error: unknown): PaymentErrorCode =>
  isCommerceError(error, "InvalidOperation", "ConcurrentModification")
    ? "unprocessable-entity"
    : "creating-order-failed";

export interface PlacingDeps {
  commerce: CommercePort;
  carts: CartService;
  payments: PaymentProvider;
  voids: PaymentVoids;
  stock: StockCheck;
  dropUnusableCodes: (market: Market, cart: Cart) => Promise<{ cart: Cart; removed: string[] }>;
  stores: Pick<Stores, "store">;
  /** Decision 0029: a net cart re-netted from the platform's current prices (net-invoice.ts refreshNet). */
  refreshNet: (market: Market, cart: Cart) => Promise<Cart>;
}

/**
 * SPEC §5 eligibility, stock and discount codes before anything is ordered or paid: the refusal, or
 * the cart with the discount codes checked (and, when net, its amounts from the current prices).
 */
export async function checkPlaceable(
  { stock, dropUnusableCodes, stores, refreshNet }: PlacingDeps,
  market: Market,
  given: Cart,
  kind: PaymentKind,
): Promise<{ ok: true; cart: Cart } | { ok: false; refusal: PlaceOutcome }> {
  const refused = (refusal: PlaceOutcome) => ({ ok: false as const, refusal });
  if (!hasDetails(given)) {
    console.error("Email or address details are missing for cart", given.id);
    return refused({ kind: "refused", reason: "missingDetails" });
  }
  // Decision 0029, fail closed: a net (reverse-charge) cart whose billing address no longer carries
  // a server-validated company VAT ID in a store that may invoice net is never paid or ordered, even
  // when the change hook could not put it back to gross; the addresses step settles it again.
  if (given.taxMode === "External") {
    const switchOn = (await stores.store(market))?.custom?.fields.change_tax_rate_enabled === true;
    if (!billingQualifies(given, netInvoiceAllowed(market.country.countryCode, switchOn))) {
      console.warn(
        `Cart ${given.id} is net without a qualifying billing address: back to the addresses step`,
      );
      return refused({ kind: "refused", reason: "missingDetails" });
    }
  }
  // Decision 0029: what a net cart is charged is the net of the platform's prices now; a line the
  // change step could not net again (left on its gross price at 0 %) is never charged.
  const current = await refreshNet(market, given);
  if (current.taxMode === "External" && !fullyNet(current)) {
    console.warn(`Cart ${current.id} is net without net amounts on every item: back to the addresses step`);
    return refused({ kind: "refused", reason: "missingDetails" });
  }
  // Never charge a total the shopper was not shown: the payment step then shows the new amounts.
  if (current.totalPrice.centAmount !== given.totalPrice.centAmount)
    return refused({ kind: "refused", reason: "pricesChanged" });
  const country = market.country.countryCode;
  if (kind === "cod" && codRefusal(current, country))
    return refused({ kind: "refused", reason: "codNotAllowed" });
  if (kind === "bank" && !bankTransferAllowed(current, country))
    return refused({ kind: "refused", reason: "bankNotAllowed" });
  if (kind === "multibanco" && !multibancoAllowed(current, country))
    return refused({ kind: "refused", reason: "multibancoNotAllowed" });
  const shortages = await stock.shortages(current);
  if (shortages.length) return refused({ kind: "refused", reason: "outOfStock", shortages });
  const { cart: checked, removed } = await dropUnusableCodes(market, current);
  if (removed.length) return refused({ kind: "refused", reason: "couponRemoved", removedCodes: removed });
  return { ok: true, cart: checked };
}

/** How the card provider is reached: its page, or (`inline`) the Drop-in on the payment step. */
export interface ProviderRoute {
  clientType: ClientType;
  returnUrl: string;
  inline?: boolean;
}

/**
 * A card payment: the new payment gets the provider's session, whose page the shopper goes to, or
 * whose id and data the Drop-in takes (the session is kept on the payment to be handed out again).
 */
async function toProvider(
  { commerce, payments }: PlacingDeps,
  { payment, cart: withPayment }: { payment: Payment; cart: Cart },
  market: Market,
  { clientType, returnUrl, inline }: ProviderRoute,
): Promise<PlaceOutcome> {
  const request = {
    reference: payment.id,
    amount: { currency: payment.amountPlanned.currencyCode, value: payment.amountPlanned.centAmount },
    countryCode: market.country.isoCode,
    shopperLocale: market.locale.code,
    shopperEmail: withPayment.customerEmail,
    returnUrl,
    allowedPaymentMethods: cardMethods(clientType),
  };
  if (inline && payments.dropIn) {
    const session = await payments.dropIn.createSession(request);
    await commerce.updatePayment(payment.id, payment.version, [
      { action: "setInterfaceId", interfaceId: session.id },
      keepDropIn(session, clientType),
    ]);
    return { kind: "dropIn", session: { id: session.id, sessionData: session.sessionData } };
  }
  const session = await payments.createSession(request);
  await commerce.updatePayment(payment.id, payment.version, [
    { action: "setInterfaceId", interfaceId: session.id },
  ]);
  return { kind: "provider", url: session.url };
}

export function createPlacing(deps: PlacingDeps) {
  const { commerce, carts, payments, voids, stores, stock, dropUnusableCodes } = deps;
  /** A reload or a second click of the Drop-in: the session already made for the cart as it is now. */
  const dropInAgain = async (cart: Cart, clientType: ClientType) =>
    reusableDropIn(cart, await voids.paymentsOf(cart), {
      paymentInterface: payments.paymentInterface,
      clientType,
      now: new Date(),
    });
  const { readyForPayment, addPayment, undo } = createCartPayments({
    commerce,
    carts,
    payments,
    voids,
    stores,
  });
  // A double click posts twice: the second waits for the first and then finds its order.
  const placing = createKeyedQueue();

  /** Makes the cart an order; the idempotency key makes a repeated call answer the same order. */
  const order = (cart: Cart, idempotencyKey: string, paymentState?: PaymentState) =>
    commerce.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey, paymentState });

  /** Cash on delivery or bank transfer: the order at once, if stock and the discount codes allow it. */
  async function placeOwn(market: Market, cart: Cart, kind: "cod" | "bank"): Promise<PlaceOutcome> {
    const { payment, cart: withPayment } = await addPayment(market, cart, kind);
    try {
      const placed = await stock.orderIfInStock(withPayment, () =>
        order(withPayment, `${withPayment.id}:${payment.id}`),
      );
      if (placed.ok) return { kind: "order", order: placed.value, created: true };
      await undo(market, withPayment, payment.id);
      return { kind: "refused", reason: "outOfStock", shortages: placed.shortages };
    } catch (error) {
      console.error("Creating the order failed", error);
      await undo(market, withPayment, payment.id);
      if (isCommerceError(error, "DiscountCodeNonApplicable")) {
        const current = await carts.load(market, cart.id, cart.customerId);
        const { removed } = current ? await dropUnusableCodes(market, current) : { removed: [] };
        return { kind: "refused", reason: "couponRemoved", removedCodes: removed };
      }
      return { kind: "error", code: orderErrorCode(error) };
    }
  }

  return {
    order,
    /** Runs a placing of this cart after any other of it (express payments share the queue). */
    serial: <T>(cartId: string, task: () => Promise<T>) => placing.run(cartId, task),
    /** The cart's earlier payments voided, a new one added, and the undo of a placing (cart-payments.ts). */
    cartPayments: { readyForPayment, addPayment, undo },
    /**
     * Places the cart's order with the chosen payment kind, or refuses (SPEC §5 eligibility, stock,
     * discount codes). Runs once at a time per cart: a second post of the same form finds the order
     * of the first (`created: false`) instead of failing, and a second ask for the Drop-in finds
     * its session.
     */
    place(market: Market, cart: Cart, kind: PaymentKind, provider: ProviderRoute): Promise<PlaceOutcome> {
      return placing.run(cart.id, async () => {
        const current = await commerce.getCart(cart.id);
        if (current?.cartState === "Ordered") {
          const placed = await commerce.order({ cartId: cart.id });
          if (placed) return { kind: "order", order: placed, created: false };
        }
        if (current?.cartState !== "Active") return { kind: "error", code: "unprocessable-entity" };
        const checked = await checkPlaceable(deps, market, current, kind);
        if (!checked.ok) return checked.refusal;
        if (kind === "card" && provider.inline && payments.dropIn) {
          const again = await dropInAgain(checked.cart, provider.clientType);
          if (again) return { kind: "dropIn", session: again };
        }

        const ready = await readyForPayment(market, checked.cart, kind);
        if (kind === "multibanco") {
          const added = await addPayment(market, ready, kind);
          return placeMultibanco({ ...deps, order, undo }, market, added, provider.returnUrl);
        }
        if (kind !== "card") return placeOwn(market, ready, kind);
        const added = await addPayment(market, ready, kind);
        return toProvider(deps, added, market, provider);
      });
    },
  };
}
