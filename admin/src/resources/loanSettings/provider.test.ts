import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { localPage as pageOf } from '../../providers/localList.ts';
import { discountRuleBody, withLoanSettings } from '../../providers/loanSettings.ts';

const rows = [
  { id: 1, name: 'Loyalty 20%', percent: 20, validFrom: '2026-01-01' },
  { id: 2, name: 'Repeat borrower 10%', percent: 10, validFrom: '2026-03-01' },
  { id: 3, name: 'Summer 5%', percent: 5, validFrom: '2026-06-01' },
];

describe('pageOf (lists a call answers whole)', () => {
  it('searches, sorts numbers as numbers and pages', () => {
    expect(pageOf(rows, { filter: { q: 'borrower' } })).toEqual({ data: [rows[1]], total: 1 });
    const sorted = pageOf(rows, { sort: { field: 'percent', order: 'DESC' }, pagination: { page: 1, perPage: 2 } });
    expect(sorted.data.map((r) => r.id)).toEqual([1, 2]);
    expect(sorted.total).toBe(3);
    expect(pageOf(rows, { sort: { field: 'validFrom', order: 'ASC' }, pagination: { page: 2, perPage: 2 } }).data.map((r) => r.id)).toEqual(
      [3],
    );
  });
});

describe('discount rule body', () => {
  it('sends only the rule fields, with the id as a number when it changes one', () => {
    const rule = { name: 'X', percent: 5, minLoans: 0, validFrom: '2026-01-01', validTo: '2026-02-01', active: true, createdBy: 'me' };
    // A change sends the version it started from (a save over a newer one is refused); a new rule has none.
    expect(discountRuleBody({ ...rule, version: 2 }, '7')).toEqual({
      id: 7,
      version: 2,
      name: 'X',
      percent: 5,
      minLoans: 0,
      validFrom: '2026-01-01',
      validTo: '2026-02-01',
      active: true,
    });
    expect(discountRuleBody({ ...rule, version: 2 })).toEqual({
      name: 'X',
      percent: 5,
      minLoans: 0,
      validFrom: '2026-01-01',
      validTo: '2026-02-01',
      active: true,
    });
  });
});

describe('withLoanSettings', () => {
  it('leaves other resources to the base provider', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    const provider = withLoanSettings({ getList } as unknown as DataProvider);
    const params = { filter: {}, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: 10 } };
    await provider.getList('loans', params);
    expect(getList).toHaveBeenCalledWith('loans', params);
  });
  it('refuses to delete an impediment (no catalogue call deletes one)', async () => {
    const provider = withLoanSettings({} as DataProvider);
    await expect(provider.delete('impediments', { id: 1 })).rejects.toThrow('impediments cannot be deleted.');
  });
});
