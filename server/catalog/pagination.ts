import { LISTING, pageCount } from "../../config";

/**
 * The page numbers a pagination shows (SPEC §9: window of 5 around the current page, pages = total
 * / page size rounded up), never more pages than exist.
 */
export function paginationWindow(
  current: number,
  total: number,
  pageSize: number,
  size = LISTING.paginationWindow,
) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return { pages, window: [] as number[] };
  const page = Math.min(Math.max(current, 1), pages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const window = Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
  return { pages, window };
}
