import { QueryClient } from '@tanstack/react-query';
import { readSession } from './session.ts';

/** How long the start-up auth check's answer counts as fresh (react-admin's default staleTime is 0). */
export const FRESH_AT_START_MS = 5_000;

/**
 * The console's react-query client. With a stored session, react-admin's first auth check (the
 * authProvider's checkAuth: is there a session in localStorage?) and its permissions (the session's role)
 * are answered before the first render, so the console renders its layout and the page at once instead of
 * waiting for them (issue 8). The auth check's answer is fresh for the first screen's mount: the session
 * was read just now, and checking again at once would render the whole console a second time; later
 * mounts check as usual. Permissions stay fresh for ra-core's 5 minutes.
 * The keys are ra-core's: useAuthState ['auth', 'checkAuth', params] and usePermissions
 * ['auth', 'getPermissions', params], params {} for <Admin requireAuth> and its router.
 */
export function createQueryClient(storage: Storage = localStorage, now = Date.now()): QueryClient {
  const client = new QueryClient();
  const session = readSession(storage);
  if (session) {
    client.setQueryData(['auth', 'checkAuth', {}], true, { updatedAt: now + FRESH_AT_START_MS });
    client.setQueryData(['auth', 'getPermissions', {}], session.user.role);
  }
  return client;
}
