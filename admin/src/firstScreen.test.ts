import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, resetRequestConfig, setAuthToken } from '@pronto/request';
import { forgetEarly, MAX_AGE_MS } from './providers/early.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { hasStoredListParams, preloadFirstScreen } from './firstScreen.ts';

// The list screen itself is not needed here: only that the preload asks for it.
const listLoaded = vi.hoisted(() => vi.fn());
vi.mock('./resources/customers/CustomerList.tsx', () => {
  listLoaded();
  return { default: () => null };
});

/** A fake back end answering every call with the next body (or a last one), counting the calls. */
function fakeServer(...bodies: { status?: number; body: unknown }[]) {
  const seen: unknown[] = [];
  configureRequest({
    fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(JSON.parse(String(init?.body ?? 'null')));
      const next = bodies.length > 1 ? bodies.shift() : bodies[0];
      return new Response(JSON.stringify(next?.body), { status: next?.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return seen;
}

const page = (ids: number[]) => ({ body: { data: { items: ids.map((id) => ({ id })), total: 12 }, errors: [] } });
/** What react-admin asks for when the customer list opens with its defaults (CustomerList.tsx). */
const firstPage = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };
const noStore = { getItem: () => null };

beforeEach(() => {
  resetRequestConfig();
  forgetEarly();
  setAuthToken('tok-1');
});
afterEach(() => {
  vi.useRealTimers();
  resetRequestConfig();
});

describe('preloadFirstScreen', () => {
  it('starts the customer list\'s chunk and first page, which the data provider then takes instead of calling again', async () => {
    const seen = fakeServer(page([12, 11]));
    preloadFirstScreen('#/customers', noStore);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ filter: {}, page: 1, perPage: 10, sort: 'id', order: 'DESC' });
    const result = await dataProvider.getList('customers', firstPage);
    expect(result).toEqual({ data: [{ id: 12 }, { id: 11 }], total: 12 });
    expect(seen).toHaveLength(1);
    expect(listLoaded).toHaveBeenCalled();
    // Once only: the next time the list asks, it calls.
    await dataProvider.getList('customers', firstPage);
    expect(seen).toHaveLength(2);
  });

  it('is not used for another page, and the list calls for what it asks', async () => {
    const seen = fakeServer(page([12]), page([2]));
    preloadFirstScreen('#/customers', noStore);
    const result = await dataProvider.getList('customers', { ...firstPage, pagination: { page: 2, perPage: 10 } });
    expect(result.data).toEqual([{ id: 2 }]);
    expect(seen[1]).toMatchObject({ page: 2 });
  });

  it('is not used once the token changed or when it failed', async () => {
    const seen = fakeServer({ status: 500, body: { data: null, errors: [{ message: 'Boom' }] } }, page([12]));
    preloadFirstScreen('#/customers', noStore);
    const result = await dataProvider.getList('customers', firstPage);
    expect(result.data).toEqual([{ id: 12 }]);
    expect(seen).toHaveLength(2);

    preloadFirstScreen('#/customers', noStore);
    setAuthToken('tok-2');
    await dataProvider.getList('customers', firstPage);
    expect(seen).toHaveLength(4);
  });

  it('is not used when older than MAX_AGE_MS', async () => {
    const seen = fakeServer(page([12]));
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    preloadFirstScreen('#/customers', noStore);
    clock.mockReturnValue(now + MAX_AGE_MS + 1);
    await dataProvider.getList('customers', firstPage);
    expect(seen).toHaveLength(2);
    clock.mockRestore();
  });

  it('starts nothing on other screens, nor data when react-admin kept other list parameters', async () => {
    const seen = fakeServer(page([12]));
    preloadFirstScreen('#/loans', noStore);
    preloadFirstScreen('#/customers/12/show', noStore);
    preloadFirstScreen('#/customers', { getItem: () => JSON.stringify({ filter: {}, sort: 'lastName', order: 'ASC', page: 1, perPage: 10 }) });
    await new Promise((done) => setTimeout(done, 20));
    expect(seen).toHaveLength(0);
  });
});

describe('hasStoredListParams', () => {
  const stored = (value: unknown) => ({ getItem: (key: string) => (key === 'RaStore.customers.listParams' ? JSON.stringify(value) : null) });
  it('is false without stored parameters or with react-admin\'s initial ones', () => {
    expect(hasStoredListParams('customers', noStore)).toBe(false);
    expect(hasStoredListParams('customers', stored({}))).toBe(false);
    expect(hasStoredListParams('customers', stored({ filter: {}, page: 1 }))).toBe(false);
  });
  it('is true for a kept filter, sort, page or page size', () => {
    expect(hasStoredListParams('customers', stored({ filter: { status: 'approved' } }))).toBe(true);
    expect(hasStoredListParams('customers', stored({ filter: {}, sort: 'id', order: 'ASC' }))).toBe(true);
    expect(hasStoredListParams('customers', stored({ filter: {}, page: 3 }))).toBe(true);
    expect(hasStoredListParams('customers', stored({ filter: {}, perPage: 25 }))).toBe(true);
  });
});
