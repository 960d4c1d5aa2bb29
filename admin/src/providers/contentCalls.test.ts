import { beforeEach, describe, expect, it } from 'vitest';
import { resetRequestConfig } from '@pronto/request';
import { fakeApi, requestsOf } from '../test/fakeApi.ts';
import { aStaffMember } from '../test/fixtures.ts';
import { dataProvider } from './dataProvider.ts';

beforeEach(() => resetRequestConfig());

const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('content and staff calls of the data provider', () => {
  it("reads a category's channels by the category and adds one under it", async () => {
    const fake = fakeApi({
      'content.channel': { data: [{ id: 5, categoryId: 2, name: 'web' }] },
      'content.channel.post': { data: { id: 6, categoryId: 2, name: 'app' } },
    });
    const channels = await dataProvider.getManyReference('channels', { ...page, target: 'categoryId', id: 2 });
    expect(channels).toEqual({ data: [{ id: 5, categoryId: 2, name: 'web' }], total: 1 });
    await dataProvider.create('channels', { data: { categoryId: 2, name: 'app' } });
    expect(requestsOf(fake)).toEqual([
      { method: 'GET', url: '/api/content/channel/2', body: undefined },
      { method: 'POST', url: '/api/content/channel/2', body: { name: 'app' } },
    ]);
  });

  it('deletes a category by its path id and renames it with put', async () => {
    const fake = fakeApi({ 'content.category.delete': { data: { id: 3 } }, 'content.category.put': { data: { id: 3, name: 'Ayuda' } } });
    await dataProvider.delete('categories', { id: 3, previousData: { id: 3 } });
    await dataProvider.update('categories', { id: 3, data: { id: 3, name: 'Ayuda', createdAt: 'x' }, previousData: { id: 3 } });
    expect(requestsOf(fake)).toEqual([
      { method: 'DELETE', url: '/api/content/category/3', body: undefined },
      { method: 'PUT', url: '/api/content/category', body: { name: 'Ayuda', id: 3 } },
    ]);
  });

  it('lists the elb bans only when the type filter asks for them', async () => {
    const fake = fakeApi({
      'content.ipbanner/elb/list': {
        data: [{ id: 2, ip: '203.0.113.14', type: 'elb', reason: 'fraud attempts', createdAt: '2026-03-01T10:00:00Z' }],
      },
    });
    const bans = await dataProvider.getList('ipBans', { ...page, filter: { type: 'elb' } });
    expect(requestsOf(fake).map((s) => s.url)).toEqual(['/api/content/ipbanner/elb/list']);
    expect(bans.total).toBe(1);
  });

  it('searches staff through membership.members and pages the answer', async () => {
    const colin = aStaffMember({ id: 7, fullName: 'Colin Collector' });
    const fake = fakeApi({ 'membership.members': { data: [aStaffMember({ id: 2, fullName: 'Agnes Agent' }), colin] } });
    const staff = await dataProvider.getList('staff', {
      ...page,
      pagination: { page: 2, perPage: 1 },
      filter: { q: 'agent', role: 'agent' },
    });
    expect(requestsOf(fake)).toEqual([{ method: 'POST', url: '/api/membership/members', body: { q: 'agent', role: 'agent' } }]);
    expect(staff).toEqual({ data: [colin], total: 2 });
  });
});
