import { useLocation, useNavigationType, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TIMINGS } from "../../../config";
import type { ListingFilters } from "./listing-filters";

/** What the filter form shows, as its fields hold it. */
export interface FilterValues {
  sort: string;
  hitsPerPage: string;
  brands: string[];
  tags: string[];
  priceMin: string;
  priceMax: string;
  rating: string;
  inStock: boolean;
}

type Edits = Partial<FilterValues>;

/** The form's values for the listing the URL names (SPEC §2: the query parameters are the state). */
export function urlValues(filters: ListingFilters): FilterValues {
  const text = (value: number | undefined) => (value === undefined ? "" : String(value));
  return {
    sort: filters.sort,
    hitsPerPage: String(filters.hitsPerPage),
    brands: filters.brands.filter((b) => b.selected).map((b) => b.value),
    tags: filters.tags.filter((t) => t.selected).map((t) => t.value),
    priceMin: text(filters.priceMin),
    priceMax: text(filters.priceMax),
    rating: text(filters.ratingMin),
    inStock: filters.inStock,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edits a landed navigation did not carry: those made after the form was last sent (a price typed
 * while the previous change loads). Everything the navigation carried is now the URL's to show.
 */
export function unsentEdits(edits: Edits, sent: Edits): Edits {
  return Object.fromEntries(
    Object.entries(edits).filter(([name, value]) => !same(sent[name as keyof Edits], value)),
  ) as Edits;
}

/**
 * The filter form follows the URL it is on: its fields show the listing's query (from the loader)
 * with the shopper's edits on top until a navigation lands. Uncontrolled fields would keep what was
 * last ticked across client navigations, so after Back a ticked brand would sit beside unfiltered
 * results and the next change would apply it again. Back and Forward drop every edit and the
 * pending debounce: the page shows that history entry as it was. With JavaScript a change applies at
 * once, a number after the SPEC §9 debounce.
 */
export function useFilterForm(filters: ListingFilters) {
  const submit = useSubmit();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [state, setState] = useState<{ edits: Edits; sent: Edits }>({ edits: {}, sent: {} });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a navigation lands (a new location key)
  useEffect(() => {
    if (navigationType === "POP") {
      clearTimeout(timer.current);
      setState({ edits: {}, sent: {} });
    } else setState((s) => ({ edits: unsentEdits(s.edits, s.sent), sent: {} }));
  }, [key]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    values: { ...urlValues(filters), ...state.edits } as FilterValues,
    edit: (edits: Edits) => setState((s) => ({ ...s, edits: { ...s.edits, ...edits } })),
    /** Sends the form after a change (numbers wait for the debounce; every other field applies at once). */
    schedule(form: HTMLFormElement, debounce: boolean) {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => {
          setState((s) => ({ ...s, sent: s.edits }));
          submit(form, { preventScrollReset: true });
        },
        debounce ? TIMINGS.debounce.numberInput : 0,
      );
    },
  };
}
