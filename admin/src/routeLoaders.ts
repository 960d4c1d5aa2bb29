import type { QueryClient } from '@tanstack/react-query';

/** A cold load of the customer list, its first page as react-admin opens it (no parameters in the URL). */
const CUSTOMER_LIST = /^#\/customers\/?$/;
/** MUI's `breakpoints.down('sm')` of the console's themes (MUI's default breakpoints), as CustomerList asks it. */
const PHONE = '(max-width:599.95px)';

/**
 * The route loaders of the console's first screen (with App.tsx, the only module reaching into the
 * features): on a signed-in cold load of the customer list, the list's chunk and its loader (the first
 * page's search) start beside the console's chunks, one chunk load after the entry, instead of each waiting
 * for the one before (console, access rules, list, customer service); the search's modules need neither
 * React nor react-admin. Resolves to the query client holding that search for `<Admin queryClient>`, or
 * undefined (react-admin then makes its own); never rejects.
 */
export function startRouteLoaders(hash: string): Promise<QueryClient | undefined> {
  if (!CUSTOMER_LIST.test(hash)) return Promise.resolve(undefined);
  // The search's own modules first (none of them waits for React or react-admin: the build's `first-call`
  // chunk group, which holds the loader): the browser fetches in the order asked and runs each import once
  // its modules are in, so the search goes out before the list's chunk, which needs react-admin's, is even
  // run. Whatever goes wrong there, the console starts as without it.
  const queryClient = import('./resources/customers/listLoader.ts')
    .then(({ loadCustomerList }) => loadCustomerList())
    .catch(() => undefined);
  void import('./resources/customers/CustomerList.tsx');
  // On a phone the list shows its phone list, a lazy chunk of its own: asked for now, not once the list renders.
  if (window.matchMedia(PHONE).matches) void import('./resources/customers/CustomerPhoneList.tsx');
  return queryClient;
}
