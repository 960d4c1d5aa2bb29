import type { ApiResult } from '@pronto/request';
import type { CallOptions } from './call.ts';
import type { CallId, ResponseOf } from './call-types.ts';
import { journeyCall } from './customer-site-journeys.ts';

/**
 * `call()` of @pronto/api for the customer site (same signature), over the journey calls
 * (customer-site-journeys.ts). The request layer and the journey catalogue are part of the site's shell:
 * every page fetched them right after loading anyway, so as a chunk of their own they only cost each first
 * visit a request and 0.6 KB gzip.
 */
export function call<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  return journeyCall(id, options);
}

export type { CallOptions } from './call.ts';
export type * from './types.ts';
export type * from './models.ts';
export type * from './call-types.ts';
export type * from './account-models.ts';
export type * from './registration.ts';
export type { LoanDefinition } from './staff-calls/loan.ts';
export type { TemplateRecord } from './staff-calls/communication.ts';
