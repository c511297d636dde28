import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * SPEC §2 "Sidebars": the filter modal on small screens. The filter form always sits in a `<dialog>`
 * that the stylesheet shows inline: on large screens, and on every screen without JavaScript (the
 * form then applies with its button). With JavaScript, below the desktop width, the closed dialog is
 * hidden and a button opens it as a modal (the browser's own: focus kept inside, Escape closes it,
 * the page behind inert). Filters apply at once as before; "show results" closes it. Both buttons are
 * in the HTML from the start, shown by the stylesheet only with JavaScript (html[data-js], set before
 * the first paint), so the results do not jump up when the page hydrates (decision 0084).
 */
export function FilterModal({ children }: { children: ReactNode }) {
  const { t } = useTranslation("ui");
  const dialog = useRef<HTMLDialogElement>(null);

  return (
    <div className="filter-modal">
      <button
        type="button"
        className="button filter-modal__open"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t("filters.open")}
      </button>
      <dialog ref={dialog} className="filter-modal__dialog" aria-labelledby="filters-heading">
        {children}
        <button
          type="button"
          className="button button--primary filter-modal__close"
          onClick={() => dialog.current?.close()}
        >
          {t("filters.close")}
        </button>
      </dialog>
    </div>
  );
}
