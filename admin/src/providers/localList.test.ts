import { describe, expect, it } from 'vitest';
import { localPage } from './localList.ts';

const rows = [
  { id: 1, name: 'Help', country: 'GB', order: 10 },
  { id: 2, name: 'Legal', country: 'GB', order: 2 },
  { id: 3, name: 'Ayuda', country: 'ES', order: 3 },
];

describe('localPage', () => {
  it('filters by q over every field and by exact field values', () => {
    expect(localPage(rows, { filter: { q: 'LEG' } }).data.map((r) => r.id)).toEqual([2]);
    expect(localPage(rows, { filter: { country: 'GB' } }).data.map((r) => r.id)).toEqual([1, 2]);
    expect(localPage(rows, { filter: { country: '' } }).total).toBe(3);
  });

  it('takes a list of values as any of them (a reference input offering sms and email templates)', () => {
    expect(localPage(rows, { filter: { country: ['ES', 'FR'] } }).data.map((r) => r.id)).toEqual([3]);
    expect(localPage(rows, { filter: { name: ['Help', 'Ayuda'] } }).total).toBe(2);
  });

  it('sorts numbers as numbers and text without case, then pages', () => {
    const byOrder = localPage(rows, { sort: { field: 'order', order: 'ASC' }, pagination: { page: 1, perPage: 2 } });
    expect(byOrder.data.map((r) => r.order)).toEqual([2, 3]);
    expect(byOrder.total).toBe(3);
    expect(
      localPage(rows, { sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 2 } }).data.map((r) => r.name),
    ).toEqual(['Ayuda']);
  });

  it('answers everything on one page when no paging is asked', () => {
    expect(localPage(rows).data).toHaveLength(3);
    expect(localPage([]).data).toEqual([]);
  });
});
