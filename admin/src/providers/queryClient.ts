import { QueryClient } from '@tanstack/react-query';
import { readSession } from './session.ts';

/**
 * The console's react-query client. With a stored session, react-admin's first auth check (the
 * authProvider's checkAuth: is there a session in localStorage?) and its permissions (the session's role)
 * are answered before the first render, so the console renders its layout and the page at once instead of
 * a blank screen, then renders its routes again once those queries settle (issue 8). react-query still
 * re-runs the auth check when the page mounts (stale data), and must: that re-run is what sends a session
 * the API has just refused (a 401 on the first page) to the sign-in page. Permissions stay fresh for
 * ra-core's 5 minutes.
 * The keys are ra-core's: useAuthState ['auth', 'checkAuth', params] and usePermissions
 * ['auth', 'getPermissions', params], params {} for <Admin requireAuth> and its router.
 */
export function createQueryClient(storage: Storage = localStorage): QueryClient {
  const client = new QueryClient();
  const session = readSession(storage);
  if (session) {
    client.setQueryData(['auth', 'checkAuth', {}], true);
    client.setQueryData(['auth', 'getPermissions', {}], session.user.role);
  }
  return client;
}
