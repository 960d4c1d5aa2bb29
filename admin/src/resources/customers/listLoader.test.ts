import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../providers/session.ts';

const getList = vi.fn(async () => ({ data: [{ id: 7, firstName: 'Ada' }], total: 1 }));
vi.mock('../../providers/customer.ts', () => ({ customerProvider: { getList } }));

const { firstPageKey, loadCustomerList } = await import('./listLoader.ts');

const signIn = (role: 'admin' | 'agent' | 'reporter') =>
  writeSession({ token: 't', user: { id: 1, emailAddress: 'a@pronto.test', fullName: 'A', role, country: 'GB' } });

afterEach(() => {
  clearSession();
  localStorage.clear();
  getList.mockClear();
});

describe("the customer list's route loader", () => {
  it("prefetches the first page under react-admin's getList key, fresh for the list that mounts next", async () => {
    signIn('admin');
    const queryClient = await loadCustomerList();
    expect(queryClient).toBeDefined();
    expect(firstPageKey).toEqual([
      'customers',
      'getList',
      { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {}, meta: undefined },
    ]);
    await vi.waitFor(() => expect(queryClient?.getQueryData(firstPageKey)).toMatchObject({ data: [{ id: 7 }], total: 1 }));
    expect(getList).toHaveBeenCalledTimes(1);
    expect(queryClient?.getQueryState(firstPageKey)?.dataUpdateCount).toBe(1);
    const query = queryClient?.getQueryCache().find({ queryKey: firstPageKey, exact: true });
    expect(query?.isStale()).toBe(false);
  });

  it('leaves the list to react-admin when list params are stored or nobody is signed in', async () => {
    expect(await loadCustomerList()).toBeUndefined();
    signIn('admin');
    localStorage.setItem(
      'RaStore.customers.listParams',
      JSON.stringify({ sort: 'lastName', order: 'ASC', page: 1, perPage: 25, filter: {} }),
    );
    expect(await loadCustomerList()).toBeUndefined();
    expect(getList).not.toHaveBeenCalled();
  });
});
