import { QueryClient } from '@tanstack/react-query';
import { readSession } from './session.ts';

/**
 * The console's react-query client. With a stored session, react-admin's first auth check (the
 * authProvider's checkAuth: is there a session in localStorage?) is answered before the first render, so
 * the console renders its layout and the page at once instead of a blank screen, then re-renders after a
 * round of the event loop (issue 8). react-query still re-runs the check when the page mounts (stale data).
 * The key is ra-core's (useAuthState: ['auth', 'checkAuth', params], params {} for <Admin requireAuth>).
 */
export function createQueryClient(storage: Storage = localStorage): QueryClient {
  const client = new QueryClient();
  if (readSession(storage)) client.setQueryData(['auth', 'checkAuth', {}], true);
  return client;
}
