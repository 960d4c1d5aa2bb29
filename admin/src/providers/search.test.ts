import { describe, expect, it } from 'vitest';
import { fromSearchPage, referenceToSearchBody, toSearchBody } from './search.ts';

describe('toSearchBody', () => {
  it('moves q out of the filter, keeps paging and sort', () => {
    expect(
      toSearchBody({
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'lastName', order: 'DESC' },
        filter: { q: ' 07100000001 ', status: 'approved' },
      }),
    ).toEqual({ q: '07100000001', filter: { status: 'approved' }, sort: 'lastName', order: 'DESC', page: 3, perPage: 10 });
  });

  it('drops empty filter values and a blank q', () => {
    expect(
      toSearchBody({
        pagination: { page: 1, perPage: 25 },
        sort: { field: '', order: 'ASC' },
        filter: { q: '  ', status: '', country: null },
      }),
    ).toEqual({
      filter: {},
      page: 1,
      perPage: 25,
    });
  });

  it('filters a reference list on its target', () => {
    expect(
      referenceToSearchBody({
        target: 'customerId',
        id: 42,
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'issueDate', order: 'DESC' },
        filter: { status: 'issued' },
      }),
    ).toEqual({
      filter: { status: 'issued', customerId: 42 },
      sort: 'issueDate',
      order: 'DESC',
      page: 1,
      perPage: 5,
    });
  });
});

describe('fromSearchPage', () => {
  it('maps items and total', () => {
    expect(fromSearchPage({ items: [{ id: 1 }], total: 31 })).toEqual({ data: [{ id: 1 }], total: 31 });
  });
  it('treats a missing page as empty', () => {
    expect(fromSearchPage(null)).toEqual({ data: [], total: 0 });
  });
});
