import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { COD_FEE_LINE } from "../../../config";
import type { CartView } from "../../../server/cart";
import { usePrices } from "../../lib/prices";

/** The cart as the payment step sums it up: lines, fees, shipping ('Free' when zero), VAT and total. */
export function OrderSummary({ cart, extraFee }: { cart: CartView; extraFee?: CartView["fees"][number] }) {
  const { t } = useTranslation("cart");
  const { t: tc } = useTranslation("checkout");
  const prices = usePrices();
  const money = (amount: number) => prices.format(amount, cart.currency);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{tc("summary.title")}</h2>
      <ul className="order-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>{" "}
            <span>{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart__summary">
        <dt>{t("summary.subtotal")}</dt>
        <dd>{money(cart.subtotal)}</dd>
        {cart.discounts.map((discount) => (
          <Fragment key={discount.kind}>
            <dt>{t(`discount.${discount.kind}`, { percent: discount.percent })}</dt>
            <dd>{`−${money(discount.amount)}`}</dd>
          </Fragment>
        ))}
        {[...cart.fees, ...(extraFee ? [extraFee] : [])].map((fee) => (
          <Fragment key={fee.key ?? fee.name}>
            <dt>{fee.key === COD_FEE_LINE.key ? tc("payment.codFee") : fee.name}</dt>
            <dd>{money(fee.amount)}</dd>
          </Fragment>
        ))}
        {cart.shipping && (
          <>
            <dt>{t("summary.shipping")}</dt>
            <dd>{cart.shipping.cost === 0 ? t("summary.free") : money(cart.shipping.cost)}</dd>
          </>
        )}
        {cart.vat && (
          <>
            <dt>{t("summary.vat", { rate: prices.number(cart.vat.rate) })}</dt>
            <dd>{money(cart.vat.amount)}</dd>
          </>
        )}
        <dt className="cart__total">{t("summary.total")}</dt>
        <dd className="cart__total" data-testid="order-total">
          {money(cart.total + (extraFee?.amount ?? 0))}
        </dd>
      </dl>
    </section>
  );
}
