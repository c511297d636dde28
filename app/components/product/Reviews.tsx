import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LISTING } from "../../../config";
import type { ProductView } from "../../../server/catalog/product-view";
import type { ReviewSort, ReviewView } from "../../../server/catalog/reviews";
import { formatDate } from "../../lib/format";
import { displayNames, formatNumber } from "../../lib/intl";
import { Link } from "../../lib/link";
import { usePrices } from "../../lib/prices";
import { useRootData } from "../../lib/root-data";
import { Pagination } from "../listing/Pagination";
import { ReviewForm } from "./ReviewForm";

/**
 * SPEC §2/§9 reviews: summary (average, distribution, count), 10 per page sorted 'top' or 'most
 * recent' with the page's language first, pages as links in a window of 5 (no reviewPage=1, no
 * default sort in links), then the review form (ReviewForm.tsx).
 */
const REVIEW_SORTS = LISTING.reviews.sorts as readonly ReviewSort[];

/**
 * One review. A review in another language than the page's says which (SPEC §3 Review locale): as
 * written, its words carry their language; translated (SPEC §3 titleTranslations,
 * textTranslations), it says so and keeps the original one click away (a details element, so
 * without JavaScript too). Where translations are manual (SPEC §9, decision 0068) it shows as
 * written and keeps the imported machine translation one click away instead.
 */
function ReviewItem({
  review,
  pageLanguage,
  locale,
}: {
  review: ReviewView;
  pageLanguage: string;
  locale: string;
}) {
  const { t } = useTranslation("product");
  const foreign = review.language !== undefined && review.language !== pageLanguage;
  const wordsLang = foreign && !review.original ? review.language : undefined;
  return (
    <article>
      <h3 lang={wordsLang}>{review.title}</h3>
      <p>
        <span role="img" aria-label={t("reviews.rating", { rating: review.rating })}>
          <span aria-hidden="true">
            {"★".repeat(review.rating)}
            {"☆".repeat(5 - review.rating)}
          </span>
        </span>{" "}
        {t("reviews.by", { author: review.author, date: formatDate(review.createdAt) })}
      </p>
      {foreign && review.language && (
        <p className="review__language">
          {review.original ? `${t("reviews.translated")} · ` : ""}
          {t("reviews.originalLanguage", { language: languageName(review.language, locale) })}
        </p>
      )}
      <p lang={wordsLang}>{review.text}</p>
      {review.translation && (
        <details className="review__original">
          <summary>{t("reviews.showTranslation")}</summary>
          <div>
            <p>
              <strong>{review.translation.title}</strong>
            </p>
            <p>{review.translation.text}</p>
          </div>
        </details>
      )}
      {review.original && (
        <details className="review__original">
          <summary>{t("reviews.showOriginal")}</summary>
          <div lang={review.language}>
            <p>
              <strong>{review.original.title}</strong>
            </p>
            <p>{review.original.text}</p>
          </div>
        </details>
      )}
    </article>
  );
}

/**
 * A language's name in the page's locale ("bg" on a German page → "Bulgarisch"), kept per locale and
 * code: `DisplayNames#of` costs ~1% of a product page's server CPU when called for every review.
 * The pairs are the page's locale times the review's language, which is whatever 2–3-letter code
 * `languageOf(review.locale)` gives (not only the shop's languages), so at most
 * `LISTING.reviews.languageNamesKept` are kept; past that a name is made each time.
 */
function languageName(code: string, locale: string): string {
  const key = `${locale}|${code}`;
  let name = languageNames.get(key);
  if (name === undefined) {
    try {
      name = displayNames(locale, { type: "language" }).of(code) ?? code;
    } catch {
      name = code;
    }
    if (languageNames.size < LISTING.reviews.languageNamesKept) languageNames.set(key, name);
  }
  return name;
}

const languageNames = new Map<string, string>();

export function Reviews({
  reviews,
  notice,
}: {
  reviews: ProductView["reviews"];
  /** "reviewAdded" after the shopper's own review was taken. */
  notice: "reviewAdded" | null;
}) {
  const { t } = useTranslation("product");
  const { locale } = usePrices();
  const language = useRootData()?.language ?? locale.split("-")[0] ?? "";
  const { pathname } = useLocation();
  const number = (value: number) => formatNumber(value, locale, 1);
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
      {notice === "reviewAdded" && (
        <p role="status" className="notice">
          {t("reviews.added")}
        </p>
      )}
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
                <ReviewItem review={review} pageLanguage={language} locale={locale} />
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
      <ReviewForm />
    </section>
  );
}
