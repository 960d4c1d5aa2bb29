import type { ApiResult } from '@pronto/request';
import type { CallId, CallOptions, CatalogueEntry, ResponseOf } from '@pronto/api';
import { callFirstConsole, firstConsoleEntry } from '@pronto/api/console';

let catalogue: Promise<typeof import('./catalogue-call.ts')> | undefined;

/**
 * The catalogue's call module, loaded once: every later call awaits the same settled promise (a microtask),
 * not a fresh `import()`, which the browser answers in a task of its own.
 */
export const catalogueCall = () => (catalogue ??= import('./catalogue-call.ts'));

/**
 * `call()` of @pronto/api with the API catalogue (500-odd entries, 11 KB gzip) loaded by the first call the
 * console's first screen does not make: the customer list's search (@pronto/api/console) is answered
 * without it, so neither the sign-in page nor the list loads it.
 */
export async function call<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  if (firstConsoleEntry(id)) return callFirstConsole(id, options);
  const api = await catalogueCall();
  return api.call(id, options);
}

/** The catalogue entry of a call id: a first call's at once, any other once the catalogue is loaded. */
export async function entryOf(id: CallId): Promise<CatalogueEntry> {
  return firstConsoleEntry(id) ?? (await catalogueCall()).entry(id);
}
