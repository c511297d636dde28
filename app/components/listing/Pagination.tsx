import { useTranslation } from "react-i18next";
import { Link } from "../../lib/link";

/** Page links of a listing (SPEC §9 window of 5); `href` builds each page's URL without `page=1`. */
export function Pagination({
  current,
  pages,
  window,
  href,
  label,
}: {
  current: number;
  pages: number;
  window: number[];
  href: (page: number) => string;
  /** The navigation's name where a page has more than one list (the product page's reviews). */
  label?: string;
}) {
  const { t } = useTranslation("listing");
  if (window.length === 0) return null;
  return (
    <nav aria-label={label ?? t("pagination.label")} className="pagination">
      <ul>
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev" aria-label={t("pagination.previous")}>
              ‹
            </Link>
          </li>
        )}
        {window.map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              aria-current={page === current ? "page" : undefined}
              aria-label={t("pagination.page", { page })}
            >
              {page}
            </Link>
          </li>
        ))}
        {current < pages && (
          <li>
            <Link to={href(current + 1)} rel="next" aria-label={t("pagination.next")}>
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
