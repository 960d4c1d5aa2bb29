import { loadScreen } from './screenLoader.ts';
import { callEarly } from './providers/call.ts';
import { toSearchBody } from './providers/search.ts';
import { CUSTOMER_LIST_PER_PAGE, CUSTOMER_LIST_SORT } from './resources/customers/listParams.ts';
import { loadCustomerList } from './resources/customers/loadList.ts';

/** react-admin's localStorage store key of a list's last parameters (ra-core useListParams). */
const listParamsKey = (resource: string) => `RaStore.${resource}.listParams`;

/**
 * Whether react-admin will open the list with parameters of its own (a sort, filter, page or page size
 * kept from an earlier visit; ra-core's hasCustomParams) rather than the list's defaults.
 */
export function hasStoredListParams(resource: string, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const stored = JSON.parse(storage.getItem(listParamsKey(resource)) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object' || !stored.filter) return false;
    return (
      Object.keys(stored.filter).length > 0 ||
      stored.order != null ||
      (stored.page ?? 1) !== 1 ||
      stored.perPage != null ||
      stored.sort != null
    );
  } catch {
    return true;
  }
}

/**
 * Started with the console (issue 8): the screen the address opens loads alongside react-admin instead of
 * after it has mounted; for the customer list, its chunk and its first page of data. The console still
 * renders the real list: the data provider takes that answer only if it asks for exactly that page.
 */
export function preloadFirstScreen(hash: string, storage: Pick<Storage, 'getItem'> = localStorage): void {
  if (!/^#\/customers\/?$/.test(hash)) return;
  void loadScreen(loadCustomerList);
  if (hasStoredListParams('customers', storage)) return;
  const body = toSearchBody({ pagination: { page: 1, perPage: CUSTOMER_LIST_PER_PAGE }, sort: CUSTOMER_LIST_SORT, filter: {} });
  callEarly('customer.search', { data: body });
}
