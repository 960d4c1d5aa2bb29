import type { CallId, CallOptions } from '@pronto/api';
import { call } from './call.ts';
import { HttpError } from 'react-admin';
import { failureMessage, isOk } from './result.ts';
import type { ApiResult } from '@pronto/request';

/**
 * Calls a catalogue entry by id and returns its data; any failure becomes an HttpError carrying the
 * status and what the user is told (result.ts failureMessage: what `notify` shows).
 */
export async function rpc<T>(id: CallId, options: CallOptions = {}): Promise<T> {
  const result = (await call(id, options)) as ApiResult<T>;
  // Not `errors`: react-admin's create/edit forms read `body.errors` as field errors and would swallow the message.
  if (!isOk(result)) throw new HttpError(failureMessage(result, options.silent), result.status, { apiErrors: result.errors });
  return result.data as T;
}
