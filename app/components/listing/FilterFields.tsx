import { useTranslation } from "react-i18next";
import { LISTING } from "../../../config";
import { formatMoney } from "../../lib/format";
import { Link } from "../../lib/link";
import { useRootData } from "../../lib/root-data";
import type { FacetValue, ListingFilters } from "./listing-filters";
import type { FilterValues } from "./use-filter-form";

/** The filter form's fields show `values` and report each change with `edit` (useFilterForm). */
interface FieldProps {
  values: FilterValues;
  edit: (edits: Partial<FilterValues>) => void;
}

/** A multi-select's values after one of them was ticked or unticked. */
const toggled = (values: string[], value: string, on: boolean) =>
  on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);

/** Sort order and page size. */
export function SortFields({ values, edit }: FieldProps) {
  const { t } = useTranslation("listing");
  return (
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
  );
}

/**
 * A multi-select facet (brands as `brand`, offers as `tags`) as checkboxes with their counts; absent
 * when the listing has no values for it.
 */
export function FacetFieldset({
  legend,
  name,
  field,
  facets,
  label,
  values,
  edit,
}: FieldProps & {
  legend: string;
  name: string;
  field: "brands" | "tags";
  facets: FacetValue[];
  label: (value: string) => string;
}) {
  if (facets.length === 0) return null;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {facets.map((facet) => (
        <label key={facet.value} className="filters__option">
          <input
            type="checkbox"
            name={name}
            value={facet.value}
            checked={values[field].includes(facet.value)}
            onChange={(e) => edit({ [field]: toggled(values[field], facet.value, e.target.checked) })}
          />{" "}
          {label(facet.value)} <span className="filters__count">({facet.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Price ranges as links (with their counts) and the minimum and maximum as number fields. */
export function PriceFieldset({
  prices,
  rangeHref,
  values,
  edit,
}: FieldProps & {
  prices: ListingFilters["prices"];
  rangeHref: (min: number, max?: number) => string;
}) {
  const { t } = useTranslation("listing");
  const locale = useRootData()?.locale ?? "en-GB";
  return (
    <fieldset>
      <legend>{t("filters.price")}</legend>
      <ul className="filters__ranges">
        {prices
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
  );
}

/** The minimum rating as radio buttons, "any" first. */
export function RatingFieldset({
  ratings,
  values,
  edit,
}: FieldProps & { ratings: ListingFilters["ratings"] }) {
  const { t } = useTranslation("listing");
  return (
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
      {ratings.map(({ stars, count }) => (
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
  );
}
