import type { CallId, CallOptions, ResponseOf } from '@pronto/api';
import { call } from './call.ts';
import { HttpError } from 'react-admin';
import { failureMessage, isOk } from './result.ts';

/**
 * Calls a catalogue entry by id and returns its data, typed by the entry (CallTypes): the body must be
 * the entry's request and the answer is the entry's response, never a type the caller picks. Any failure
 * becomes an HttpError carrying the status (react-admin's checkError reads it) and what the user is told
 * (result.ts failureMessage: what `notify` shows).
 */
export async function rpc<Id extends CallId>(id: Id, options: CallOptions<Id> = {}): Promise<ResponseOf<Id>> {
  const result = await call(id, options);
  // Not `errors`: react-admin's create/edit forms read `body.errors` as field errors and would swallow the message.
  if (!isOk(result)) throw new HttpError(failureMessage(result, options.silent), result.status, { apiErrors: result.errors });
  return result.data as ResponseOf<Id>;
}
