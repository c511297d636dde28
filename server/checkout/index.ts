/**
 * The checkout of SPEC §4 on the server: its guards (SPEC §2 guards 1, 10, 11), the addresses step
 * (e-mail, billing and shipping addresses, VAT ID, shipping method), the payment step (cash on
 * delivery with its fee, bank transfer, the card provider's hosted page) and the order.
 * Every change goes through the cart service (queued, versioned, published to the cart's room).
 */
import type {
  Address,
  BaseAddress,
  Cart,
  CartUpdateAction,
  Order,
  Payment,
  PaymentState,
  Store,
} from "@commercetools/platform-sdk";
import { redirect } from "@remix-run/node";
import {
  type AddressFieldsValue,
  CARD_METHODS,
  CARD_METHODS_REMOVED,
  type CheckoutAddressValue,
  type ClientType,
  COD_FEE_LINE,
  COD_FEES,
  CURRENCIES,
  isSwitchOn,
  type PaymentErrorCode,
  type PaymentKind,
  ROUTES,
} from "../../config";
import type { CartService } from "../cart";
import type { Products } from "../catalog/product";
import { type CommercePort, isCommerceError } from "../commerce";
import type { MailPort } from "../mail";
import type { Market } from "../market";
import type { PaymentNotification, PaymentOutcome, PaymentProvider } from "../payments";
import type { VatOutcome, VatPort } from "../vat";
import { bankTransferAllowed, type CodRefusal, codRefusal } from "./eligibility";
import { placedOrders, rememberOrder } from "./order-cookie";

export { bankTransferAllowed, cashAndBankRule, codRefusal } from "./eligibility";

export type CheckoutStep = "addresses" | "payment";

/** The custom type of a billing address's VAT check (SPEC §4: the result is pushed to the billing address). */
const VAT_ADDRESS_TYPE = "address-vat";

/** The commerce payment interfaces of the shop's own payment kinds. */
const OWN_INTERFACES = { cod: "cash-on-delivery", bank: "bank-transfer" } as const;

/** What the payment step offers besides the card provider: why cash on delivery is not, when it is not. */
export interface PaymentOptions {
  cod: { allowed: boolean; refusal: CodRefusal | null; fee: number };
  bank: { allowed: boolean };
}

/** What placing an order led to: the order, the provider's page, or a refusal. */
export type PlaceOutcome =
  | { kind: "order"; order: Order }
  | { kind: "provider"; url: string }
  | { kind: "refused"; reason: "codNotAllowed" | "bankNotAllowed" | "missingDetails" }
  | { kind: "error"; code: PaymentErrorCode };

/** The bank data of SPEC §3 (store custom fields) a bank-transfer order shows. */
export interface BankDetails {
  owner: string;
  institute: string;
  iban: string;
  bic: string;
}

const field = (store: Store | undefined, name: string) => {
  const value = store?.custom?.fields[name];
  return typeof value === "string" ? value : "";
};

/** SPEC §4: the card provider's methods a private or company buyer is offered. */
const cardMethods = (clientType: ClientType) => {
  const removed: readonly string[] = CARD_METHODS_REMOVED[clientType];
  return CARD_METHODS.filter((m) => !removed.includes(m));
};

/** A Multibanco voucher kept on the payment (SPEC §3 raw payment action), or null when unreadable. */
function voucherOf(payment: Payment | null): Record<string, unknown> | null {
  const raw = payment?.custom?.fields.rawPaymentAction;
  if (typeof raw !== "string") return null;
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    console.warn(`Payment ${payment?.id} has an unreadable rawPaymentAction`);
    return null;
  }
}

