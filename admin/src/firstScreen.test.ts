import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequestConfig, setAuthToken } from '@pronto/request';
import type { Reply } from '@pronto/api/testing';
import { fakeApi, inTurn } from './test/fakeApi.ts';
import { aCustomer, aPage } from './test/fixtures.ts';
import { forgetEarly, MAX_AGE_MS } from './providers/early.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { hasStoredListParams, preloadFirstScreen } from './firstScreen.ts';

// The list screen itself is not needed here: only that the preload asks for it.
const listLoaded = vi.hoisted(() => vi.fn());
vi.mock('./resources/customers/CustomerList.tsx', () => {
  listLoaded();
  return { default: () => null };
});

const customers = (ids: number[]) => ids.map((id) => aCustomer({ id }));
/** customer.search's answer: these customers of 12. */
const page = (ids: number[]): Reply<'customer.search'> => ({ data: aPage(customers(ids), 12) });
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
  it("starts the customer list's chunk and first page, which the data provider then takes instead of calling again", async () => {
    const fake = fakeApi({ 'customer.search': page([12, 11]) });
    preloadFirstScreen('#/customers', noStore);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.bodiesOf('customer.search')).toEqual([{ filter: {}, page: 1, perPage: 10, sort: 'id', order: 'DESC' }]);
    const result = await dataProvider.getList('customers', firstPage);
    expect(result).toEqual({ data: customers([12, 11]), total: 12 });
    expect(fake.calls).toHaveLength(1);
    expect(listLoaded).toHaveBeenCalled();
    // Once only: the next time the list asks, it calls.
    await dataProvider.getList('customers', firstPage);
    expect(fake.calls).toHaveLength(2);
  });

  it('is not used for another page, and the list calls for what it asks', async () => {
    const fake = fakeApi({ 'customer.search': inTurn(page([12]), page([2])) });
    preloadFirstScreen('#/customers', noStore);
    const result = await dataProvider.getList('customers', { ...firstPage, pagination: { page: 2, perPage: 10 } });
    expect(result.data).toEqual(customers([2]));
    expect(fake.calls[1]?.body).toMatchObject({ page: 2 });
  });

  it('is not used once the token changed or when it failed', async () => {
    const fake = fakeApi({ 'customer.search': inTurn({ status: 500, errors: [{ message: 'Boom' }] }, page([12])) });
    preloadFirstScreen('#/customers', noStore);
    const result = await dataProvider.getList('customers', firstPage);
    expect(result.data).toEqual(customers([12]));
    expect(fake.calls).toHaveLength(2);

    preloadFirstScreen('#/customers', noStore);
    setAuthToken('tok-2');
    await dataProvider.getList('customers', firstPage);
    expect(fake.calls).toHaveLength(4);
  });

  it('is not used when older than MAX_AGE_MS', async () => {
    const fake = fakeApi({ 'customer.search': page([12]) });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    preloadFirstScreen('#/customers', noStore);
    clock.mockReturnValue(now + MAX_AGE_MS + 1);
    await dataProvider.getList('customers', firstPage);
    expect(fake.calls).toHaveLength(2);
    clock.mockRestore();
  });

  it('starts nothing on other screens, nor data when react-admin kept other list parameters', async () => {
    const fake = fakeApi();
    preloadFirstScreen('#/loans', noStore);
    preloadFirstScreen('#/customers/12/show', noStore);
    preloadFirstScreen('#/customers', {
      getItem: () => JSON.stringify({ filter: {}, sort: 'lastName', order: 'ASC', page: 1, perPage: 10 }),
    });
    await new Promise((done) => setTimeout(done, 20));
    expect(fake.calls).toHaveLength(0);
  });
});

describe('hasStoredListParams', () => {
  const stored = (value: unknown) => ({
    getItem: (key: string) => (key === 'RaStore.customers.listParams' ? JSON.stringify(value) : null),
  });
  it("is false without stored parameters or with react-admin's initial ones", () => {
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
