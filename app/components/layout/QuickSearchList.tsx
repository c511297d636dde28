import { useTranslation } from "react-i18next";
import { type CurrencyCode, UI } from "../../../config";
import { formatMoney, toMoney } from "../../lib/format";
import { useRootData } from "../../lib/root-data";
import type { Suggestions } from "./use-quick-search";

/**
 * The quick search's suggestions: the listbox of hits (the active one marked), "no results", and
 * "see all" from 5 hits. A hit opens on mouse down, before the field's blur closes the list.
 */
export function QuickSearchList({
  listId,
  data,
  active,
  searchHref,
  onChoose,
}: {
  listId: string;
  data: Suggestions;
  active: number;
  searchHref: string;
  onChoose: (href: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? "en-GB";
  const { hits } = data;
  return (
    <div className="quick-search">
      {hits.length === 0 ? (
        <p className="quick-search__empty" role="status">
          {t("search.noResults")}
        </p>
      ) : (
        <div id={listId} role="listbox" aria-label={t("search.suggestions")} className="quick-search__list">
          {hits.map((hit, index) => (
            <div
              key={hit.sku}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={
                index === active ? "quick-search__hit quick-search__hit--active" : "quick-search__hit"
              }
              onMouseDown={(event) => {
                event.preventDefault();
                onChoose(hit.href);
              }}
            >
              <img src={hit.image} alt="" width={40} height={40} />
              <span className="quick-search__name">{hit.name}</span>
              <span className="quick-search__price">
                {formatMoney(toMoney(hit.price, hit.currency as CurrencyCode), locale)}
              </span>
            </div>
          ))}
        </div>
      )}
      {data.found >= UI.quickSearch.seeAllFrom && (
        <a className="quick-search__all" href={searchHref}>
          {t("search.seeAll", { count: data.found })}
        </a>
      )}
    </div>
  );
}
