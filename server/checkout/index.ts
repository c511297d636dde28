/**
 * The checkout of SPEC §4 on the server, composed of one module per concern: its guards (SPEC §2
 * guards 1, 10, 11), the addresses step, the payment step's checks and options, placing an order,
 * the card provider's return and notifications, voiding payments that will not become orders, and
 * the receipt. Every cart change goes through the cart service (queued, versioned, published to the
 * cart's room).
 */
import type { Throttles } from "../account/throttle";
import type { CartService } from "../cart";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import type { MailPort } from "../mail";
import type { Market } from "../market";
import type { PaymentProvider } from "../payments";
import type { VatPort } from "../vat";
import { createAddressStep } from "./addresses";
import { createCardReturn } from "./card-return";
import { dropInView } from "./drop-in";
import { mapGooglePayAddress } from "./google-pay-address";
import { createGooglePayExpress } from "./google-pay-express";
import { createGuards } from "./guards";
import { createNetInvoices } from "./net-invoice";
import { createNotifications } from "./notifications";
import { rememberOrder } from "./order-cookie";
import { createPaymentChoice, utmSourceOf } from "./payment-choice";
import { createPaymentStep, paymentOptions } from "./payment-step";
import { createPaymentVoids } from "./payment-voids";
import { createPlacing } from "./placing";
import { createReceipts } from "./receipt";
import { createStockCheck } from "./stock";
import { createVatCheck } from "./vat-check";

export type { CardReturn } from "./card-return";
export type { DropInHandle, DropInView } from "./drop-in";
export { codRefusal } from "./eligibility";
export type { GooglePayAddressError, GooglePayMapping } from "./google-pay-address";
export type { ExpressOutcome, ExpressRefusal } from "./google-pay-express";
export type { CheckoutStep } from "./guards";
export type { NetOutcome } from "./net-invoice";
export type { PaymentOptions } from "./payment-step";
export type { PlaceOutcome } from "./placing";
export type { BankDetails } from "./receipt";
export type { Shortage } from "./stock";
export type { StepVatCheck, VatCheckAnswer, VatCheckClient } from "./vat-check";

export function createCheckout(deps: {
  commerce: CommercePort;
  cart: CartService;
  payments: PaymentProvider;
  vat: VatPort;
  mail: MailPort;
  /** The market's store, cached (server/catalog/stores.ts). */
  stores: Pick<Stores, "store" | "storeSwitch" | "storeSwitchOf">;
  /** The VAT checks' counts (decision 0041): the host's shared throttles, as every other limit's. */
  throttles: Throttles;
}) {
  const { commerce, payments, vat, mail, stores } = deps;
  const carts = deps.cart;
  const voids = createPaymentVoids(commerce, payments);
  // A net (reverse-charge) cart gives later items their net amounts and the zero rate, or goes gross
  // when it no longer qualifies: first, so that the payments step below sees the amounts charged.
  const netInvoices = createNetInvoices({ commerce, carts, stores });
  carts.onChange(netInvoices.keepNetConsistent);
  // A change of the cart (another tab, the addresses step) voids payments made for another amount.
  carts.onChange((cart) => voids.dropStale(cart));
  const stock = createStockCheck(commerce);
  const addresses = createAddressStep({ commerce, carts, stores });
  // One throttle for the VAT ID field's check and the addresses step's own (decision 0029).
  const vatChecks = createVatCheck({ vat, stores, throttles: deps.throttles });
  const { refreshNet } = netInvoices;
  const paymentStep = createPaymentStep({
    carts,
    stock,
    ensureShippingMethod: addresses.ensureShippingMethod,
  });
  const { dropUnusableCodes } = paymentStep;
  const placingDeps = { commerce, carts, payments, voids, stock, dropUnusableCodes, stores, refreshNet };
  const placing = createPlacing(placingDeps);
  const receipts = createReceipts({ commerce, mail, stores });
  return {
    ...createGuards(carts),
    ...addresses,
    /** SPEC §4: the VAT ID field's own check when it is left (reports only; decision 0030). */
    vatCheck: vatChecks.check,
    /**
     * SPEC §4 "Addresses": the addresses step's VAT check of a company buyer, throttled as the
     * field's, and no service call when the cart holds a definitive result for the same ID.
     */
    checkVat: vatChecks.checkForStep,
    /** Issue 19.1: after the addresses step, the cart net under reverse charge or gross (decision 0029). */
    settleNetInvoice: netInvoices.settleNetInvoice,
    /** The header's client-type switch: to private puts a net cart back to gross (decision 0029). */
    settleClientType: netInvoices.settleClientType,
    ...receipts,
    ...createPaymentChoice({ carts, stores }),
    /** SPEC §2, §3: the valid utm source of this browser's cookie, for the cart (decision 0028). */
    utmSourceOf,
    /** The Set-Cookie header that lets this browser see an order's thank-you page. */
    rememberOrder,
    /** SPEC §4, §5, §9: what the payment step offers this cart and buyer. */
    options: paymentOptions,
    /** Issue 19.5: the public settings of the payment step's Drop-in, or null (hosted page only). */
    dropIn: (market: Market) => dropInView(payments, market),
    prepare: paymentStep.prepare,
    place: placing.place,
    /** SPEC §3, §5: the Google Pay sheet's address as the cart's, or why not (google-pay-address.ts). */
    mapGooglePayAddress,
    /** SPEC §1, §5: Google Pay express, paid and ordered from the cart (google-pay-express.ts). */
    payGooglePayExpress: createGooglePayExpress({
      ...placingDeps,
      placing,
      ensureShippingMethod: addresses.ensureShippingMethod,
    }),
    ...createCardReturn({
      commerce,
      carts,
      payments,
      voids,
      stock,
      order: placing.order,
      dropUnusableCodes,
      refreshNet,
    }),
    notify: createNotifications({ commerce, voids }),
    /**
     * The order made from the cart this browser's cart cookie names, when that cart was just ordered
     * (a form posted twice: the second post, or Back and post again, finds the order of the first).
     */
    async orderOfCart(cartId: string | undefined) {
      if (!cartId) return null;
      const cart = await commerce.getCart(cartId);
      return cart?.cartState === "Ordered" ? commerce.order({ cartId }) : null;
    },
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
