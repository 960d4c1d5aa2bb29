import { describe, expect, it } from 'vitest';
import { pageLinks, pageOf } from './pagination.ts';

describe('pagination (customer-site.md §9: 10 visible page links; 10 and 50 records per page)', () => {
  it('shows every page while there are 10 or fewer', () => {
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows a window of 10 around the current page, kept inside the pages', () => {
    expect(pageLinks(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageLinks(12, 25)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageLinks(25, 25)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });

  it('slices the records of a page and counts the pages', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageOf(rows, 1, 10)).toEqual({ rows: rows.slice(0, 10), pages: 3, page: 1 });
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [21, 22, 23], pages: 3, page: 3 });
    // A page beyond the end (the list got shorter) shows the last one.
    expect(pageOf(rows, 9, 10).page).toBe(3);
    expect(pageOf(rows, 1, 50)).toEqual({ rows, pages: 1, page: 1 });
    expect(pageOf([], 1, 10)).toEqual({ rows: [], pages: 1, page: 1 });
  });
});
