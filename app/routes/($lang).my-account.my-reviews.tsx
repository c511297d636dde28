import type { MetaFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { formatDate } from "../lib/format";
import { Link } from "../lib/link";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account"] };

/** Not in SPEC: how many of the customer's reviews the page lists (newest first). */
const REVIEWS_SHOWN = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  const url = new URL(request.url);
  const customer = await services.accounts.requireCustomer(request, context);
  const { results } = await services.accounts.reviewsOf(customer, { limit: REVIEWS_SHOWN, offset: 0 });
  const products = await services.products.linksByIds(
    market,
    results.flatMap((r) => (r.target?.id ? [r.target.id] : [])),
  );
  return json({
    reviews: results.map((r) => ({
      id: r.id,
      title: r.title ?? "",
      text: r.text ?? "",
      rating: r.rating ?? 0,
      createdAt: r.createdAt,
      product: r.target?.id ? (products.get(r.target.id) ?? null) : null,
    })),
    title: await pageTitle(market, "reviews.title"),
    links: services.links(url, market, () => ROUTES.account.reviews, { noindex: true }),
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function MyReviewsPage() {
  const { reviews } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{t("reviews.heading")}</h1>
      {reviews.length === 0 ? (
        <p>{t("reviews.empty")}</p>
      ) : (
        <ul className="my-reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <article>
                {review.product && (
                  <p>
                    {t("reviews.product")}: <Link to={review.product.href}>{review.product.name}</Link>
                  </p>
                )}
                {review.title && <h2>{review.title}</h2>}
                <p>{t("reviews.rating", { rating: review.rating })}</p>
                {review.text && <p>{review.text}</p>}
                <p className="my-reviews__date">
                  {t("reviews.writtenOn", { date: formatDate(review.createdAt) })}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
