import type { DataProvider, GetListParams, GetListResult, GetManyReferenceParams, RaRecord } from 'react-admin';
import { rpc } from './rpc.ts';
import { fromSearchPage, referenceToSearchBody, toSearchBody, type SearchPage } from './search.ts';

/**
 * getList / getManyReference of a resource whose list is a search call (customer.search,
 * loan.searchLoans); other resources of the same service fall through to `rest`.
 */
export function searchLists(searches: Readonly<Record<string, string>>, rest: DataProvider): Pick<DataProvider, 'getList' | 'getManyReference'> {
  async function search(id: string, body: ReturnType<typeof toSearchBody>): Promise<GetListResult> {
    return fromSearchPage(await rpc<SearchPage<RaRecord>>(id, { data: body }));
  }
  return {
    getList: ((resource: string, params: GetListParams) => {
      const id = searches[resource];
      return id ? search(id, toSearchBody(params)) : rest.getList(resource, params);
    }) as DataProvider['getList'], // react-admin's generic record type cannot be inferred through a lookup
    getManyReference: ((resource: string, params: GetManyReferenceParams) => {
      const id = searches[resource];
      return id ? search(id, referenceToSearchBody(params)) : rest.getManyReference(resource, params);
    }) as DataProvider['getManyReference'],
  };
}
