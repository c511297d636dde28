import { useTranslation } from "react-i18next";
import { isSwitchOn } from "../../../config";
import type { CardView } from "../../../server/catalog/listing";
import { FETCH_HIGH } from "../../lib/fetch-priority";
import { formatNumber } from "../../lib/intl";
import { Link } from "../../lib/link";
import { usePrices } from "../../lib/prices";
import { useCountry, useLocalePath } from "../../lib/root-data";
import { QuickAddForm } from "../cart/AddToCartForm";

/**
 * A result card: image, name, price in the market's currency (net for company buyers), rating, stock
 * state and a one-piece add-to-cart form, except where quick add is restricted (SPEC §9: AT, DE),
 * where the product page is the way to buy.
 */
export function ProductCard({
  product,
  eager,
  first = false,
  recommendationId,
}: {
  product: CardView;
  eager: boolean;
  /** The first card of a page's main grid: its image is fetched first (the likely largest paint). */
  first?: boolean;
  /** The recommendation list the card is shown in: its add names it (cart-update, decision 0066). */
  recommendationId?: string;
}) {
  const { t } = useTranslation("listing");
  const prices = usePrices();
  const path = useLocalePath();
  const country = useCountry();
  const rating = formatNumber(product.avgRating, prices.locale, 1);
  const price = (amount: number) => prices.format(prices.shown(amount, product.currency), product.currency);
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
          {...(first ? FETCH_HIGH : {})}
        />
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <p className="product-card__price">
        {product.originalPrice !== undefined ? (
          <>
            <span className="visually-hidden">{t("card.regularPrice")}</span>
            <del>{price(product.originalPrice)}</del>{" "}
            <span className="visually-hidden">{t("card.salePrice")}</span>
            <strong className="product-card__sale">{price(product.price)}</strong>
          </>
        ) : (
          <strong>{price(product.price)}</strong>
        )}{" "}
        <small>{prices.company ? t("card.vatExcluded") : t("card.vatIncluded")}</small>
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
      {!isSwitchOn("quickAddToCartRestricted", country) && (
        <QuickAddForm
          sku={product.sku}
          available={product.inStock}
          label={t("card.addToCart", { name: product.name })}
          recommendationId={recommendationId}
        />
      )}
    </article>
  );
}

/**
 * A grid of product cards from the server's card views. In the cards' module: the product page's
 * chunk reaches the cards and not the grid, and a module reached by another set of pages than its
 * neighbours becomes a script of its own on every page (decision 0077).
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  recommendationId,
}: {
  products: CardView[];
  eagerCount?: number;
  /** A recommendation block's list id, carried by each card's add (decision 0066). */
  recommendationId?: string;
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.sku}
          eager={index < eagerCount}
          first={index === 0 && eagerCount > 0}
          product={product}
          recommendationId={recommendationId}
        />
      ))}
    </div>
  );
}
