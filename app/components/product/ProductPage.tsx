import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../config";
import { type CountryCode, isSwitchOn } from "../../../config";
import type { ProductView } from "../../../server/catalog/product";
import { formatDate, formatMoney, toMoney } from "../../lib/format";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { useNonce } from "../layout/nonce";

/**
 * The product page (SPEC §2): gallery, name, brand and number, the price with VAT, stock, and the
 * product's details and reviews. Everything a shopper needs is in the server-rendered HTML.
 */
export function ProductPage({ product }: { product: ProductView }) {
  const { t } = useTranslation("product");
  const root = useRootData();
  const locale = root?.locale ?? "en-GB";
  const country = (root?.country ?? "sk") as CountryCode;
  const path = useLocalePath();
  const nonce = useNonce();
  const money = (amount: number) =>
    formatMoney(toMoney(amount, (product.price?.currency ?? "EUR") as CurrencyCode), locale);
  const number = (value: number, digits = 1) =>
    value.toLocaleString(locale, { maximumFractionDigits: digits });
  const { available, lowFrom } = product.stock;
  const [main, ...more] = product.images;

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    ...(product.ean ? { gtin13: product.ean } : {}),
    brand: { "@type": "Brand", name: product.brand },
    description: product.description,
    image: product.images.map((i) => i.url),
    ...(product.price
      ? {
          offers: {
            "@type": "Offer",
            price: product.price.amount,
            priceCurrency: product.price.currency,
            availability: available > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            itemCondition: product.isBware
              ? "https://schema.org/RefurbishedCondition"
              : "https://schema.org/NewCondition",
          },
        }
      : {}),
    ...(product.reviews.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.reviews.average,
            reviewCount: product.reviews.count,
          },
        }
      : {}),
  };

  return (
    <article className="product" aria-labelledby="product-name">
      <nav aria-label={t("breadcrumb")} className="breadcrumbs">
        <ol>
          <li>
            <Link to={path("/")}>{t("home")}</Link>
          </li>
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <Link to={path(crumb.href)}>{crumb.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="product__top">
        <section className="product__gallery" aria-label={t("gallery")}>
          {main && (
            <img
              src={main.url}
              alt={t("image", { index: 1, count: product.images.length, name: product.name })}
              width={800}
              height={800}
            />
          )}
          {more.length > 0 && (
            <ul className="product__thumbs">
              {more.map((image, i) => (
                <li key={image.url}>
                  <a href={image.url}>
                    <img
                      src={image.url}
                      alt={t("image", { index: i + 2, count: product.images.length, name: product.name })}
                      width={120}
                      height={120}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="product__buy">
          <h1 id="product-name">{product.name}</h1>
          <dl className="product__facts">
            <dt>{t("brand")}</dt>
            <dd>{product.brand}</dd>
            <dt>{t("productNumber")}</dt>
            <dd>{product.sku}</dd>
          </dl>
          {product.price ? (
            <div className="product__price">
              {product.price.regular !== undefined ? (
                <p>
                  <span className="visually-hidden">{t("price.regular")}</span>
                  <del>{money(product.price.regular)}</del>{" "}
                  <span className="visually-hidden">{t("price.sale")}</span>
                  <strong className="product__amount product__amount--sale">
                    {money(product.price.amount)}
                  </strong>
                </p>
              ) : (
                <p>
                  <span className="visually-hidden">{t("price.current")}</span>
                  <strong className="product__amount">{money(product.price.amount)}</strong>
                </p>
              )}
              <p className="product__tax">
                {t("price.inclVat", { rate: number(product.price.vatRate) })}, {t("price.shippingNote")} ·{" "}
                {t("price.net", { price: money(product.price.net) })}
              </p>
              {isSwitchOn("priceDisclaimer", country) && (
                <p className="product__disclaimer">{t("price.disclaimer")}</p>
              )}
            </div>
          ) : (
            <p>{t("price.unavailable")}</p>
          )}
          <p className={available > 0 ? "stock stock--in" : "stock stock--out"}>
            {available <= 0
              ? t("stock.out")
              : available <= lowFrom
                ? t("stock.low", { count: available })
                : t("stock.in")}
          </p>
          {product.deliveryBy && (
            <p className="product__delivery">
              <strong>{t("delivery", { date: formatDate(product.deliveryBy) })}</strong>
              <br />
              <small>{t("deliveryNote")}</small>
            </p>
          )}
          {product.isBware && <p className="product__bware">{t("bware")}</p>}
          {product.energyClass && (
            <p className="product__energy">
              <img src={`/images/energy/${product.energyClass}.svg`} alt="" width={32} height={32} />{" "}
              {t("energyClass", { class: product.energyClass })}
            </p>
          )}
        </div>
      </div>

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

      <section aria-labelledby="details-heading" className="product__section">
        <h2 id="details-heading">{t("techDetails")}</h2>
        <table className="product__table">
          <tbody>
            {product.techDetails.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {product.dimensions && (
          <>
            <h3>{t("dimensions")}</h3>
            <table className="product__table">
              <tbody>
                <tr>
                  <th scope="row">{t("netDimensions")}</th>
                  <td>{product.dimensions.net}</td>
                </tr>
                <tr>
                  <th scope="row">{t("grossDimensions")}</th>
                  <td>{product.dimensions.gross}</td>
                </tr>
                <tr>
                  <th scope="row">{t("netWeight")}</th>
                  <td>{number(product.dimensions.netWeight)} kg</td>
                </tr>
                <tr>
                  <th scope="row">{t("grossWeight")}</th>
                  <td>{number(product.dimensions.grossWeight)} kg</td>
                </tr>
              </tbody>
            </table>
          </>
        )}
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

      {product.faq.length > 0 && (
        <section aria-labelledby="faq-heading" className="product__section">
          <h2 id="faq-heading">{t("faq")}</h2>
          {product.faq.map((qa) => (
            <details key={qa.question}>
              <summary>{qa.question}</summary>
              <p>{qa.answer}</p>
            </details>
          ))}
        </section>
      )}

      <section aria-labelledby="reviews-heading" className="product__section">
        <h2 id="reviews-heading">{t("reviews.heading")}</h2>
        {product.reviews.count === 0 ? (
          <p>{t("reviews.none")}</p>
        ) : (
          <>
            <p className="product__rating">
              <strong>{t("reviews.average", { rating: number(product.reviews.average) })}</strong> ·{" "}
              {t("reviews.count", { count: product.reviews.count })}
            </p>
            <ul className="product__distribution">
              {product.reviews.distribution.map((d) => (
                <li key={d.stars}>{t("reviews.distribution", { stars: d.stars, count: d.count })}</li>
              ))}
            </ul>
            <ul className="product__reviews">
              {product.reviews.first.map((review) => (
                <li key={review.id}>
                  <article>
                    <h3>{review.title}</h3>
                    <p>
                      <span role="img" aria-label={t("reviews.rating", { rating: review.rating })}>
                        <span aria-hidden="true">
                          {"★".repeat(review.rating)}
                          {"☆".repeat(5 - review.rating)}
                        </span>
                      </span>{" "}
                      {t("reviews.by", { author: review.author, date: formatDate(review.createdAt) })}
                    </p>
                    <p>{review.text}</p>
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>{t("reviews.signIn")}</p>
      </section>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw; it is JSON.stringify output with "<" escaped, so no text can close the element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
    </article>
  );
}
