import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isSwitchOn, possibleQuantity } from "../../../config";
import type { ComparisonProduct } from "../../../server/catalog/comparison";
import type { CardView } from "../../../server/catalog/listing";
import type { ProductView } from "../../../server/catalog/product-view";
import { formatDate, formatTechValue } from "../../lib/format";
import { usePrices } from "../../lib/prices";
import { useCountry, useLocalePath } from "../../lib/root-data";
import { AddToCartForm } from "../cart/AddToCartForm";
import { useLiveStock } from "../cart/LiveCart";
import { OrderByContact } from "../cart/OrderByContact";
import { useNonce } from "../layout/nonce";
import { ProductGrid } from "../listing/ProductGrid";
import { Comparison } from "./Comparison";
import { FloatingBuyBar } from "./FloatingBuyBar";
import { Reviews } from "./Reviews";
import { VolumeDiscounts } from "./VolumeDiscounts";

const BUY_BOX = "buy-box";
const ADD_FORM = "add-to-cart";

function ProductList({ id, heading, products }: { id: string; heading: string; products: CardView[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="product__section product-block">
      <h2 id={id}>{heading}</h2>
      <ProductGrid products={products} />
    </section>
  );
}

/**
 * The product page (SPEC §2): gallery, name, brand and number, the price with VAT, stock, and the
 * product's details and reviews. Everything a shopper needs is in the server-rendered HTML.
 */
export function ProductPage({
  product,
  origin,
  complementary,
  related,
  comparison,
}: {
  product: ProductView;
  /** The page's origin, for the absolute URLs of structured data. */
  origin: string;
  complementary: CardView[];
  /** Deferred: recommendations and comparison may arrive after the page (or never). */
  related: Promise<CardView[]>;
  comparison: Promise<ComparisonProduct[]>;
}) {
  const { t } = useTranslation("product");
  const prices = usePrices();
  const { locale } = prices;
  const country = useCountry();
  const path = useLocalePath();
  const nonce = useNonce();
  const currency = product.price?.currency ?? "EUR";
  const money = (gross: number) => prices.format(prices.shown(gross, currency), currency);
  const number = (value: number, digits = 1) =>
    value.toLocaleString(locale, { maximumFractionDigits: digits });
  const { lowFrom } = product.stock;
  // SPEC §7 updated-stock: the cart's room replaces the stock shown, and with it the maximum.
  const available = useLiveStock(product.sku, product.stock.available);
  const maxQuantity = product.price
    ? possibleQuantity({ stock: available, inCart: product.inCart, virtual: product.virtual })
    : 0;
  const [main, ...more] = product.images;

  const absolute = (href: string) => new URL(href, origin).href;
  const productLd = {
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    ...(product.ean ? { gtin13: product.ean } : {}),
    brand: { "@type": "Brand", name: product.brand },
    description: product.description,
    image: product.images.map((i) => absolute(i.url)),
    ...(product.price
      ? {
          offers: {
            "@type": "Offer",
            url: absolute(path(product.href)),
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
  const crumbs = [
    { name: t("home"), href: "/" },
    ...product.breadcrumbs,
    { name: product.name, href: product.href },
  ];
  const jsonLd = {
    "@context": "https://schema.org",
    "@graph": [
      productLd,
      {
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absolute(path(crumb.href)),
        })),
      },
    ],
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
        <div className="product__buy" id={BUY_BOX}>
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
                {prices.company ? (
                  <>
                    {t("price.exclVat")}, {t("price.shippingNote")} ·{" "}
                    {t("price.gross", {
                      price: prices.format(product.price.amount, currency),
                      rate: number(product.price.vatRate),
                    })}
                  </>
                ) : (
                  <>
                    {t("price.inclVat", { rate: number(product.price.vatRate) })}, {t("price.shippingNote")} ·{" "}
                    {t("price.net", {
                      price: prices.format(prices.net(product.price.amount, currency), currency),
                    })}
                  </>
                )}
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
          {product.buyInMonth && (
            <p className="product__restock">
              {t("stock.buyIn", {
                month: new Intl.DateTimeFormat(locale, {
                  month: "long",
                  year: "numeric",
                  timeZone: "UTC",
                }).format(new Date(`${product.buyInMonth}-01T00:00:00Z`)),
              })}
            </p>
          )}
          {product.deliveryBy && (
            <p className="product__delivery">
              <strong>{t("delivery", { date: formatDate(product.deliveryBy) })}</strong>
              <br />
              <small>{t("deliveryNote")}</small>
            </p>
          )}
          {product.isBware && <p className="product__bware">{t("bware")}</p>}
          {product.energy && (
            <p className="product__energy">
              {product.energy.label && <img src={product.energy.label} alt="" width={32} height={32} />}{" "}
              {t("energyClass", { class: product.energy.class })}
              {product.energy.fiche && (
                <>
                  {" · "}
                  <a href={product.energy.fiche}>{t("energyFiche")}</a>
                </>
              )}
            </p>
          )}
          {product.price && (
            <>
              {/* Before a cart is built: where there is no checkout, how to order instead (SPEC §6). */}
              <OrderByContact />
              <AddToCartForm
                id={ADD_FORM}
                sku={product.sku}
                maxQuantity={maxQuantity}
                virtual={product.virtual}
                guarantees={product.guarantees}
                currency={currency}
              />
              <VolumeDiscounts tiers={product.volumeDiscounts} currency={currency} />
            </>
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
                <td>{formatTechValue(d.value, locale)}</td>
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
                  <td>{formatTechValue(product.dimensions.net, locale)}</td>
                </tr>
                <tr>
                  <th scope="row">{t("grossDimensions")}</th>
                  <td>{formatTechValue(product.dimensions.gross, locale)}</td>
                </tr>
                <tr>
                  <th scope="row">{t("netWeight")}</th>
                  <td>{formatTechValue(product.dimensions.netWeight, locale)}</td>
                </tr>
                <tr>
                  <th scope="row">{t("grossWeight")}</th>
                  <td>{formatTechValue(product.dimensions.grossWeight, locale)}</td>
                </tr>
              </tbody>
            </table>
          </>
        )}
        {(product.manualUrl || product.videoUrl) && (
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

      <Reviews reviews={product.reviews} />

      <ProductList id="complementary-heading" heading={t("complementary")} products={complementary} />
      <Suspense fallback={null}>
        <Await resolve={related} errorElement={null}>
          {(cards) => <ProductList id="related-heading" heading={t("related")} products={cards} />}
        </Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={comparison} errorElement={null}>
          {(columns) => <Comparison products={columns} />}
        </Await>
      </Suspense>
      {product.price && (
        <FloatingBuyBar
          anchorId={BUY_BOX}
          formId={ADD_FORM}
          name={product.name}
          price={money(product.price.amount)}
          available={maxQuantity > 0 || product.virtual}
        />
      )}
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
