import { useTranslation } from "react-i18next";

/** The header's search form, which the toggle shows and hides on small screens. */
export const HEADER_SEARCH_ID = "header-search";

/**
 * SPEC §2: the search bar toggles on small screens. The button is in the HTML from the start and
 * shows only with JavaScript (html[data-js], set before the first paint: the stylesheet shows it below
 * the tablet width and hides the closed form there, so the header does not change shape when the page
 * hydrates, decision 0084); without JavaScript the form is simply always shown. Opening it moves focus
 * into the field.
 */
export function SearchToggle({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const { t } = useTranslation("ui");
  return (
    <button
      type="button"
      className="search-toggle"
      aria-expanded={open}
      aria-controls={HEADER_SEARCH_ID}
      onClick={() => {
        onToggle(!open);
        if (!open) requestAnimationFrame(() => document.getElementById("search-q")?.focus());
      }}
    >
      {t("search.toggle")}
    </button>
  );
}
