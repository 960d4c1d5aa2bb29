import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  ListBase,
  ResourceContextProvider,
  useAuthState,
  useGetIdentity,
  useListContext,
  usePermissions,
  type DataProvider,
} from 'react-admin';
import { authProvider } from './authProvider.ts';
import { authKeys, seedAuthQueries } from './authQueries.ts';
import { clearSession, writeSession } from './session.ts';

const dataProvider = { getList: async () => ({ data: [{ id: 7, lastName: 'Lovelace' }], total: 1 }) } as unknown as DataProvider;

/** What react-admin's auth hooks answer, and the list's rows once its controller lets them through. */
function AuthState() {
  const { authenticated, isPending } = useAuthState();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const { data } = useListContext();
  return (
    <p>
      {isPending ? 'checking' : `signed in: ${String(authenticated)}`}, role: {String(permissions)}, name: {String(identity?.fullName)},
      rows: {data ? data.map((row: { lastName: string }) => row.lastName).join() : 'none yet'}
    </p>
  );
}

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('the seeded auth answers', () => {
  it("are what react-admin's auth hooks and a list's access check read: the first render is signed in and nothing is asked again", async () => {
    writeSession({ token: 't', user: { id: 1, emailAddress: 'ada@pronto.test', fullName: 'Ada Admin', role: 'admin', country: 'GB' } });
    const queryClient = new QueryClient();
    await seedAuthQueries(queryClient, 'customers');
    const asked = ['checkAuth', 'getPermissions', 'getIdentity', 'canAccess'].map((name) => vi.spyOn(authProvider, name as 'checkAuth'));

    render(
      <AdminContext queryClient={queryClient} authProvider={authProvider} dataProvider={dataProvider}>
        <ResourceContextProvider value="customers">
          <ListBase>
            <AuthState />
          </ListBase>
        </ResourceContextProvider>
      </AdminContext>,
    );

    // Synchronously, in the first render: nothing pending.
    expect(screen.getByText(/signed in: true, role: admin, name: Ada Admin/)).toBeInTheDocument();
    // The list's controller got past its own auth and access checks without asking the provider.
    expect(await screen.findByText(/rows: Lovelace/)).toBeInTheDocument();
    for (const spy of asked) expect(spy).not.toHaveBeenCalled();
  });

  it('leave out what the provider refuses, for react-admin to ask itself (signed out, it then opens the sign-in)', async () => {
    const queryClient = new QueryClient();
    await seedAuthQueries(queryClient, 'customers');
    for (const key of [authKeys.checkAuth, authKeys.permissions, authKeys.identity]) expect(queryClient.getQueryState(key)).toBeUndefined();
  });
});
