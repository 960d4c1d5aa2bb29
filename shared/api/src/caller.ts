// The catalogue-free half of call.ts: a bundle calling through a small lookup of its own (the customer site, the
// console's first screen) takes this module without the catalogue.
import { HEADER, LOG_TIMEOUT_MS, REPORT_TIMEOUT_MS, request, type ApiResult, type RequestOptions } from '@pronto/request';
import type { CallId, RequestOf, ResponseOf, VarsOf } from './call-types.ts';
import { withIds } from './catalogue/with-ids.ts';
import type { CatalogueEntry } from './types.ts';

/** Options of `call()` of one id: its url variables, query params, its body, extra headers, timeout, silent. */
export interface CallOptions<Id extends CallId = CallId> {
  vars?: Partial<Record<VarsOf<Id>, string | number>>;
  params?: RequestOptions['params'];
  data?: RequestOf<Id>;
  headers?: Record<string, string>;
  timeout?: number;
  silent?: boolean;
}

/** The timeout an entry gets unless the call gives one: log writes 5 s, the loan report 300 s. */
export function defaultTimeout(e: Pick<CatalogueEntry, 'service' | 'name'>): number | undefined {
  if (e.service === 'log') return LOG_TIMEOUT_MS;
  if (e.service === 'report' && e.name === 'ComprehensiveLoanReport') return REPORT_TIMEOUT_MS;
  return undefined;
}

/** The `request()` options for calling an entry; log writes also send the log header. */
export function callOptions<Id extends CallId>(e: CatalogueEntry, opts: CallOptions<Id> = {}): RequestOptions {
  return {
    method: e.method,
    url: e.path,
    urlVariables: opts.vars as Record<string, string | number> | undefined,
    params: opts.params,
    data: opts.data,
    headers: e.service === 'log' ? { [HEADER.log]: 'true', ...opts.headers } : opts.headers,
    timeout: opts.timeout ?? defaultTimeout(e),
    silent: opts.silent,
  };
}

/** A typed `call()` over one lookup of entries: the whole catalogue, or a site's own part of it. */
export function callerOf(lookup: (id: string) => CatalogueEntry) {
  return function call<Id extends CallId>(id: Id, opts: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
    return request<ResponseOf<Id>>(callOptions(lookup(id), opts));
  };
}

/**
 * A site's first calls, answered without the whole catalogue: `entry` finds one by id (undefined for any
 * other id), `call` makes one (asked only for an id `entry` knows).
 */
export function firstCalls(drafts: readonly Omit<CatalogueEntry, 'id'>[]) {
  const byId = new Map<string, CatalogueEntry>(withIds(drafts).map((e) => [e.id, e]));
  return { entry: (id: string) => byId.get(id), call: callerOf((id) => byId.get(id) as CatalogueEntry) };
}
