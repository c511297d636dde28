import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CurrencyCode, TIMINGS, UI } from "../../../config";
import { formatMoney, toMoney } from "../../lib/format";
import { useLocalePath, useRootData } from "../../lib/root-data";

interface Suggestions {
  q: string;
  found: number;
  hits: { sku: string; name: string; href: string; image: string; price: number; currency: string }[];
}

/**
 * The header search (SPEC §2). Without JavaScript a plain GET form to /search. With it, an ARIA
 * combobox: suggestions from 2 characters after a 300 ms pause, arrow keys to move, Enter to open
 * the chosen hit (or search), Escape to close, a clear button, "see all" from 5 hits, "no results".
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const path = useLocalePath();
  const locale = useRootData()?.locale ?? "en-GB";
  const navigate = useNavigate();
  const fetcher = useFetcher<Suggestions>();
  const id = useId();
  // Not useHydrated(): the field becomes controlled in the same render that takes over what was
  // typed before JavaScript arrived, or that text would be wiped.
  const [hydrated, setHydrated] = useState(false);
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Closing on blur waits for a click on a suggestion; focusing again cancels it.
  const closing = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  // Whatever was typed before JavaScript arrived stays in the field when it becomes controlled.
  useEffect(() => {
    setValue(input.current?.value ?? "");
    setHydrated(true);
  }, []);

  const data = fetcher.data && fetcher.data.q === value.trim() ? fetcher.data : undefined;
  const hits = data?.hits ?? [];
  const showList = hydrated && open && value.trim().length >= UI.quickSearch.minLength && data !== undefined;
  const searchHref = path(`/search?${new URLSearchParams({ q: value.trim() })}`);

  const load = (next: string) => {
    setValue(next);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    if (next.trim().length < UI.quickSearch.minLength) return;
    timer.current = setTimeout(
      () => fetcher.load(`/api/quick-search?${new URLSearchParams({ q: next.trim() })}`),
      TIMINGS.debounce.search,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && hits.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === "ArrowUp" && hits.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === "Enter" && showList && active >= 0 && hits[active]) {
      event.preventDefault();
      setOpen(false);
      navigate(path(hits[active].href));
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  return (
    <Form
      method="get"
      action={path("/search")}
      role="search"
      className="search-form"
      onSubmit={() => setOpen(false)}
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
          onChange={(event) => load(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(closing.current);
            setOpen(true);
          }}
          onBlur={() => {
            closing.current = setTimeout(() => setOpen(false), 150);
          }}
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
              load("");
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
        {showList && (
          <div className="quick-search">
            {hits.length === 0 ? (
              <p className="quick-search__empty" role="status">
                {t("search.noResults")}
              </p>
            ) : (
              <div
                id={listId}
                role="listbox"
                aria-label={t("search.suggestions")}
                className="quick-search__list"
              >
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
                      setOpen(false);
                      navigate(path(hit.href));
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
            {data && data.found >= UI.quickSearch.seeAllFrom && (
              <a className="quick-search__all" href={searchHref}>
                {t("search.seeAll", { count: data.found })}
              </a>
            )}
          </div>
        )}
      </div>
      <button type="submit">{t("search.submit")}</button>
    </Form>
  );
}
