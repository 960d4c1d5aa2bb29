import { describe, expect, it } from 'vitest';
import { pageOf } from './commsResources.ts';

const rows = [
  { id: 1, name: 'Repeat borrowers', customers: 120 },
  { id: 2, name: 'UK approved', customers: 9 },
  { id: 3, name: 'Spain registered', customers: 40 },
];

describe('pageOf (lists answered whole by a catalogue call)', () => {
  it('sorts numbers as numbers and pages', () => {
    expect(pageOf(rows, { sort: { field: 'customers', order: 'DESC' }, pagination: { page: 1, perPage: 2 } })).toEqual({ data: [rows[0], rows[2]], total: 3 });
    expect(pageOf(rows, { sort: { field: 'customers', order: 'ASC' }, pagination: { page: 2, perPage: 2 } }).data).toEqual([rows[0]]);
  });

  it('searches every field with q and matches other filters exactly', () => {
    expect(pageOf(rows, { filter: { q: 'uk' } }).data.map((r) => r.id)).toEqual([2]);
    expect(pageOf(rows, { filter: { customers: 40 } }).data.map((r) => r.id)).toEqual([3]);
  });
});
