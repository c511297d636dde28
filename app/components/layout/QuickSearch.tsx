import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../config";
import { useLocalePath } from "../../lib/root-data";
import { QuickSearchList } from "./QuickSearchList";
import { HEADER_SEARCH_ID } from "./SearchToggle";
import { useQuickSearch } from "./use-quick-search";

/**
 * The header search (SPEC §2). Without JavaScript a plain GET form to /search. With it, an ARIA
 * combobox: suggestions from 2 characters after a 300 ms pause, arrow keys to move, Enter to open
 * the chosen hit (or search), Escape to close, a clear button, "see all" from 5 hits, "no results".
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const path = useLocalePath();
  const search = useQuickSearch();
  const { id, input, hydrated, value, active, data, showList } = search;
  const listId = `${id}-list`;
  return (
    <Form
      id={HEADER_SEARCH_ID}
      method="get"
      action={path("/search")}
      role="search"
      className="search-form"
      onSubmit={search.close}
    >
      <label htmlFor="search-q" className="visually-hidden">
        {t("search.label")}
      </label>
      <div className="search-form__field">
        <input
          ref={input}
          id="search-q"
          name="q"
          type="search"
          maxLength={UI.quickSearch.maxLength}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          value={hydrated ? value : undefined}
          onChange={(event) => search.load(event.target.value)}
          onKeyDown={search.onKeyDown}
          onFocus={search.onFocus}
          onBlur={search.onBlur}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-expanded": showList,
                "aria-controls": listId,
                "aria-autocomplete": "list" as const,
                "aria-activedescendant": showList && active >= 0 ? `${listId}-${active}` : undefined,
                "aria-describedby": `${id}-hint`,
              }
            : {})}
        />
        {hydrated && value && (
          <button
            type="button"
            className="search-form__clear"
            aria-label={t("search.clear")}
            onClick={() => {
              search.load("");
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
        {hydrated && (
          <span id={`${id}-hint`} className="visually-hidden">
            {t("search.hint")}
          </span>
        )}
        {showList && data && (
          <QuickSearchList
            listId={listId}
            data={data}
            active={active}
            searchHref={search.searchHref}
            onChoose={search.choose}
          />
        )}
      </div>
      <button type="submit">{t("search.submit")}</button>
    </Form>
  );
}
