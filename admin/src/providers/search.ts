import type { GetListParams, GetManyReferenceParams } from 'react-admin';

/** Body of the search calls (customer.search, loan.searchLoans): common agreement. */
export interface SearchBody {
  q?: string;
  filter: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

/** What the search calls answer. */
export interface SearchPage<T> {
  items: T[];
  total: number;
}

function withoutEmpty(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** Maps react-admin list params onto a search body: `q` leaves the filter, empty values are dropped. */
export function toSearchBody(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): SearchBody {
  const { q, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  const body: SearchBody = {
    filter: withoutEmpty(rest),
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? 25,
  };
  if (typeof q === 'string' && q.trim() !== '') body.q = q.trim();
  if (params.sort?.field) {
    body.sort = params.sort.field;
    body.order = params.sort.order === 'DESC' ? 'DESC' : 'ASC';
  }
  return body;
}

/** A reference list (e.g. a customer's loans) is a search filtered on the target field. */
export function referenceToSearchBody(
  params: Pick<GetManyReferenceParams, 'target' | 'id' | 'pagination' | 'sort' | 'filter'>,
): SearchBody {
  return toSearchBody({ ...params, filter: { ...params.filter, [params.target]: params.id } });
}

/** Maps a search answer onto react-admin's list result. */
export function fromSearchPage<T>(page: SearchPage<T> | null | undefined): { data: T[]; total: number } {
  return { data: page?.items ?? [], total: page?.total ?? 0 };
}
