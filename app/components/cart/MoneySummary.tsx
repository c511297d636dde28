import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { COD_FEE_LINE } from "../../../config";
import type { Summary } from "../../../server/cart/summary";
import { usePrices } from "../../lib/prices";

/**
 * The money of a cart or an order (server/cart/summary.ts), the same on the cart page, in the
 * sidebar, on the payment step and on the thank-you page: subtotal, each discount as a deduction,
 * fees, shipping and the total they add up to, then the VAT the total includes and the net total.
 * Company buyers see the same rows net (the summary's `net` amounts, which add up the same way), then
 * the net total, the VAT on top and the total with VAT, as the rest of the shop shows them net.
 * `testId` prefixes each amount's data-testid (cart-subtotal, order-total, …); `-total` is always
 * the amount to pay.
 */
export function MoneySummary({
  summary,
  testId,
  extraFee,
  showMissingForFree = false,
}: {
  summary: Summary;
  testId: string;
  /** A fee the order will have but the cart does not yet (cash on delivery chosen on the payment step). */
  extraFee?: Summary["fees"][number];
  showMissingForFree?: boolean;
}) {
  const { t } = useTranslation("cart");
  const { t: tc } = useTranslation("checkout");
  const prices = usePrices();
  const money = (amount: number) => prices.format(amount, summary.currency);
  const total = summary.total + (extraFee?.amount ?? 0);
  // The previewed fee is taxed at the cart's rate, as the order's fee line will be.
  const feeVat =
    extraFee && summary.vat
      ? extraFee.amount - prices.netAt(extraFee.amount, summary.vat.rate, summary.currency)
      : 0;
  const net = useNetBasis(summary) ? summary.net : undefined;
  const fees = [...summary.fees, ...(extraFee ? [extraFee] : [])].map((fee, index) => ({
    ...fee,
    shown: net ? (net.fees[index] ?? fee.amount - feeVat) : fee.amount,
  }));
  const netTotal = net ? net.total + (extraFee ? extraFee.amount - feeVat : 0) : undefined;
  return (
    <dl className="cart__summary" aria-label={t("summary.heading")}>
      <dt>{t("summary.subtotal")}</dt>
      <dd data-testid={`${testId}-subtotal`}>{money(net ? net.subtotal : summary.subtotal)}</dd>
      {summary.discounts.map((discount, index) => (
        <div
          key={`${discount.kind}-${discount.code ?? ""}-${discount.percent ?? ""}`}
          className="cart__discount"
        >
          <dt>{t(`discount.${discount.kind}`, { percent: discount.percent, code: discount.code })}</dt>
          <dd data-testid={`${testId}-discount`}>
            {`−${money(net ? (net.discounts[index] ?? 0) : discount.amount)}`}
          </dd>
        </div>
      ))}
      {fees.map((fee) => (
        <Fragment key={fee.key ?? fee.name}>
          <dt>{fee.key === COD_FEE_LINE.key ? tc("payment.codFee") : fee.name}</dt>
          <dd data-testid={`${testId}-fee`}>{money(fee.shown)}</dd>
        </Fragment>
      ))}
      {summary.shipping && (
        <>
          <dt>{t("summary.shipping")}</dt>
          <dd data-testid={`${testId}-shipping`}>
            {summary.shipping.cost === 0 ? t("summary.free") : money(net?.shipping ?? summary.shipping.cost)}
          </dd>
          {showMissingForFree && summary.shipping.missing > 0 && (
            <dd className="cart__free-shipping">
              {t("summary.missingForFree", { amount: money(summary.shipping.missing) })}
            </dd>
          )}
        </>
      )}
      {netTotal !== undefined && summary.vat ? (
        <>
          <dt>{t("summary.net")}</dt>
          <dd data-testid={`${testId}-net`}>{money(netTotal)}</dd>
          <dt>{t("summary.vatAdded", { rate: prices.number(summary.vat.rate) })}</dt>
          <dd data-testid={`${testId}-vat`}>{money(total - netTotal)}</dd>
          <dt className="cart__total">{t("summary.totalGross")}</dt>
          <dd className="cart__total" data-testid={`${testId}-total`}>
            {money(total)}
          </dd>
        </>
      ) : (
        <>
          <dt className="cart__total">{t("summary.total")}</dt>
          <dd className="cart__total" data-testid={`${testId}-total`}>
            {money(total)}
          </dd>
          {summary.vat && (
            <>
              <dt>{t("summary.vat", { rate: prices.number(summary.vat.rate) })}</dt>
              <dd data-testid={`${testId}-vat`}>{money(summary.vat.amount + feeVat)}</dd>
              <dt>{t("summary.net")}</dt>
              <dd data-testid={`${testId}-net`}>{money(total - summary.vat.amount - feeVat)}</dd>
            </>
          )}
        </>
      )}
    </dl>
  );
}

/**
 * Whether a summary and its lines show net amounts: for company buyers (the header's price switch,
 * SPEC §4, §6), once the platform has taxed every item (before that only gross amounts exist).
 */
export function useNetBasis(summary: Summary): boolean {
  const { company } = usePrices();
  return company && summary.vat !== undefined && summary.net !== undefined;
}

/** A line's net amounts (by line id) when the summary is shown net, else undefined: show the gross ones. */
export function useNetLines(summary: Summary) {
  const net = useNetBasis(summary);
  return (lineId: string) => (net ? summary.net?.lines[lineId] : undefined);
}

/** What the amounts around it are: "Prices incl. VAT" or, for company buyers, "Prices excl. VAT". */
export function PriceBasis({ summary }: { summary: Summary }) {
  const { t } = useTranslation("cart");
  return (
    <p className="price-basis" data-testid="price-basis">
      {useNetBasis(summary) ? t("basis.net") : t("basis.gross")}
    </p>
  );
}
