import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ListingView } from "../../../server/catalog/listing";
import { FilterModal } from "./FilterModal";
import { Filters } from "./Filters";
import { listingFilters, listingHref } from "./listing-filters";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductCard";

/** The result cards (or why there are none) and the pagination. */
function ListingResults({ listing, action }: { listing: ListingView; action: string }) {
  const { t } = useTranslation("listing");
  const { query } = listing;
  return (
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
          listingHref(listing, action, (p) => {
            if (page > 1) p.set("page", String(page));
          })
        }
      />
    </section>
  );
}

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
            <FilterModal>
              <Filters
                filters={listingFilters(listing, currency)}
                action={action}
                resetHref={query.q ? `${action}?${new URLSearchParams({ q: query.q })}` : action}
                rangeHref={(min, max) =>
                  listingHref(listing, action, (p) => {
                    p.set("priceMin", String(min));
                    if (max === undefined) p.delete("priceMax");
                    else p.set("priceMax", String(max));
                  })
                }
              />
            </FilterModal>
            <ListingResults listing={listing} action={action} />
          </div>
        </>
      )}
    </div>
  );
}
