import { useTranslation } from "react-i18next";
import { LISTING } from "../../../config";
import type { ComparisonProduct } from "../../../server/catalog/comparison";
import type { TechValue } from "../../../server/catalog/tech-details";
import { formatTechValue } from "../../lib/format";
import { formatNumber } from "../../lib/intl";
import { Link } from "../../lib/link";
import { usePrices } from "../../lib/prices";
import { useLocalePath } from "../../lib/root-data";

/**
 * SPEC §9 comparison: the product beside up to five alternatives of its family, on price, brand,
 * rating and two tech details (five attributes), plus stock.
 */
export function Comparison({ products }: { products: ComparisonProduct[] }) {
  const { t } = useTranslation("product");
  const { t: tListing } = useTranslation("listing");
  const prices = usePrices();
  const path = useLocalePath();
  if (products.length < 2) return null;
  const format = (value: TechValue | undefined) => (value ? formatTechValue(value, prices.locale) : "–");
  const label = (name: string) => products.find((p) => p.details[name])?.details[name]?.label ?? name;
  return (
    <section aria-labelledby="comparison-heading" className="product__section comparison">
      <h2 id="comparison-heading">{t("comparison.heading")}</h2>
      <div className="comparison__scroll">
        <table>
          <thead>
            <tr>
              <td />
              {products.map((p, index) => (
                <th scope="col" key={p.sku}>
                  {index === 0 ? (
                    <span>
                      {p.name} <small>({t("comparison.thisProduct")})</small>
                    </span>
                  ) : (
                    <Link to={path(p.href)}>{p.name}</Link>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t("price.current")}</th>
              {products.map((p) => (
                <td key={p.sku}>
                  {p.price !== undefined ? prices.format(prices.shown(p.price, p.currency), p.currency) : "–"}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("brand")}</th>
              {products.map((p) => (
                <td key={p.sku}>{p.brand}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("comparison.rating")}</th>
              {products.map((p) => (
                <td key={p.sku}>
                  {p.reviewCount > 0
                    ? t("reviews.average", {
                        rating: formatNumber(p.avgRating, prices.locale, 1),
                      })
                    : tListing("card.noReviews")}
                </td>
              ))}
            </tr>
            {LISTING.comparison.details.map((name) => (
              <tr key={name}>
                <th scope="row">{label(name)}</th>
                {products.map((p) => (
                  <td key={p.sku}>{format(p.details[name]?.value)}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t("comparison.stock")}</th>
              {products.map((p) => (
                <td key={p.sku}>{p.inStock ? tListing("card.inStock") : tListing("card.outOfStock")}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
