import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { COD_FEE_LINE } from "../../../config";
import type { Summary } from "../../../server/cart/summary";
import { feeVatShare, withFeeVat } from "../../lib/fee-vat";
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
  const prices = usePrices();
  const money = (amount: number) => prices.format(amount, summary.currency);
  const total = summary.total + (extraFee?.amount ?? 0);
  // The previewed fee is taxed at the cart's rate, as the order's fee line will be (fee-vat.ts).
  const feeVat =
    extraFee && summary.vat ? feeVatShare(extraFee.amount, summary.vat.rate, summary.currency) : 0;
  const net = useNetBasis(summary) ? summary.net : undefined;
  const fees = [...summary.fees, ...(extraFee ? [extraFee] : [])].map((fee, index) => ({
    ...fee,
    shown: net ? (net.fees[index] ?? fee.amount - feeVat) : fee.amount,
  }));
  const netTotal = net ? net.total + (extraFee ? extraFee.amount - feeVat : 0) : undefined;
  const rows = { testId, money };
  return (
    <dl className="cart__summary" aria-label={t("summary.heading")}>
      <dt>{t("summary.subtotal")}</dt>
      <dd data-testid={`${testId}-subtotal`}>{money(net ? net.subtotal : summary.subtotal)}</dd>
      <DiscountRows {...rows} summary={summary} net={net} />
      <FeeRows {...rows} fees={fees} />
      {summary.shipping && (
        <ShippingRows
          {...rows}
          shipping={summary.shipping}
          netShipping={net?.shipping}
          showMissingForFree={showMissingForFree}
        />
      )}
      {netTotal !== undefined && summary.vat ? (
        <NetTotalRows
          {...rows}
          vatRate={summary.vat.rate}
          reverseCharge={summary.vat.reverseCharge === true}
          netTotal={netTotal}
          total={total}
        />
      ) : (
        <GrossTotalRows
          {...rows}
          rate={summary.vat?.rate}
          reverseCharge={summary.vat?.reverseCharge === true}
          shown={withFeeVat(summary, extraFee, summary.currency)}
          total={total}
        />
      )}
    </dl>
  );
}

/** What every row group of the summary gets: the data-testid prefix and the summary's money format. */
interface Rows {
  testId: string;
  money: (amount: number) => string;
}

/** Each cart discount as a deduction (net for company buyers). */
function DiscountRows({ summary, net, testId, money }: Rows & { summary: Summary; net: Summary["net"] }) {
  const { t } = useTranslation("cart");
  return summary.discounts.map((discount, index) => (
    <div key={`${discount.kind}-${discount.code ?? ""}-${discount.percent ?? ""}`} className="cart__discount">
      <dt>{t(`discount.${discount.kind}`, { percent: discount.percent, code: discount.code })}</dt>
      <dd
        data-testid={`${testId}-discount`}
      >{`−${money(net ? (net.discounts[index] ?? 0) : discount.amount)}`}</dd>
    </div>
  ));
}

function FeeRows({ fees, testId, money }: Rows & { fees: (Summary["fees"][number] & { shown: number })[] }) {
  const { t: tc } = useTranslation("checkout");
  return fees.map((fee) => (
    <Fragment key={fee.key ?? fee.name}>
      <dt>{fee.key === COD_FEE_LINE.key ? tc("payment.codFee") : fee.name}</dt>
      <dd data-testid={`${testId}-fee`}>{money(fee.shown)}</dd>
    </Fragment>
  ));
}

/** Shipping ('Free' when zero) and, on the cart, what is missing for free shipping. */
function ShippingRows({
  shipping,
  netShipping,
  showMissingForFree,
  testId,
  money,
}: Rows & {
  shipping: NonNullable<Summary["shipping"]>;
  netShipping: number | undefined;
  showMissingForFree: boolean;
}) {
  const { t } = useTranslation("cart");
  return (
    <>
      <dt>{t("summary.shipping")}</dt>
      <dd data-testid={`${testId}-shipping`}>
        {shipping.cost === 0 ? t("summary.free") : money(netShipping ?? shipping.cost)}
      </dd>
      {showMissingForFree && shipping.missing > 0 && (
        <dd className="cart__free-shipping">
          {t("summary.missingForFree", { amount: money(shipping.missing) })}
        </dd>
      )}
    </>
  );
}

/** The VAT row's label: its rate, or the reverse charge of a net invoice (issue 19.1). */
function useVatLabel(key: "summary.vat" | "summary.vatAdded", rate: number, reverseCharge: boolean) {
  const { t } = useTranslation("cart");
  const { t: tt } = useTranslation("tax");
  const prices = usePrices();
  return reverseCharge ? tt("reverseCharge") : t(key, { rate: prices.number(rate) });
}

/** Company buyers: the net total, the VAT on top and the total with VAT. */
function NetTotalRows({
  vatRate,
  reverseCharge,
  netTotal,
  total,
  testId,
  money,
}: Rows & { vatRate: number; reverseCharge: boolean; netTotal: number; total: number }) {
  const { t } = useTranslation("cart");
  const vatLabel = useVatLabel("summary.vatAdded", vatRate, reverseCharge);
  return (
    <>
      <dt>{t("summary.net")}</dt>
      <dd data-testid={`${testId}-net`}>{money(netTotal)}</dd>
      <dt>{vatLabel}</dt>
      <dd data-testid={`${testId}-vat`}>{money(total - netTotal)}</dd>
      <dt className="cart__total">{t("summary.totalGross")}</dt>
      <dd className="cart__total" data-testid={`${testId}-total`}>
        {money(total)}
      </dd>
    </>
  );
}

/** The total, then the VAT it includes (with the previewed fee's, fee-vat.ts) and the net total. */
function GrossTotalRows({
  rate,
  reverseCharge,
  shown,
  total,
  testId,
  money,
}: Rows & {
  rate: number | undefined;
  reverseCharge: boolean;
  shown: ReturnType<typeof withFeeVat>;
  total: number;
}) {
  const { t } = useTranslation("cart");
  const vatLabel = useVatLabel("summary.vat", rate ?? 0, reverseCharge);
  return (
    <>
      <dt className="cart__total">{t("summary.total")}</dt>
      <dd className="cart__total" data-testid={`${testId}-total`}>
        {money(total)}
      </dd>
      {shown && rate !== undefined && (
        <>
          <dt>{vatLabel}</dt>
          <dd data-testid={`${testId}-vat`}>{money(shown.vat)}</dd>
          <dt>{t("summary.net")}</dt>
          <dd data-testid={`${testId}-net`}>{money(shown.net)}</dd>
        </>
      )}
    </>
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
