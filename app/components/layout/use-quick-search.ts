import { useFetcher, useNavigate } from "@remix-run/react";
import {
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { TIMINGS, UI } from "../../../config";
import { useLocalePath } from "../../lib/root-data";

/** The answer of /api/quick-search for one query. */
export interface Suggestions {
  q: string;
  found: number;
  hits: { sku: string; name: string; href: string; image: string; price: number; currency: string }[];
}

/**
 * The combobox's keys: arrows move through the hits (wrapping), Enter opens the active hit (else the
 * form submits the search), Escape closes the list.
 */
function comboboxKey(
  event: KeyboardEvent<HTMLInputElement>,
  {
    hits,
    showList,
    active,
    setOpen,
    setActive,
    choose,
  }: {
    hits: Suggestions["hits"];
    showList: boolean;
    active: number;
    setOpen: (open: boolean) => void;
    setActive: Dispatch<SetStateAction<number>>;
    choose: (href: string) => void;
  },
) {
  if (event.key === "ArrowDown" && hits.length) {
    event.preventDefault();
    setOpen(true);
    setActive((i) => (i + 1) % hits.length);
  } else if (event.key === "ArrowUp" && hits.length) {
    event.preventDefault();
    setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
  } else if (event.key === "Enter" && showList && active >= 0 && hits[active]) {
    event.preventDefault();
    choose(hits[active].href);
  } else if (event.key === "Escape") {
    setOpen(false);
    setActive(-1);
  }
}

/**
 * The quick search's state: what is typed, whether the suggestions are open and which is active,
 * the debounced load of suggestions (SPEC §9) and the keys of the combobox.
 */
export function useQuickSearch() {
  const path = useLocalePath();
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

  /** Opens a suggestion's page. */
  const choose = (href: string) => {
    setOpen(false);
    navigate(path(href));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    comboboxKey(event, { hits, showList, active, setOpen, setActive, choose });

  return {
    id,
    input,
    hydrated,
    value,
    active,
    data,
    hits,
    showList,
    searchHref: path(`/search?${new URLSearchParams({ q: value.trim() })}`),
    load,
    choose,
    onKeyDown,
    close: () => setOpen(false),
    onFocus: () => {
      clearTimeout(closing.current);
      setOpen(true);
    },
    onBlur: () => {
      closing.current = setTimeout(() => setOpen(false), 150);
    },
  };
}
