import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest, resetRequestConfig } from '@pronto/request';
import { dataProvider } from './dataProvider.ts';

/** A fake back end: records each request and answers with the next prepared body. */
function fakeServer(answers: unknown[]) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: String(init?.method ?? 'GET').toUpperCase(), url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ data: answers.shift() ?? null, errors: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  configureRequest({ fetch: fetch as typeof globalThis.fetch });
  return seen;
}

beforeEach(() => resetRequestConfig());
afterEach(() => resetRequestConfig());

const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('content and staff calls of the data provider', () => {
  it('reads a category\'s channels by the category and adds one under it', async () => {
    const seen = fakeServer([[{ id: 5, categoryId: 2, name: 'web' }], { id: 6, categoryId: 2, name: 'app' }]);
    const channels = await dataProvider.getManyReference('channels', { ...page, target: 'categoryId', id: 2 });
    expect(channels).toEqual({ data: [{ id: 5, categoryId: 2, name: 'web' }], total: 1 });
    await dataProvider.create('channels', { data: { categoryId: 2, name: 'app' } });
    expect(seen).toEqual([
      { method: 'GET', url: '/api/content/channel/2', body: undefined },
      { method: 'POST', url: '/api/content/channel/2', body: { name: 'app' } },
    ]);
  });

  it('deletes a category by its path id and renames it with put', async () => {
    const seen = fakeServer([{ id: 3 }, { id: 3, name: 'Ayuda' }]);
    await dataProvider.delete('categories', { id: 3, previousData: { id: 3 } });
    await dataProvider.update('categories', { id: 3, data: { id: 3, name: 'Ayuda', createdAt: 'x' }, previousData: { id: 3 } });
    expect(seen).toEqual([
      { method: 'DELETE', url: '/api/content/category/3', body: undefined },
      { method: 'PUT', url: '/api/content/category', body: { name: 'Ayuda', id: 3 } },
    ]);
  });

  it('lists the elb bans only when the type filter asks for them', async () => {
    const seen = fakeServer([[{ id: 2, ip: '203.0.113.14', type: 'elb' }]]);
    const bans = await dataProvider.getList('ipBans', { ...page, filter: { type: 'elb' } });
    expect(seen.map((s) => s.url)).toEqual(['/api/content/ipbanner/elb/list']);
    expect(bans.total).toBe(1);
  });

  it('searches staff through membership.members and pages the answer', async () => {
    const seen = fakeServer([[{ id: 2, fullName: 'Agnes Agent' }, { id: 7, fullName: 'Colin Collector' }]]);
    const staff = await dataProvider.getList('staff', { ...page, pagination: { page: 2, perPage: 1 }, filter: { q: 'agent', role: 'agent' } });
    expect(seen).toEqual([{ method: 'POST', url: '/api/membership/members', body: { q: 'agent', role: 'agent' } }]);
    expect(staff).toEqual({ data: [{ id: 7, fullName: 'Colin Collector' }], total: 2 });
  });
});
