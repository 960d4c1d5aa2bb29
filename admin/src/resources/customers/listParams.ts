import type { GetListParams } from 'react-admin';

/** The newest customers first: staff mostly look for today's applicants. */
export const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

/**
 * The customer list's first page as react-admin asks for it when nothing else is stored or in the URL:
 * `<List sort={NEWEST_FIRST}>` with react-admin's default page size (10) and no filter. The list loader
 * (listLoader.ts) prefetches exactly this.
 */
export const FIRST_PAGE: Pick<GetListParams, 'pagination' | 'sort' | 'filter'> = {
  pagination: { page: 1, perPage: 10 },
  sort: { ...NEWEST_FIRST },
  filter: {},
};
