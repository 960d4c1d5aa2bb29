import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { fakeApi, requestsOf } from '../test/fakeApi.ts';
import { localPage as pageOf } from './localList.ts';
import { withCommsResources } from './commsResources.ts';

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
    const fake = fakeApi({
      'communication.getAllSegments': { data: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] },
      'communication.insertSegment': { data: { id: 9 } },
      'communication.deleteSegment': { data: { id: 9 } },
      'communication.CommTemplateChannel.delete': { data: { id: 9 } },
      'communication.insertMarketingScheduled': { data: { id: 9 } },
    });
    const base = { getList: vi.fn(async () => ({ data: [], total: 0 })), delete: vi.fn(async () => ({ data: { id: 1 } })) } as unknown as DataProvider;
    const dp = withCommsResources(base);
    expect((await dp.getMany('segments', { ids: [2] })).data).toEqual([{ id: 2, name: 'B' }]);
    await dp.update('segments', { id: 2, data: { name: 'B2' }, previousData: { id: 2 } });
    await dp.delete('segments', { id: 2 });
    await dp.delete('templateChannels', { id: 3 });
    await dp.create('marketingScheduled', { data: { id: 5, name: 'X' } });
    await dp.getList('templates', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(fake.calls.map((c) => c.id)).toEqual([
      'communication.getAllSegments',
      'communication.insertSegment',
      'communication.deleteSegment',
      'communication.CommTemplateChannel.delete',
      'communication.insertMarketingScheduled',
    ]);
    expect(requestsOf(fake)).toEqual([
      { method: 'GET', url: '/api/communication/getAllSegments', body: undefined },
      { method: 'POST', url: '/api/communication/insertSegment', body: { name: 'B2', id: 2 } },
      { method: 'DELETE', url: '/api/communication/deleteSegment/2', body: undefined },
      { method: 'DELETE', url: '/api/communication/CommTemplateChannel?id=3', body: undefined },
      { method: 'POST', url: '/api/communication/insertMarketingScheduled', body: { name: 'X' } },
    ]);
    expect(base.getList).toHaveBeenCalledTimes(1);
  });
});