export function createCheckout(deps: {
  commerce: CommercePort;
  cart: CartService;
  payments: PaymentProvider;
  vat: VatPort;
  mail: MailPort;
  /** The market's store, cached (server/catalog/product.ts). */
  stores: Pick<Products, "store" | "storeSwitch">;
}) {
  const { commerce, payments, vat, mail, stores } = deps;
  const carts = deps.cart;

  /** SPEC §2 guard 10: checkout off in the country → home. */
  function requireEnabled(market: Market) {
    if (isSwitchOn("checkoutDisabled", market.country.countryCode)) {
      console.warn(`Guard 10: checkout is disabled in ${market.country.isoCode}`);
      throw redirect(`${market.pathPrefix}/`, 303);
    }
  }

  /**
   * SPEC §2 guards 10, 11 and 1: checkout off in the country → home; no cart with lines → home; a
   * step after the addresses without a shipping address or method → the addresses step. 303: each
   * lasts only as long as the state behind it.
   */
  function guard(market: Market, cart: Cart | null, step: CheckoutStep): Cart {
    requireEnabled(market);
    const withLines = carts.requireLines(market, cart);
    if (step !== "addresses" && (!withLines.shippingAddress || !withLines.shippingInfo)) {
      console.warn("Guard 1: the cart has no shipping address or method yet");
      throw redirect(`${market.pathPrefix}${ROUTES.checkout.addresses}`, 303);
    }
    return withLines;
  }

  function toAddress(market: Market, value: AddressFieldsValue, email: string, clientType: ClientType) {
    // SPEC §5: a private buyer's company (and department) is dropped.
    const { company, ...rest } = value;
    return {
      ...rest,
      ...(clientType === "company" && company ? { company } : {}),
      country: market.country.isoCode,
      email,
    } satisfies BaseAddress;
  }

  /**
   * SPEC §4 "Shipping method": the cart keeps its method while it is the default one and matches;
   * otherwise the first method offered for the cart is set (parcel or freight by its lines).
   */
  async function shippingMethodActions(cart: Cart): Promise<CartUpdateAction[]> {
    if (!cart.shippingAddress) return [];
    const offered = await commerce.shippingMethodsForCart(cart.id);
    const method = offered.find((m) => m.isDefault) ?? offered[0];
    if (!method) return [];
    const current = cart.shippingInfo;
    if (current?.shippingMethod?.id === method.id && current.shippingMethodState !== "DoesNotMatchCart")
      return [];
    return [{ action: "setShippingMethod", shippingMethod: { typeId: "shipping-method", id: method.id } }];
  }

  /** The cash-on-delivery fee line: present exactly when `withFee`, at the fee of the cart's currency. */
  function codFeeActions(cart: Cart, withFee: boolean, title: string): CartUpdateAction[] {
    const existing = cart.customLineItems.find((l) => l.key === COD_FEE_LINE.key);
    const currency = cart.totalPrice.currencyCode as keyof typeof COD_FEES;
    const cents = Math.round(COD_FEES[currency] * 10 ** CURRENCIES[currency].fractionDigits);
    if (withFee && existing?.money.centAmount === cents) return [];
    const remove: CartUpdateAction[] = existing
      ? [{ action: "removeCustomLineItem", customLineItemId: existing.id }]
      : [];
    if (!withFee) return remove;
    return [
      ...remove,
      {
        action: "addCustomLineItem",
        key: COD_FEE_LINE.key,
        slug: COD_FEE_LINE.slug,
        // The store's title is not translated: the pages name the fee by its key, in their language.
        name: { en: title },
        quantity: 1,
        money: { currencyCode: currency, centAmount: cents },
        taxCategory: { typeId: "tax-category", key: COD_FEE_LINE.taxCategoryKey },
      },
    ];
  }

  /** SPEC §4 "Payment flow": a cart is ordered only with its e-mail and the billing first name. */
  const hasDetails = (cart: Cart) => Boolean(cart.customerEmail && cart.billingAddress?.firstName);

  async function order(cart: Cart, idempotencyKey: string, paymentState?: PaymentState): Promise<Order> {
    return commerce.createOrderFromCart({ id: cart.id, version: cart.version, idempotencyKey, paymentState });
  }

  /**
   * Records a provider's outcome on the commerce payment (a transaction per provider reference). The
   * shopper's return and the provider's notification may write at once: a conflict reads and retries.
   */
  async function recordOutcome(payment: Payment, outcome: PaymentOutcome): Promise<Payment> {
    try {
      return await writeOutcome(payment, outcome);
    } catch (error) {
      if (!isCommerceError(error, "ConcurrentModification")) throw error;
      const current = await commerce.payment(payment.id);
      if (!current) throw error;
      return writeOutcome(current, outcome);
    }
  }

  async function writeOutcome(payment: Payment, outcome: PaymentOutcome): Promise<Payment> {
    if (!("pspReference" in outcome) || !outcome.pspReference) return payment;
    const state =
      outcome.status === "authorised" ? "Success" : outcome.status === "pending" ? "Pending" : "Failure";
    const existing = payment.transactions.find((t) => t.interactionId === outcome.pspReference);
    if (existing?.state === state) return payment;
    return commerce.updatePayment(payment.id, payment.version, [
      existing
        ? { action: "changeTransactionState", transactionId: existing.id, state }
        : {
            action: "addTransaction",
            transaction: {
              type: "Authorization",
              amount: payment.amountPlanned,
              interactionId: outcome.pspReference,
              state,
            },
          },
      ...("method" in outcome && outcome.method
        ? [{ action: "setMethodInfoMethod" as const, method: outcome.method }]
        : []),
      ...("voucher" in outcome && outcome.voucher
        ? [
            {
              action: "setCustomField" as const,
              name: "rawPaymentAction",
              value: JSON.stringify(outcome.voucher),
            },
          ]
        : []),
    ]);
  }

  /** An order as the thank-you page and the confirmation mail show it. */
  async function describe(market: Market, found: Order) {
    const paymentRef = found.paymentInfo?.payments.at(-1);
    const payment = paymentRef ? await commerce.payment(paymentRef.id) : null;
    const paymentInterface = payment?.paymentMethodInfo.paymentInterface;
    const kind: PaymentKind =
      paymentInterface === OWN_INTERFACES.cod
        ? "cod"
        : paymentInterface === OWN_INTERFACES.bank
          ? "bank"
          : "card";
    const store = kind === "bank" ? await stores.store(market) : undefined;
    const bank: BankDetails | null = store
      ? {
          owner: field(store, "bankAccountOwner"),
          institute: field(store, "bankInstitute"),
          iban: field(store, "bankIban"),
          bic: field(store, "bankBic"),
        }
      : null;
    return {
      order: found,
      kind,
      voucher: voucherOf(payment),
      bank,
    };
  }
  type Receipt = Awaited<ReturnType<typeof describe>>;

  return {
    guard,
    /** SPEC §2 guard 10 alone, for the checkout's account steps. */
    requireEnabled,
    /** The Set-Cookie header that lets this browser see an order's thank-you page. */
    rememberOrder,

    /**
     * The thank-you page's order: only one this browser placed (or the signed-in customer's), of this
     * store, with its payment kind, Multibanco voucher and the store's bank data.
     */
    async receipt(request: Request, market: Market, orderId: string, customerId?: string) {
      // The cookie is checked first: an order id from anyone else costs no platform read.
      const placedHere = (await placedOrders(request)).includes(orderId);
      if (!placedHere && !customerId) return null;
      const found = await commerce.order({ id: orderId });
      if (!found || found.store?.key !== market.storeKey) return null;
      return placedHere || found.customerId === customerId ? describe(market, found) : null;
    },

    /**
     * The order confirmation mail (not awaited: the shopper's page does not wait for it).
     * `compose` writes it in the shopper's language from the same receipt the thank-you page shows.
     */
    confirm(
      market: Market,
      placed: Order,
      compose: (receipt: Receipt) => Promise<{ subject: string; text: string }>,
    ) {
      if (!placed.customerEmail) {
        console.error(`Order ${placed.orderNumber} has no e-mail: no confirmation sent`);
        return;
      }
      const to = placed.customerEmail;
      void describe(market, placed)
        .then(async (receipt) => mail.send({ to, ...(await compose(receipt)) }))
        .catch((error: unknown) =>
          console.error(`Sending the confirmation of ${placed.orderNumber} failed`, error),
        );
    },

    /** SPEC §4 "Addresses": the billing address's VAT check of a company buyer. */
    async checkVat(market: Market, vatId: string): Promise<VatOutcome> {
      return vat.validate({ country: market.country.countryCode, vatId });
    },

    /** Whether the store validates VAT IDs (store custom field vat_validation_enabled). */
    vatValidationEnabled: (market: Market) => stores.storeSwitch(market, "vat_validation_enabled"),

    /**
     * Saves the addresses step on the cart: e-mail, billing address (with the VAT check's result),
     * shipping address (a copy of the billing one without its id, or another), and the shipping
     * method that fits the cart.
     */
    async saveAddresses(
      market: Market,
      cart: Cart,
      input: {
        value: CheckoutAddressValue;
        email: string;
        shipping: AddressFieldsValue | null;
        vat: VatOutcome | null;
      },
    ): Promise<Cart> {
      const { value, email, shipping, vat: checked } = input;
      const billing: BaseAddress = {
        ...toAddress(market, value.billing, email, value.clientType),
        ...(value.clientType === "company" && checked
          ? {
              custom: {
                type: { typeId: "type", key: VAT_ADDRESS_TYPE },
                fields: {
                  vatId: checked.vatId,
                  vatValidated: checked.kind === "valid",
                  vatValidationRawResponse: checked.raw,
                },
              },
            }
          : {}),
      } as BaseAddress;
      const { custom: _vat, ...billingWithoutVat } = billing as Address;
      const shippingAddress = shipping
        ? toAddress(market, shipping, email, value.clientType)
        : { ...billingWithoutVat, id: undefined };
      const withAddresses = await carts.update(market, cart, (current) => [
        ...(current.customerEmail === email ? [] : [{ action: "setCustomerEmail" as const, email }]),
        { action: "setBillingAddress", address: billing },
        { action: "setShippingAddress", address: shippingAddress },
      ]);
      return carts.update(market, withAddresses, shippingMethodActions);
    },

    /** SPEC §4, §5, §9: what the payment step offers this cart and buyer. */
    options(market: Market, cart: Cart): PaymentOptions {
      const country = market.country.countryCode;
      const currency = cart.totalPrice.currencyCode as keyof typeof COD_FEES;
      const refusal = codRefusal(cart, country);
      return {
        cod: { allowed: refusal === null, refusal, fee: COD_FEES[currency] },
        bank: { allowed: bankTransferAllowed(cart, country) },
      };
    },

    /** Re-sets the shipping method when the cart changed since the addresses step (SPEC §4). */
    ensureShippingMethod: (market: Market, cart: Cart) => carts.update(market, cart, shippingMethodActions),

    /**
     * SPEC §4 "Payment flow": cash on delivery and bank transfer become orders at once (their payment
     * is pending); the card provider gets a session and the shopper goes to its page, from which
     * `completeCardPayment` continues.
     */
    async place(
      market: Market,
      cart: Cart,
      kind: PaymentKind,
      { clientType, returnUrl }: { clientType: ClientType; returnUrl: string },
    ): Promise<PlaceOutcome> {
      if (!hasDetails(cart)) {
        console.error("Email or address details are missing for cart", cart.id);
        return { kind: "refused", reason: "missingDetails" };
      }
      const country = market.country.countryCode;
      if (kind === "cod" && codRefusal(cart, country)) return { kind: "refused", reason: "codNotAllowed" };
      if (kind === "bank" && !bankTransferAllowed(cart, country))
        return { kind: "refused", reason: "bankNotAllowed" };
      const feeTitle =
        kind === "cod" ? field(await stores.store(market), "codFeeTitle") || COD_FEE_LINE.title : "";
      const ready = await carts.update(market, cart, (current) =>
        codFeeActions(current, kind === "cod", feeTitle),
      );
      const planned = ready.totalPrice;
      const payment = await commerce.createPayment({
        amountPlanned: { currencyCode: planned.currencyCode, centAmount: planned.centAmount },
        paymentMethodInfo: {
          paymentInterface: kind === "card" ? payments.paymentInterface : OWN_INTERFACES[kind],
          method: kind === "card" ? undefined : OWN_INTERFACES[kind],
        },
        ...(ready.customerId ? { customer: { typeId: "customer", id: ready.customerId } } : {}),
      });
      const withPayment = await carts.update(market, ready, () => [
        { action: "addPayment", payment: { typeId: "payment", id: payment.id } },
      ]);
      if (kind !== "card") {
        try {
          return { kind: "order", order: await order(withPayment, `${withPayment.id}:${payment.id}`) };
        } catch (error) {
          console.error("Creating the order failed", error);
          // The fee belongs to a cash-on-delivery order: the cart the shopper goes back to is without it.
          if (kind === "cod")
            await carts
              .update(market, withPayment, (current) => codFeeActions(current, false, ""))
              .catch((undo) => console.error("Removing the cash-on-delivery fee failed", undo));
          return {
            kind: "error",
            code: isCommerceError(error, "InvalidOperation")
              ? "unprocessable-entity"
              : "creating-order-failed",
          };
        }
      }
      const session = await payments.createSession({
        reference: payment.id,
        amount: { currency: planned.currencyCode, value: planned.centAmount },
        countryCode: market.country.isoCode,
        shopperLocale: market.locale.code,
        shopperEmail: withPayment.customerEmail,
        returnUrl,
        allowedPaymentMethods: cardMethods(clientType),
      });
      await commerce.updatePayment(payment.id, payment.version, [
        { action: "setInterfaceId", interfaceId: session.id },
      ]);
      return { kind: "provider", url: session.url };
    },

    /**
     * The shopper is back from the provider's page (SPEC §4): an authorised or pending payment of this
     * cart, for the amount the cart still costs, becomes its order; anything else is a payment error
     * code for /adyen-payment-error. A return that comes twice finds the order made the first time,
     * for the browser that placed it only (a replayed return URL shows nobody else's order).
     */
    async completeCardPayment(
      request: Request,
      cart: Cart | null,
      sessionId: string,
      sessionResult: string,
    ): Promise<{ ok: true; order: Order; created: boolean } | { ok: false; code: PaymentErrorCode }> {
      const outcome = await payments.sessionOutcome(sessionId, sessionResult);
      // An unknown session has no reference: nothing to look up.
      if (!outcome.reference) return { ok: false, code: "payment-error" };
      const payment = await commerce.payment(outcome.reference);
      if (!payment) return { ok: false, code: "payment-error" };
      const recorded = await recordOutcome(payment, outcome);
      const existing = await commerce.order({ paymentId: payment.id });
      if (existing) {
        const placedHere =
          (cart !== null && existing.cart?.id === cart.id) ||
          (await placedOrders(request)).includes(existing.id);
        return placedHere
          ? { ok: true, order: existing, created: false }
          : { ok: false, code: "payment-error" };
      }
      if (outcome.status === "cancelled") return { ok: false, code: "cancelled-transaction" };
      if (outcome.status !== "authorised" && outcome.status !== "pending")
        return { ok: false, code: "payment-error" };
      if (!cart?.paymentInfo?.payments.some((p) => p.id === payment.id))
        return { ok: false, code: "unprocessable-entity" };
      // The cart changed in another tab after the shopper left: what was paid is not what it costs.
      if (cart.totalPrice.centAmount !== recorded.amountPlanned.centAmount)
        return { ok: false, code: "malformed-price" };
      try {
        const paid = outcome.status === "authorised";
        const placed = await order(cart, `payment:${payment.id}`, paid ? "Paid" : "Pending");
        return { ok: true, created: true, order: placed };
      } catch (error) {
        console.error("Creating the order after a card payment failed", error);
        return { ok: false, code: "creating-order-failed" };
      }
    },

    /**
     * The provider's notifications (webhook): an AUTHORISATION moves the payment's transaction and
     * makes the order of the payment paid, or failed when none of its attempts succeeded (a refused
     * attempt reported after an authorised one leaves a paid order paid). Unknown payments are logged
     * and skipped.
     */
    async notify(notifications: PaymentNotification[]): Promise<void> {
      for (const item of notifications) {
        if (item.eventCode !== "AUTHORISATION") continue;
        const payment = await commerce.payment(item.merchantReference);
        if (!payment) {
          console.warn(`Payment notification for an unknown payment ${item.merchantReference}`);
          continue;
        }
        const outcome: PaymentOutcome = item.success
          ? {
              status: "authorised",
              reference: payment.id,
              pspReference: item.pspReference,
              method: item.paymentMethod ?? "",
            }
          : { status: "refused", reference: payment.id, pspReference: item.pspReference };
        const recorded = await recordOutcome(payment, outcome);
        const placed = await commerce.order({ paymentId: payment.id });
        const state = recorded.transactions.some((t) => t.type === "Authorization" && t.state === "Success")
          ? "Paid"
          : "Failed";
        if (placed && placed.paymentState !== state)
          await commerce.updateOrder(placed.id, placed.version, [
            { action: "changePaymentState", paymentState: state },
          ]);
      }
    },
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
