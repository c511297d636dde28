import { useTranslation } from "react-i18next";
import type { ProductView } from "../../../server/catalog/product-view";
import { formatTechValue } from "../../lib/format";
import { usePrices } from "../../lib/prices";

/** The description with the product's highlights. */
export function ProductDescription({ product }: { product: ProductView }) {
  const { t } = useTranslation("product");
  return (
    <section aria-labelledby="description-heading" className="product__section">
      <h2 id="description-heading">{t("description")}</h2>
      <p>{product.description}</p>
      {product.highlights.length > 0 && (
        <>
          <h3>{t("highlights")}</h3>
          <ul>
            {product.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Net and gross dimensions and weights, in the locale's numbers and units. */
function Dimensions({
  dimensions,
  locale,
}: {
  dimensions: NonNullable<ProductView["dimensions"]>;
  locale: string;
}) {
  const { t } = useTranslation("product");
  const rows = [
    [t("netDimensions"), dimensions.net],
    [t("grossDimensions"), dimensions.gross],
    [t("netWeight"), dimensions.netWeight],
    [t("grossWeight"), dimensions.grossWeight],
  ] as const;
  return (
    <>
      <h3>{t("dimensions")}</h3>
      <table className="product__table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatTechValue(value, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The manual (PDF) and the video, where the product has them. */
function MediaLinks({ product }: { product: ProductView }) {
  const { t } = useTranslation("product");
  if (!product.manualUrl && !product.videoUrl) return null;
  return (
    <ul className="product__media">
      {product.manualUrl && (
        <li>
          <a href={product.manualUrl} type="application/pdf">
            {t("manual")}
          </a>
        </li>
      )}
      {product.videoUrl && (
        <li>
          <a href={product.videoUrl} rel="noopener noreferrer" target="_blank">
            {t("video")}
          </a>
        </li>
      )}
    </ul>
  );
}

/** Technical data (issue 15.9: in the locale's numbers and units), dimensions, media and what is delivered. */
export function ProductTechDetails({ product }: { product: ProductView }) {
  const { t } = useTranslation("product");
  const { locale } = usePrices();
  return (
    <section aria-labelledby="details-heading" className="product__section">
      <h2 id="details-heading">{t("techDetails")}</h2>
      <table className="product__table">
        <tbody>
          {product.techDetails.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{formatTechValue(d.value, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {product.dimensions && <Dimensions dimensions={product.dimensions} locale={locale} />}
      <MediaLinks product={product} />
      {product.deliveryPackage.length > 0 && (
        <>
          <h3>{t("deliveryPackage")}</h3>
          <ul>
            {product.deliveryPackage.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The product's questions and answers, each a details element (open without JavaScript too). */
export function ProductFaq({ faq }: { faq: ProductView["faq"] }) {
  const { t } = useTranslation("product");
  if (faq.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="product__section">
      <h2 id="faq-heading">{t("faq")}</h2>
      {faq.map((qa) => (
        <details key={qa.question}>
          <summary>{qa.question}</summary>
          <p>{qa.answer}</p>
        </details>
      ))}
    </section>
  );
}
