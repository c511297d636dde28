import { useTranslation } from "react-i18next";
import type { ProductView } from "../../../server/catalog/product-view";
import type { PersonalDiscountView } from "../../../server/tiers";
import { formatNumber } from "../../lib/intl";
import { usePrices } from "../../lib/prices";

/**
 * Beside a signed-in customer's price (issue 23 item 6, decision 0062): that it is their customer
 * group's price (SPEC §3), and in LT their personalised discount with the unit price it gives in the
 * cart (SPEC §4: shown only for a value above 0). Anonymous visitors get neither: the loader never
 * reads a tier for them.
 */
export function TierNotes({
  price,
  personalDiscount,
}: {
  price: NonNullable<ProductView["price"]>;
  personalDiscount: PersonalDiscountView | null;
}) {
  const { t } = useTranslation("tiers");
  const prices = usePrices();
  const money = (gross: number) => prices.format(prices.shown(gross, price.currency), price.currency);
  if (!price.group && !personalDiscount) return null;
  return (
    <div className="product__tiers">
      {price.group && <p data-testid="group-price">{t("groupPrice")}</p>}
      {personalDiscount && (
        <p data-testid="personal-discount">
          {personalDiscount.unitPrice !== undefined
            ? t("personalDiscount.withPrice", {
                percent: formatNumber(personalDiscount.percent, prices.locale),
                price: money(personalDiscount.unitPrice),
              })
            : t("personalDiscount.plain", { percent: formatNumber(personalDiscount.percent, prices.locale) })}
        </p>
      )}
    </div>
  );
}
