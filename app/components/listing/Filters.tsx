import { Form, Link, useSubmit } from "@remix-run/react";
import { type FormEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LISTING, TIMINGS } from "../../../config";
import { formatMoney, type Money } from "../../lib/format";
import { useRootData } from "../../lib/root-data";

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface ListingFilters {
  q: string;
  brands: FacetValue[];
  tags: FacetValue[];
  prices: { from: Money; to?: Money; min: number; max?: number; count: number }[];
  ratings: { stars: number; count: number }[];
  priceMin?: number;
  priceMax?: number;
  ratingMin?: number;
  inStock: boolean;
  sort: string;
  hitsPerPage: number;
}

/**
 * Filters, sort and page size as one GET form: without JavaScript the Apply button submits it;
 * with JavaScript every change applies at once (number fields after the SPEC §9 debounce).
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
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    clearTimeout(timer.current);
    const delay = target.type === "number" ? TIMINGS.debounce.numberInput : 0;
    timer.current = setTimeout(() => submit(form, { preventScrollReset: true }), delay);
  };
  return (
    <Form
      method="get"
      action={action}
      className="filters"
      onChange={onChange}
      aria-labelledby="filters-heading"
    >
      <h2 id="filters-heading">{t("filters.heading")}</h2>
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      <div className="filters__row">
        <label>
          {t("sort.label")}{" "}
          <select name="sort" defaultValue={filters.sort}>
            {LISTING.sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("perPage")}{" "}
          <select name="hitsPerPage" defaultValue={filters.hitsPerPage}>
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
              <input type="checkbox" name="brand" value={brand.value} defaultChecked={brand.selected} />{" "}
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
              <input type="checkbox" name="tags" value={tag.value} defaultChecked={tag.selected} />{" "}
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
                defaultValue={filters[name]}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("filters.rating")}</legend>
        <label className="filters__option">
          <input type="radio" name="rating" value="" defaultChecked={filters.ratingMin === undefined} />{" "}
          {t("filters.anyRating")}
        </label>
        {filters.ratings.map(({ stars, count }) => (
          <label key={stars} className="filters__option">
            <input type="radio" name="rating" value={stars} defaultChecked={filters.ratingMin === stars} />{" "}
            {t("filters.ratingAtLeast", { stars })} <span className="filters__count">({count})</span>
          </label>
        ))}
      </fieldset>
      <label className="filters__option">
        <input type="checkbox" name="inStock" value="1" defaultChecked={filters.inStock} />{" "}
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
