import { useTranslation } from "react-i18next";
import type { VolumeTier } from "../../../server/catalog/volume-discounts";
import { formatNumber } from "../../lib/intl";
import { usePrices } from "../../lib/prices";

/** SPEC §9 volume discounts as a table: from how many pieces, the percentage and the unit price. */
export function VolumeDiscounts({ tiers, currency }: { tiers: VolumeTier[]; currency: string }) {
  const { t } = useTranslation("product");
  const prices = usePrices();
  if (tiers.length === 0) return null;
  return (
    <table className="volume-discounts">
      <caption>{t("volume.caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("volume.quantity")}</th>
          <th scope="col">{t("volume.discount")}</th>
          <th scope="col">{t("volume.unitPrice")}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minItems}>
            <td>{t("volume.from", { count: tier.minItems })}</td>
            <td>{t("volume.percent", { percent: formatNumber(tier.percent, prices.locale) })}</td>
            <td>{prices.format(prices.shown(tier.unitPrice, currency), currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
