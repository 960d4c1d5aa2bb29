import type { ApiResult } from '@pronto/request';
import type { CallId, CallOptions, ResponseOf } from '@pronto/api';

let catalogue: Promise<typeof import('./catalogue-call.ts')> | undefined;

/**
 * The catalogue's call module, loaded once: every later call awaits the same settled promise (a microtask),
 * not a fresh `import()`, which the browser answers in a task of its own, behind whatever module it is
 * running (the first search would otherwise wait for react-admin's chunk to run).
 */
export const catalogueCall = () => (catalogue ??= import('./catalogue-call.ts'));

/**
 * `call()` of @pronto/api with the API catalogue (500-odd entries, 12 KB gzip) loaded by the first call
 * instead of with the console: the sign-in page does not need it (the first-load budget).
 */
export async function call<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  const api = await catalogueCall();
  return api.call(id, options);
}
