import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { localPage as pageOf } from './localList.ts';
import { withCommsResources } from './commsResources.ts';
import { rpc } from './rpc.ts';

vi.mock('./rpc.ts', () => ({ rpc: vi.fn() }));

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

describe('withCommsResources (which call each CRUD method makes)', () => {
  it('reads and writes segments, scheduled sends and channels through their catalogue calls, others through the base', async () => {
    const calls: [string, unknown][] = [];
    vi.mocked(rpc).mockImplementation(async (id: string, options?: unknown) => {
      calls.push([id, options]);
      return (id.endsWith('getAllSegments') ? [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] : { id: 9 }) as never;
    });
    const base = { getList: vi.fn(async () => ({ data: [], total: 0 })), delete: vi.fn(async () => ({ data: { id: 1 } })) } as unknown as DataProvider;
    const dp = withCommsResources(base);
    expect((await dp.getMany('segments', { ids: [2] })).data).toEqual([{ id: 2, name: 'B' }]);
    await dp.update('segments', { id: 2, data: { name: 'B2' }, previousData: { id: 2 } });
    await dp.delete('segments', { id: 2 });
    await dp.delete('templateChannels', { id: 3 });
    await dp.create('marketingScheduled', { data: { id: 5, name: 'X' } });
    await dp.getList('templates', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls).toEqual([
      ['communication.getAllSegments', undefined],
      ['communication.insertSegment', { data: { name: 'B2', id: 2 } }],
      ['communication.deleteSegment', { vars: { id: '2' } }],
      ['communication.CommTemplateChannel.delete', { params: { id: '3' } }],
      ['communication.insertMarketingScheduled', { data: { name: 'X' } }],
    ]);
    expect(base.getList).toHaveBeenCalledTimes(1);
  });
});
