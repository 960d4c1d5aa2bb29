import type { QueryClient } from '@tanstack/react-query';

/** A cold load of the customer list, its first page as react-admin opens it (no parameters in the URL). */
const CUSTOMER_LIST = /^#\/customers\/?$/;

/**
 * The route loaders of the console's first screen (with App.tsx, the only module reaching into the
 * features): on a signed-in cold load of the customer list, the list's chunk, the catalogue's call module
 * its first search imports (providers/call.ts) and its loader (the first page's search) start beside the
 * console's chunks, one chunk load after the entry, instead of each waiting for the one before (console,
 * access rules, list, customer service, catalogue). Resolves to the query client holding that search for
 * `<Admin queryClient>`, or undefined (react-admin then makes its own); never rejects.
 */
export function startRouteLoaders(hash: string): Promise<QueryClient | undefined> {
  if (!CUSTOMER_LIST.test(hash)) return Promise.resolve(undefined);
  void import('./resources/customers/CustomerList.tsx');
  void import('./providers/catalogue-call.ts');
  // Whatever goes wrong there, the console starts as without it.
  return import('./resources/customers/listLoader.ts').then(({ loadCustomerList }) => loadCustomerList()).catch(() => undefined);
}
