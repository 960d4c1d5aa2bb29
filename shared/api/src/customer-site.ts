import { MESSAGES, type ApiResult } from '@pronto/request';
import type { CallOptions } from './call.ts';
import type { CallId, ResponseOf } from './call-types.ts';

/**
 * `call()` of @pronto/api for the customer site (same signature), over the journey calls
 * (customer-site-journeys.ts). The request layer and the journey catalogue are a chunk of their own that
 * loads with the first call, not with the page: a visitor reading the home page needs neither before
 * they act (first-load JavaScript).
 */
export function call<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  return import('./customer-site-journeys.ts').then(
    ({ journeyCall }) => journeyCall(id, options),
    // The chunk could not be fetched: answered as the request layer answers a request it could not send
    // (offline, or a network error), never thrown.
    (): ApiResult<ResponseOf<Id>> => ({
      data: null,
      errors: [{ message: typeof navigator !== 'undefined' && navigator.onLine === false ? MESSAGES.offline : MESSAGES.network }],
      status: 0,
    }),
  );
}

/** Fetches the calls' chunk ahead of the first call (after the page has loaded), so a later loss of the network finds it there. */
export function preloadCalls(): void {
  import('./customer-site-journeys.ts').catch(() => undefined);
}

export type { CallOptions } from './call.ts';
export type * from './types.ts';
export type * from './models.ts';
export type * from './call-types.ts';
export type * from './account-models.ts';
export type * from './registration.ts';
export type { LoanDefinition } from './staff-calls/loan.ts';
export type { TemplateRecord } from './staff-calls/communication.ts';
