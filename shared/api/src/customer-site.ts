import type { ApiResult } from '@pronto/request';
import { firstCalls, type CallOptions } from './caller.ts';
import type { CallId, ResponseOf } from './call-types.ts';
import { firstJourneys } from './catalogue/journeys-first.ts';

/** The journey calls the pages people land on make first (catalogue/journeys-first.ts). */
const first = firstCalls(Object.values(firstJourneys));

/**
 * `call()` of @pronto/api for the customer site (same signature), over the journey calls
 * (customer-site-journeys.ts). The request layer and the calls the pages people land on make first are part
 * of the site's shell (every page made one of them right after loading); the other journey calls load with
 * the first of them, which left 0.3 KB gzip out of every first load.
 */
export function call<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  if (first.entry(id)) return first.call(id, options);
  return import('./customer-site-journeys.ts').then(({ journeyCall }) => journeyCall(id, options));
}

export type { CallOptions } from './caller.ts';
export type * from './types.ts';
export type * from './models.ts';
export type * from './call-types.ts';
export type * from './account-models.ts';
export type * from './registration.ts';
export type { LoanDefinition } from './staff-calls/loan.ts';
export type { TemplateRecord } from './staff-calls/communication.ts';
