/**
 * An order after it was placed: the thank-you page's receipt (only for the browser that placed it, or
 * its customer) and the confirmation mail, both from the same description.
 */
import type { Order, Payment, Store } from "@commercetools/platform-sdk";
import { isSwitchOn, type PaymentKind, toMajor } from "../../config";
import { lineTotalBeforeCartDiscounts, summaryOf } from "../cart/summary";
import type { Stores } from "../catalog/stores";
import type { CommercePort } from "../commerce";
import { localizedText } from "../commerce/projection";
import type { MailPort } from "../mail";
import type { Market } from "../market";
import type { MultibancoVoucher } from "../payments";
import { voucherOfJson } from "../payments/multibanco";
import { OWN_INTERFACES } from "./cart-payments";
import { placedOrders } from "./order-cookie";
import { orderPaymentId, PAYMENT_TYPE } from "./payment-records";

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

/** A Multibanco voucher kept raw on the payment (SPEC §3 raw payment action), or null when unreadable. */
function voucherOfPayment(payment: Payment | null): MultibancoVoucher | null {
  const raw = payment?.custom?.fields[PAYMENT_TYPE.voucherField];
  if (raw === undefined) return null;
  const voucher = voucherOfJson(raw);
  if (!voucher) console.warn(`Payment ${payment?.id} has an unreadable ${PAYMENT_TYPE.voucherField}`);
  return voucher;
}

/** The bank data of the store's custom fields. */
const bankDetailsOf = (store: Store): BankDetails => ({
  owner: field(store, "bankAccountOwner"),
  institute: field(store, "bankInstitute"),
  iban: field(store, "bankIban"),
  bic: field(store, "bankBic"),
});

/**
 * An order as the thank-you page, the confirmation mail and the my-orders detail (server/orders)
 * show it: its payment kind and details.
 */
export async function describeOrder(
  { commerce, stores }: { commerce: CommercePort; stores: Pick<Stores, "store"> },
  market: Market,
  found: Order,
) {
  const paymentId = orderPaymentId(found);
  const payment = paymentId ? await commerce.payment(paymentId) : null;
  const paymentInterface = payment?.paymentMethodInfo.paymentInterface;
  const kind: PaymentKind =
    paymentInterface === OWN_INTERFACES.cod
      ? "cod"
      : paymentInterface === OWN_INTERFACES.bank
        ? "bank"
        : // The provider's method, recorded from its answer: a Multibanco reference is named so.
          payment?.paymentMethodInfo.method === "multibanco"
          ? "multibanco"
          : "card";
  const store = kind === "bank" ? await stores.store(market) : undefined;
  const bank: BankDetails | null = store ? bankDetailsOf(store) : null;
  const language = market.language;
  return {
    order: found,
    kind,
    voucher: voucherOfPayment(payment),
    bank,
    /** The order's products at their prices before cart discounts (the summary's subtotal). */
    lines: found.lineItems.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: localizedText(line.name, language),
      quantity: line.quantity,
      unit: toMajor(
        (line.price.discounted?.value ?? line.price.value).centAmount,
        found.totalPrice.currencyCode,
      ),
      total: toMajor(lineTotalBeforeCartDiscounts(line), found.totalPrice.currencyCode),
    })),
    summary: summaryOf(found, {
      language,
      personalDiscounts: isSwitchOn("personalisedDiscounts", market.country.countryCode),
    }),
  };
}
export type Receipt = Awaited<ReturnType<typeof describeOrder>>;

export function createReceipts(deps: {
  commerce: CommercePort;
  mail: MailPort;
  stores: Pick<Stores, "store">;
}) {
  const { commerce, mail } = deps;

  return {
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
      return placedHere || found.customerId === customerId ? describeOrder(deps, market, found) : null;
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
      void describeOrder(deps, market, placed)
        .then(async (receipt) => mail.send({ to, ...(await compose(receipt)) }))
        .catch((error: unknown) =>
          console.error(`Sending the confirmation of ${placed.orderNumber} failed`, error),
        );
    },
  };
}
