import type { Address } from "@commercetools/platform-sdk";
import { COD_FEE_LINE, type CurrencyCode } from "../../config";
import type { Checkout } from "../../server/checkout";
import type { Market } from "../../server/market";
import { i18next } from "../i18n.server";
import { formatMoney, toMoney } from "./format";

type Receipt = NonNullable<Awaited<ReturnType<Checkout["receipt"]>>>;

/** SPEC §3: Czech order numbers are shown without 'NS'. */
const shownNumber = (orderNumber: string | undefined, market: Market) =>
  market.country.countryCode === "cz" ? (orderNumber ?? "").replace(/NS/g, "") : (orderNumber ?? "");

/** An order as the thank-you page and the confirmation mail show it, in major units. */
export function receiptView(market: Market, { order, kind, voucher, bank }: Receipt) {
  const major = (cents: number) => cents / 10 ** order.totalPrice.fractionDigits;
  const name = (text: Record<string, string>) => text[market.language] ?? Object.values(text)[0] ?? "";
  return {
    number: shownNumber(order.orderNumber, market),
    email: order.customerEmail ?? "",
    currency: order.totalPrice.currencyCode as CurrencyCode,
    total: major(order.totalPrice.centAmount),
    // Products, then fees (the cash-on-delivery fee, named by its key in the page's language).
    lines: [...order.lineItems, ...order.customLineItems].map((l) => ({
      id: l.id,
      key: l.key,
      name: name(l.name),
      quantity: l.quantity,
      total: major(l.totalPrice.centAmount),
    })),
    kind,
    // SPEC §4: in progress while a bank transfer or a Multibanco reference is to be paid.
    paid: order.paymentState === "Paid",
    voucher: voucher as { entity?: string; reference?: string } | null,
    bank,
    billing: order.billingAddress as Address,
    shipping: order.shippingAddress as Address,
  };
}

/** The order confirmation mail in the shopper's language: what was ordered and how to pay. */
export async function confirmationMail(market: Market, receipt: Receipt) {
  const t = await i18next.getFixedT(market.language, "checkout");
  const view = receiptView(market, receipt);
  const money = (amount: number) => formatMoney(toMoney(amount, view.currency), market.locale.code);
  const payment =
    view.kind === "cod"
      ? t("thankYou.cod", { amount: money(view.total) })
      : view.paid
        ? t("thankYou.paid", { amount: money(view.total) })
        : t("thankYou.inProgress", { amount: money(view.total) });
  const bank = view.bank
    ? [
        `${t("thankYou.bank.owner")}: ${view.bank.owner}`,
        `${t("thankYou.bank.institute")}: ${view.bank.institute}`,
        `${t("thankYou.bank.iban")}: ${view.bank.iban}`,
        `${t("thankYou.bank.bic")}: ${view.bank.bic}`,
        `${t("thankYou.bank.reference")}: ${view.number}`,
      ]
    : [];
  return {
    subject: t("mail.subject", { number: view.number }),
    text: [
      t("thankYou.heading"),
      "",
      ...view.lines.map(
        (l) =>
          `${l.quantity} × ${l.key === COD_FEE_LINE.key ? t("payment.codFee") : l.name}: ${money(l.total)}`,
      ),
      `${t("thankYou.total")}: ${money(view.total)}`,
      "",
      payment,
      ...bank,
    ].join("\n"),
  };
}
