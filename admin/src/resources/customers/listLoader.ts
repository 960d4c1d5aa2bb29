import { QueryClient } from '@tanstack/react-query';
import { localStorageStore, type GetListResult } from 'react-admin';
import { canAccessResource } from '../../providers/access.ts';
import { seedAuthQueries } from '../../providers/authQueries.ts';
import { customerProvider } from '../../providers/customer.ts';
import { freshWhileFirstAnswer } from '../../providers/firstAnswer.ts';
import { readSession } from '../../providers/session.ts';
import { FIRST_PAGE } from './listParams.ts';

/** react-admin's documented query key of `useGetList` (ra-core docs, useGetList): `[resource, 'getList', { pagination, sort, filter, meta }]`. */
export const firstPageKey = ['customers', 'getList', { ...FIRST_PAGE, meta: undefined }] as const;

/**
 * The customer list's route loader, started by the entry (main.tsx, through routeLoaders.ts) beside the console's chunks when a
 * signed-in cold load opens `#/customers`: it prefetches the list's first page into the query client
 * the console's `<Admin queryClient>` then uses, with react-admin's query key for that page, through the
 * same data provider call react-admin makes. The search then starts one chunk load after the entry
 * instead of at the end of the console → access rules → list → customer service → catalogue chain.
 * It also answers react-admin's auth checks for the list (authQueries.ts), so the console's first render is
 * the whole screen. Resolves once those are in, without waiting for the search.
 * Nothing when the role may not list customers or react-admin has list params stored (another page,
 * sort or filter): react-admin then asks as usual.
 */
export async function loadCustomerList(): Promise<QueryClient | undefined> {
  if (!canAccessResource(readSession()?.user.role, 'customers', 'list')) return undefined;
  if (localStorageStore().getItem('customers.listParams') !== undefined) return undefined;
  const queryClient = new QueryClient();
  queryClient.setQueryDefaults(firstPageKey, { staleTime: freshWhileFirstAnswer });
  void queryClient.prefetchQuery({
    queryKey: firstPageKey,
    // As useGetList's own query function answers.
    queryFn: async (): Promise<GetListResult> => {
      const { data, total, pageInfo, meta } = await customerProvider.getList('customers', { ...FIRST_PAGE });
      return { data, total, pageInfo, meta };
    },
    retry: false,
  });
  await seedAuthQueries(queryClient, 'customers');
  return queryClient;
}
