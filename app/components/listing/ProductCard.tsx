import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney, type Money } from "../../lib/format";
import { useLocalePath, useRootData } from "../../lib/root-data";

export interface CardProduct {
  sku: string;
  name: string;
  href: string;
  image: string;
  imageAlt: string;
  price: Money;
  originalPrice?: Money;
  avgRating: number;
  reviewCount: number;
  inStock: boolean;
}

/** A result card: image, name, price in the market's currency, rating and stock state. */
export function ProductCard({ product, eager }: { product: CardProduct; eager: boolean }) {
  const { t } = useTranslation("listing");
  const locale = useRootData()?.locale ?? "en-GB";
  const path = useLocalePath();
  const rating = product.avgRating.toLocaleString(locale, { maximumFractionDigits: 1 });
  return (
    <article className="product-card">
      <Link to={path(product.href)} className="product-card__link">
        <img
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <p className="product-card__price">
        {product.originalPrice ? (
          <>
            <span className="visually-hidden">{t("card.regularPrice")}</span>
            <del>{formatMoney(product.originalPrice, locale)}</del>{" "}
            <span className="visually-hidden">{t("card.salePrice")}</span>
            <strong className="product-card__sale">{formatMoney(product.price, locale)}</strong>
          </>
        ) : (
          <strong>{formatMoney(product.price, locale)}</strong>
        )}{" "}
        <small>{t("card.vatIncluded")}</small>
      </p>
      <p className="product-card__rating">
        {product.reviewCount > 0 ? (
          <span role="img" aria-label={t("card.rating", { rating, count: product.reviewCount })}>
            <span aria-hidden="true">
              ★ {rating} ({product.reviewCount})
            </span>
          </span>
        ) : (
          t("card.noReviews")
        )}
      </p>
      <p className={product.inStock ? "stock stock--in" : "stock stock--out"}>
        {product.inStock ? t("card.inStock") : t("card.outOfStock")}
      </p>
    </article>
  );
}
