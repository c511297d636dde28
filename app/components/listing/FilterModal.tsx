import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * SPEC §2 "Sidebars": the filter modal on small screens. The filter form always sits in a `<dialog>`
 * that the stylesheet shows inline: on large screens, and on every screen without JavaScript (the
 * form then applies with its button). With JavaScript, below the desktop width, the closed dialog is
 * hidden and a button opens it as a modal (the browser's own: focus kept inside, Escape closes it,
 * the page behind inert). Filters apply at once as before; "show results" closes it. Both buttons are
 * in the HTML from the start, shown by the stylesheet only with JavaScript (html[data-js], set before
 * the first paint), so the results do not jump up when the page hydrates (decision 0084).
 *
 * The open button is a link to the dialog, so a tap before hydration works too (React 18 does not
 * replay it): until the page has hydrated the stylesheet shows the dialog inline while it is the URL's
 * target, and a page that hydrates with it as the target opens it as the modal.
 */
export const FILTERS_ID = "filters";
export function FilterModal({ children }: { children: ReactNode }) {
  const { t } = useTranslation("ui");
  const dialog = useRef<HTMLDialogElement>(null);
  // Opened before hydration (the link followed): the modal it would have been.
  useEffect(() => {
    if (window.location.hash === `#${FILTERS_ID}` && !dialog.current?.open) dialog.current?.showModal();
  }, []);
  const openModal = (event: { preventDefault(): void }) => {
    event.preventDefault();
    dialog.current?.showModal();
  };

  return (
    <div className="filter-modal">
      {/* biome-ignore lint/a11y/useSemanticElements: a link, so a tap works before hydration too */}
      <a
        href={`#${FILTERS_ID}`}
        role="button"
        className="button filter-modal__open"
        aria-haspopup="dialog"
        onClick={openModal}
        onKeyDown={(event) => {
          if (event.key === " ") openModal(event);
        }}
      >
        {t("filters.open")}
      </a>
      <dialog ref={dialog} id={FILTERS_ID} className="filter-modal__dialog" aria-labelledby="filters-heading">
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
