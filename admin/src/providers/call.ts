import type { ApiResult } from '@pronto/request';
import type { CallId, CallOptions, ResponseOf } from '@pronto/api';

const catalogueCall = () => import('./catalogue-call.ts');

/**
 * `call()` of @pronto/api with the API catalogue (500-odd entries, 12 KB gzip) loaded by the first call
 * instead of with the console: the sign-in page does not need it (the first-load budget).
 */
export async function call<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  const api = await catalogueCall();
  return api.call(id, options);
}
