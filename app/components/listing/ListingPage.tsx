import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../config";
import type { ListingView } from "../../../server/catalog/listing";
import { toMoney } from "../../lib/format";
import { Filters } from "./Filters";
import type { ListingFilters } from "./listing-filters";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductGrid";

/**
 * A listing (search results, a category): count, filters, result cards and pagination. `action` is
 * the listing's own path; every link keeps its canonical query and never carries page=1.
 */
export function ListingPage({
  listing,
  currency,
  action,
  heading,
  intro,
}: {
  listing: ListingView;
  currency: string;
  action: string;
  heading: ReactNode;
  intro?: ReactNode;
}) {
  const { t } = useTranslation("listing");
  const { query } = listing;
  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(listing.canonical);
    next.delete("page");
    change(next);
    const search = next.toString();
    return search ? `${action}?${search}` : action;
  };
  const money = (amount: number, code: string) => toMoney(amount, code as CurrencyCode);
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
  return (
    <div className="listing">
      {heading}
      {intro}
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
                <ProductGrid products={listing.products} eagerCount={4} />
              )}
              <Pagination
                current={query.page}
                pages={listing.pagination.pages}
                window={listing.pagination.window}
                href={(page) =>
                  withParams((p) => {
                    if (page > 1) p.set("page", String(page));
                  })
                }
              />
            </section>
          </div>
        </>
      )}
    </div>
  );
}
