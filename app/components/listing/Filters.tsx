import { Form } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../lib/link";
import { FacetFieldset, PriceFieldset, RatingFieldset, SortFields } from "./FilterFields";
import type { ListingFilters } from "./listing-filters";
import { useFilterForm } from "./use-filter-form";

/**
 * Filters, sort and page size as one GET form: without JavaScript the Apply button submits it;
 * with JavaScript every change applies at once (number fields after the SPEC §9 debounce). The
 * fields show the state of the URL the page is on (useFilterForm), also after Back and Forward;
 * autocomplete="off" keeps the browser from restoring a page's fields as they were left.
 */
export function Filters({
  filters,
  action,
  resetHref,
  rangeHref,
}: {
  filters: ListingFilters;
  action: string;
  resetHref: string;
  rangeHref: (min: number, max?: number) => string;
}) {
  const { t } = useTranslation("listing");
  const { values, edit, schedule } = useFilterForm(filters);
  const fields = { values, edit };
  const onChange = (event: FormEvent<HTMLFormElement>) =>
    schedule(event.currentTarget, (event.target as HTMLInputElement).type === "number");
  return (
    <Form
      method="get"
      action={action}
      className="filters"
      onChange={onChange}
      autoComplete="off"
      aria-labelledby="filters-heading"
    >
      <h2 id="filters-heading">{t("filters.heading")}</h2>
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      <SortFields {...fields} />
      <FacetFieldset
        {...fields}
        legend={t("filters.brand")}
        name="brand"
        field="brands"
        facets={filters.brands}
        label={(brand) => brand}
      />
      <FacetFieldset
        {...fields}
        legend={t("filters.tags")}
        name="tags"
        field="tags"
        facets={filters.tags}
        label={(tag) => t(`tag.${tag}`)}
      />
      <PriceFieldset {...fields} prices={filters.prices} rangeHref={rangeHref} />
      <RatingFieldset {...fields} ratings={filters.ratings} />
      <label className="filters__option">
        <input
          type="checkbox"
          name="inStock"
          value="1"
          checked={values.inStock}
          onChange={(e) => edit({ inStock: e.target.checked })}
        />{" "}
        {t("filters.inStock")}
      </label>
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          {t("filters.apply")}
        </button>
        <Link to={resetHref}>{t("filters.reset")}</Link>
      </div>
    </Form>
  );
}
