import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../config";
import { Filters, type ListingFilters } from "../components/listing/Filters";
import { Pagination } from "../components/listing/Pagination";
import { ProductCard } from "../components/listing/ProductCard";
import { i18next } from "../i18n.server";
import { toMoney } from "../lib/format";
import { useLocalePath } from "../lib/root-data";

export const handle = { i18n: ["common", "listing"], layout: "full-width" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  if (params.lang !== undefined && `/${params.lang}` !== market.pathPrefix)
    throw new Response("Not Found", { status: 404 });
  const listing = await services.catalog.listing(market, new URL(request.url).searchParams);
  const t = await i18next.getFixedT(market.language, "listing");
  const title = listing.query.q ? t("meta.searchTitle", { q: listing.query.q }) : t("meta.allTitle");
  return {
    listing,
    currency: market.currency.code,
    title: `${title} | ${market.country.domain}`,
    description: t("meta.description"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.title },
        { name: "description", content: data.description },
        // Search results are not landing pages for crawlers.
        { name: "robots", content: "noindex, follow" },
      ]
    : [];

export default function SearchPage() {
  const { listing, currency } = useLoaderData<typeof loader>();
  const { t } = useTranslation("listing");
  const path = useLocalePath();
  const { query } = listing;
  const action = path("/search");
  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(listing.canonical);
    next.delete("page");
    change(next);
    const search = next.toString();
    return search ? `${action}?${search}` : action;
  };
  const pageHref = (page: number) =>
    withParams((p) => {
      if (page > 1) p.set("page", String(page));
    });
  const money = (amount: number, currency: string) => toMoney(amount, currency as CurrencyCode);
  const filters: ListingFilters = {
    q: query.q,
    brands: listing.facets.brands,
    tags: listing.facets.tags,
    prices: listing.facets.prices.map((range) => ({
      ...range,
      from: money(range.min, currency),
      ...(range.max !== undefined ? { to: money(range.max, currency) } : {}),
    })),
    ratings: listing.facets.ratings,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    ratingMin: query.ratingMin,
    inStock: query.inStock,
    sort: query.sort,
    hitsPerPage: query.hitsPerPage,
  };
  const heading = query.q ? t("heading.search", { q: query.q }) : t("heading.all");
  return (
    <div className="listing">
      <h1>{heading}</h1>
      {!listing.searched ? (
        <p>{t("emptyQuery")}</p>
      ) : (
        <>
          <p className="listing__count" aria-live="polite">
            {t("found", { count: listing.found })}
          </p>
          <div className="listing__layout">
            <Filters
              filters={filters}
              action={action}
              resetHref={query.q ? `${action}?${new URLSearchParams({ q: query.q })}` : action}
              rangeHref={(min, max) =>
                withParams((p) => {
                  p.set("priceMin", String(min));
                  if (max === undefined) p.delete("priceMax");
                  else p.set("priceMax", String(max));
                })
              }
            />
            <section aria-labelledby="results-heading" className="listing__results">
              <h2 id="results-heading" className="visually-hidden">
                {t("results")}
              </h2>
              {listing.products.length === 0 ? (
                <div className="listing__empty">
                  <p>
                    <strong>{query.q ? t("noResults", { q: query.q }) : t("noResultsFilters")}</strong>
                  </p>
                  <p>{t("noResultsHint")}</p>
                </div>
              ) : (
                <div className="product-grid">
                  {listing.products.map(({ price, originalPrice, ...product }, index) => (
                    <ProductCard
                      key={product.sku}
                      eager={index < 4}
                      product={{
                        ...product,
                        price: money(price, product.currency),
                        ...(originalPrice !== undefined
                          ? { originalPrice: money(originalPrice, product.currency) }
                          : {}),
                      }}
                    />
                  ))}
                </div>
              )}
              <Pagination
                current={query.page}
                pages={listing.pagination.pages}
                window={listing.pagination.window}
                href={pageHref}
              />
            </section>
          </div>
        </>
      )}
    </div>
  );
}
