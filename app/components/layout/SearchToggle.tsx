import { type KeyboardEvent, type MouseEvent, useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The header's search form, which the toggle shows and hides on small screens. */
export const HEADER_SEARCH_ID = "header-search";

/**
 * SPEC §2: the search bar toggles on small screens. The toggle is in the HTML from the start and
 * shows only with JavaScript (html[data-js], set before the first paint: the stylesheet shows it below
 * the tablet width and hides the closed form there, so the header does not change shape when the page
 * hydrates, decision 0084); without JavaScript the form is simply always shown. Opening it moves focus
 * into the field.
 *
 * It is a link to the form, so a tap before hydration works too (React 18 does not replay it): the
 * stylesheet shows the form while it is the URL's target until the page has hydrated, and a page that
 * hydrates with the form as its target opens it. Hydrated, the click toggles without following the link.
 */
export function SearchToggle({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const { t } = useTranslation("ui");
  // Opened before hydration (the link followed): keep it open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    if (window.location.hash === `#${HEADER_SEARCH_ID}`) onToggle(true);
  }, []);
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onToggle(!open);
    if (!open) requestAnimationFrame(() => document.getElementById("search-q")?.focus());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link, so a tap works before hydration too
    <a
      href={`#${HEADER_SEARCH_ID}`}
      role="button"
      className="search-toggle"
      aria-expanded={open}
      aria-controls={HEADER_SEARCH_ID}
      onClick={toggle}
      onKeyDown={(event) => {
        if (event.key === " ") toggle(event);
      }}
    >
      {t("search.toggle")}
    </a>
  );
}
