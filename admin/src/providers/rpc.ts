import type { CallOptions } from '@pronto/api';
import { call } from './call.ts';
import { HttpError } from 'react-admin';
import type { ApiResult } from '@pronto/request';

/** The first error's message, or a generic one (back-office.md §7: the first error is what the user sees). */
export function firstError(result: Pick<ApiResult<unknown>, 'errors' | 'status'>): string {
  return result.errors[0]?.message ?? `Request failed (${result.status})`;
}

/** True when the call succeeded: a 2xx status and no errors. */
export function isOk(result: Pick<ApiResult<unknown>, 'errors' | 'status'>): boolean {
  return result.status >= 200 && result.status < 300 && result.errors.length === 0;
}

/**
 * Calls a catalogue entry by id and returns its data; any failure becomes an HttpError carrying the
 * status (react-admin's checkError reads it) and the first error message (what `notify` shows).
 */
export async function rpc<T>(id: string, options: CallOptions = {}): Promise<T> {
  const result = (await call(id, options)) as ApiResult<T>;
  // Not `errors`: react-admin's create/edit forms read `body.errors` as field errors and would swallow the message.
  if (!isOk(result)) throw new HttpError(firstError(result), result.status, { apiErrors: result.errors });
  return result.data as T;
}
