import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LISTING } from "../../../config";
import type { ProductView, ReviewSort } from "../../../server/catalog/product";
import { formatDate } from "../../lib/format";
import { usePrices } from "../../lib/prices";
import { useLocalePath } from "../../lib/root-data";
import { Pagination } from "../listing/Pagination";

/**
 * SPEC §2/§9 reviews: summary (average, distribution, count), 10 per page sorted 'top' or 'most
 * recent', pages as links in a window of 5 (no reviewPage=1, no default sort in links). Submitting
 * needs an account, so signed-out visitors are asked to sign in.
 */
const REVIEW_SORTS = LISTING.reviews.sorts as readonly ReviewSort[];

export function Reviews({ reviews }: { reviews: ProductView["reviews"] }) {
  const { t } = useTranslation("product");
  const { locale } = usePrices();
  const { pathname } = useLocation();
  const path = useLocalePath();
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  const href = (sort: ReviewSort, page: number) => {
    const params = new URLSearchParams();
    if (sort !== "top") params.set("reviewSort", sort);
    if (page > 1) params.set("reviewPage", String(page));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}#reviews`;
  };
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="product__section">
      <h2 id="reviews-heading">{t("reviews.heading")}</h2>
      {reviews.count === 0 ? (
        <p>{t("reviews.none")}</p>
      ) : (
        <>
          <p className="product__rating">
            <strong>{t("reviews.average", { rating: number(reviews.average) })}</strong> ·{" "}
            {t("reviews.count", { count: reviews.count })}
          </p>
          <ul className="product__distribution">
            {reviews.distribution.map((d) => (
              <li key={d.stars}>{t("reviews.distribution", { stars: d.stars, count: d.count })}</li>
            ))}
          </ul>
          <nav aria-label={t("reviews.sortLabel")} className="review-sort">
            <ul className="link-row">
              {REVIEW_SORTS.map((sort) => (
                <li key={sort}>
                  <Link
                    to={href(sort, 1)}
                    aria-current={reviews.sort === sort ? "true" : undefined}
                    preventScrollReset
                  >
                    {t(`reviews.sort.${sort}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="product__reviews">
            {reviews.list.map((review) => (
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
          <Pagination
            current={reviews.page}
            pages={reviews.pagination.pages}
            window={reviews.pagination.window}
            href={(page) => href(reviews.sort, page)}
            label={t("reviews.pages")}
          />
        </>
      )}
      <p>
        <Link to={path("/login")}>{t("reviews.signIn")}</Link>
      </p>
    </section>
  );
}
