import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { authProvider } from './authProvider.ts';
import { freshWhileFirstAnswer } from './firstAnswer.ts';

/**
 * The query keys react-admin 5's auth hooks read (ra-core's useAuthState, usePermissions, useGetIdentity,
 * and useCanAccess as a list's controller asks it: `useRequireAccess({ action: 'list', resource, enabled })`).
 * The unit test renders react-admin with a seeded client, so a react-admin that asks under other keys fails it.
 */
export const authKeys = {
  checkAuth: ['auth', 'checkAuth', {}],
  permissions: ['auth', 'getPermissions', {}],
  identity: ['auth', 'getIdentity'],
  canList: (resource: string) => ['auth', 'canAccess', { action: 'list', resource, enabled: true }],
} as const satisfies Record<string, QueryKey | ((resource: string) => QueryKey)>;

/**
 * Fills `queryClient` with the answers react-admin's auth hooks ask for before a signed-in console shows the
 * list of `resource`, through the same auth provider calls they make. Without them, react-admin first
 * renders a loading page and then the layout, the menu and the list, each in a render of its own, forced to
 * run at once (react-query answers through React's external-store updates, which cannot be spread over
 * frames); with them, the console's first render, a transition React spreads over frames, is the whole
 * screen. Resolves once every answer is in; an answer the provider refuses (or gives none) is left for
 * react-admin to ask: a refusal cached would read as a failed check.
 */
export async function seedAuthQueries(queryClient: QueryClient, resource: string): Promise<void> {
  // As react-admin's own query functions answer (checkAuth's is true once the provider resolves).
  const seeds: [QueryKey, () => Promise<unknown>][] = [
    [authKeys.checkAuth, async () => (await authProvider.checkAuth({}), true)],
    [authKeys.permissions, async () => authProvider.getPermissions?.({})],
    [authKeys.identity, async () => authProvider.getIdentity?.()],
    [authKeys.canList(resource), async () => authProvider.canAccess?.({ action: 'list', resource })],
  ];
  const answers = await Promise.allSettled(seeds.map(([, ask]) => ask()));
  seeds.forEach(([queryKey], i) => {
    const answer = answers[i];
    if (answer?.status !== 'fulfilled' || answer.value === undefined) return;
    queryClient.setQueryDefaults(queryKey, { staleTime: freshWhileFirstAnswer });
    queryClient.setQueryData(queryKey, answer.value);
  });
}
