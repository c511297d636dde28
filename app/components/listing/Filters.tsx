import { Form, Link } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LISTING } from "../../../config";
import { formatMoney } from "../../lib/format";
import { useRootData } from "../../lib/root-data";
import type { ListingFilters } from "./listing-filters";
import { useFilterForm } from "./use-filter-form";

/** A multi-select's values after one of them was ticked or unticked. */
const toggled = (values: string[], value: string, on: boolean) =>
  on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);

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
  const locale = useRootData()?.locale ?? "en-GB";
  const { values, edit, schedule } = useFilterForm(filters);
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
      <div className="filters__row">
        <label>
          {t("sort.label")}{" "}
          <select name="sort" value={values.sort} onChange={(e) => edit({ sort: e.target.value })}>
            {LISTING.sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("perPage")}{" "}
          <select
            name="hitsPerPage"
            value={values.hitsPerPage}
            onChange={(e) => edit({ hitsPerPage: e.target.value })}
          >
            {LISTING.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {filters.brands.length > 0 && (
        <fieldset>
          <legend>{t("filters.brand")}</legend>
          {filters.brands.map((brand) => (
            <label key={brand.value} className="filters__option">
              <input
                type="checkbox"
                name="brand"
                value={brand.value}
                checked={values.brands.includes(brand.value)}
                onChange={(e) => edit({ brands: toggled(values.brands, brand.value, e.target.checked) })}
              />{" "}
              {brand.value} <span className="filters__count">({brand.count})</span>
            </label>
          ))}
        </fieldset>
      )}
      {filters.tags.length > 0 && (
        <fieldset>
          <legend>{t("filters.tags")}</legend>
          {filters.tags.map((tag) => (
            <label key={tag.value} className="filters__option">
              <input
                type="checkbox"
                name="tags"
                value={tag.value}
                checked={values.tags.includes(tag.value)}
                onChange={(e) => edit({ tags: toggled(values.tags, tag.value, e.target.checked) })}
              />{" "}
              {t(`tag.${tag.value}`)} <span className="filters__count">({tag.count})</span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>{t("filters.price")}</legend>
        <ul className="filters__ranges">
          {filters.prices
            .filter((range) => range.count > 0)
            .map((range) => (
              <li key={range.min}>
                <Link to={rangeHref(range.min, range.max)} preventScrollReset>
                  {formatMoney(range.from, locale)}
                  {range.to ? ` – ${formatMoney(range.to, locale)}` : " +"}
                </Link>{" "}
                <span className="filters__count">({range.count})</span>
              </li>
            ))}
        </ul>
        <div className="filters__row">
          {(["priceMin", "priceMax"] as const).map((name) => (
            <label key={name}>
              {t(`filters.${name}`)}{" "}
              <input
                type="number"
                name={name}
                min={0}
                step="any"
                inputMode="decimal"
                value={values[name]}
                onChange={(e) => edit({ [name]: e.target.value })}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("filters.rating")}</legend>
        <label className="filters__option">
          <input
            type="radio"
            name="rating"
            value=""
            checked={values.rating === ""}
            onChange={() => edit({ rating: "" })}
          />{" "}
          {t("filters.anyRating")}
        </label>
        {filters.ratings.map(({ stars, count }) => (
          <label key={stars} className="filters__option">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={values.rating === String(stars)}
              onChange={() => edit({ rating: String(stars) })}
            />{" "}
            {t("filters.ratingAtLeast", { stars })} <span className="filters__count">({count})</span>
          </label>
        ))}
      </fieldset>
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
