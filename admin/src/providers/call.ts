import type { ApiResult } from '@pronto/request';
import type { CallId, CallOptions, ResponseOf } from '@pronto/api';
import { keepEarly, takeEarly } from './early.ts';
import { isOk } from './result.ts';

const catalogueCall = () => import('./catalogue-call.ts');

/**
 * `call()` of @pronto/api with the API catalogue (500-odd entries, 12 KB gzip) loaded by the first call
 * instead of with the console: the sign-in page does not need it (issue 8's first-load budget).
 * A successful answer of the same call started early (callEarly) is used instead of calling again.
 */
export async function call<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  const kept = takeEarly(id, options);
  if (kept) {
    const result = await kept;
    if (isOk(result)) return result as ApiResult<ResponseOf<Id>>;
  }
  const api = await catalogueCall();
  return api.call(id, options);
}

/**
 * Starts a call before the console asks for it (silent: a failure shows nothing and the console's own
 * call, made again, reports it). Also fetches the catalogue chunk, which every call needs.
 */
export function callEarly<Id extends CallId>(id: Id, options: Pick<CallOptions<Id>, 'vars' | 'params' | 'data'>): void {
  keepEarly(
    id,
    options,
    catalogueCall().then((api) => api.call(id, { ...options, silent: true })),
  );
}
