import { useTranslation } from "react-i18next";
import { isSwitchOn } from "../../../config";
import type { ProductView } from "../../../server/catalog/product-view";
import { formatNumber } from "../../lib/intl";
import { usePrices } from "../../lib/prices";
import { useCountry } from "../../lib/root-data";

/**
 * The buy box's price: the amount shown first (gross for private shoppers, net for company buyers),
 * a sale's regular price struck through, the other amount with the VAT rate, and where the country
 * switches it on the price disclaimer.
 */
export function ProductPrice({ price }: { price: NonNullable<ProductView["price"]> }) {
  const { t } = useTranslation("product");
  const prices = usePrices();
  const country = useCountry();
  const { currency } = price;
  const money = (gross: number) => prices.format(prices.shown(gross, currency), currency);
  const number = (value: number, digits = 1) => formatNumber(value, prices.locale, digits);
  return (
    <div className="product__price">
      {price.regular !== undefined ? (
        <p>
          <span className="visually-hidden">{t("price.regular")}</span>
          <del>{money(price.regular)}</del> <span className="visually-hidden">{t("price.sale")}</span>
          <strong className="product__amount product__amount--sale">{money(price.amount)}</strong>
        </p>
      ) : (
        <p>
          <span className="visually-hidden">{t("price.current")}</span>
          <strong className="product__amount">{money(price.amount)}</strong>
        </p>
      )}
      <p className="product__tax">
        {prices.company ? (
          <>
            {t("price.exclVat")}, {t("price.shippingNote")} ·{" "}
            {t("price.gross", {
              price: prices.format(price.amount, currency),
              rate: number(price.vatRate),
            })}
          </>
        ) : (
          <>
            {t("price.inclVat", { rate: number(price.vatRate) })}, {t("price.shippingNote")} ·{" "}
            {t("price.net", {
              price: prices.format(prices.net(price.amount, currency), currency),
            })}
          </>
        )}
      </p>
      {isSwitchOn("priceDisclaimer", country) && (
        <p className="product__disclaimer">{t("price.disclaimer")}</p>
      )}
    </div>
  );
}
