import type { Address } from "@commercetools/platform-sdk";
import { COD_FEE_LINE } from "../../config";
import type { Checkout } from "../../server/checkout";
import type { Market } from "../../server/market";
import { i18next } from "../i18n.server";
import { formatDate, formatMoney, toMoney } from "./format";

type Receipt = NonNullable<Awaited<ReturnType<Checkout["receipt"]>>>;

/** SPEC §3: Czech order numbers are shown without 'NS'. */
export const shownNumber = (orderNumber: string | undefined, market: Market) =>
  market.country.countryCode === "cz" ? (orderNumber ?? "").replace(/NS/g, "") : (orderNumber ?? "");

/** An order as the thank-you page and the confirmation mail show it, in major units. */
export function receiptView(market: Market, { order, kind, voucher, bank, lines, summary }: Receipt) {
  return {
    number: shownNumber(order.orderNumber, market),
    email: order.customerEmail ?? "",
    currency: summary.currency,
    total: summary.total,
    lines,
    summary,
    kind,
    // SPEC §4: in progress while a bank transfer or a Multibanco reference is to be paid.
    paid: order.paymentState === "Paid",
    // SPEC §5: the voucher's expiry as dd.mm.yyyy, formatted once here for page and mail alike.
    voucher: voucher
      ? { entity: voucher.entity, reference: voucher.reference, expires: formatDate(voucher.expiresAt) }
      : null,
    bank,
    billing: order.billingAddress as Address,
    shipping: order.shippingAddress as Address,
  };
}

/** The order confirmation mail in the shopper's language: what was ordered, what it costs and how to pay. */
export async function confirmationMail(market: Market, receipt: Receipt) {
  const [t, tc, tt] = await Promise.all([
    i18next.getFixedT(market.language, "checkout"),
    i18next.getFixedT(market.language, "cart"),
    i18next.getFixedT(market.language, "tax"),
  ]);
  const view = receiptView(market, receipt);
  const money = (amount: number) => formatMoney(toMoney(amount, view.currency), market.locale.code);
  const number = (value: number) => new Intl.NumberFormat(market.locale.code).format(value);
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
  // SPEC §1, §5: a Multibanco order's mail says how to pay it: entity, reference, amount, expiry.
  const voucher =
    view.voucher && !view.paid
      ? [
          `${t("thankYou.multibanco.entity")}: ${view.voucher.entity}`,
          `${t("thankYou.multibanco.reference")}: ${view.voucher.reference}`,
          `${t("thankYou.bank.amount")}: ${money(view.total)}`,
          `${t("thankYou.multibanco.expires")}: ${view.voucher.expires}`,
        ]
      : [];
  const { summary } = view;
  // The same rows as the thank-you page, in the same order, adding up to the total.
  const rows = [
    `${tc("summary.subtotal")}: ${money(summary.subtotal)}`,
    ...summary.discounts.map(
      (d) => `${tc(`discount.${d.kind}`, { percent: d.percent, code: d.code })}: −${money(d.amount)}`,
    ),
    ...summary.fees.map(
      (f) => `${f.key === COD_FEE_LINE.key ? t("payment.codFee") : f.name}: ${money(f.amount)}`,
    ),
    ...(summary.shipping
      ? [
          `${tc("summary.shipping")}: ${summary.shipping.cost === 0 ? tc("summary.free") : money(summary.shipping.cost)}`,
        ]
      : []),
    `${t("thankYou.total")}: ${money(summary.total)}`,
    ...(summary.vat
      ? [
          // Issue 19.1: a net order names the reverse charge instead of the VAT it does not include.
          `${summary.vat.reverseCharge ? tt("reverseCharge") : tc("summary.vat", { rate: number(summary.vat.rate) })}: ${money(summary.vat.amount)}`,
        ]
      : []),
  ];
  return {
    subject: t("mail.subject", { number: view.number }),
    text: [
      t("thankYou.heading"),
      "",
      ...view.lines.map((l) => `${l.quantity} × ${l.name}: ${money(l.total)}`),
      "",
      ...rows,
      "",
      payment,
      ...bank,
      ...voucher,
    ].join("\n"),
  };
}
