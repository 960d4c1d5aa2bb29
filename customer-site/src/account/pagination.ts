/** Page links shown at most (customer-site.md §9: 10 visible page links). */
export const VISIBLE_PAGE_LINKS = 10;
/** Records per page the customer may choose (customer-site.md §9: 10 and 50). */
export const PAGE_SIZES = [10, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The page numbers to link: all of them up to 10, else a window of 10 around `page` kept inside 1..pages. */
export function pageLinks(page: number, pages: number, visible = VISIBLE_PAGE_LINKS): number[] {
  const count = Math.min(visible, pages);
  const first = Math.min(Math.max(1, page - Math.floor(visible / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The rows of page `page` of `size` rows, the number of pages, and the page shown (the last one when beyond it). */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((shown - 1) * size, shown * size), pages, page: shown };
}
