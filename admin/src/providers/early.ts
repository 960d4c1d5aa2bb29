import { getAuthToken, getRequestConfig, type ApiResult } from '@pronto/request';
import type { CallOptions } from '@pronto/api';

/**
 * Calls started before the console asks for them (the first list of the page opened, issue 8): while
 * react-admin loads and mounts, the answer is already on its way. The console's own call takes the
 * answer once if it is the very same call (id, variables, query, body, language and token), a success,
 * and younger than MAX_AGE_MS; otherwise it is made as usual.
 */
export const MAX_AGE_MS = 15_000;

interface EarlyCall {
  key: string;
  result: Promise<ApiResult<unknown>>;
  at: number;
}

const early = new Map<string, EarlyCall>();

/** Everything the answer depends on; JSON of the body as built (same builder, so the same key order). */
export function callKey(id: string, options: Pick<CallOptions, 'vars' | 'params' | 'data'>): string {
  return JSON.stringify([
    id,
    options.vars ?? null,
    options.params ?? null,
    options.data ?? null,
    getRequestConfig().language,
    getAuthToken(),
  ]);
}

/** Keeps a call's pending answer for the console (the caller makes it silent: no popups before the console). */
export function keepEarly(
  id: string,
  options: Pick<CallOptions, 'vars' | 'params' | 'data'>,
  result: Promise<ApiResult<unknown>>,
  now = Date.now(),
): void {
  early.set(id, { key: callKey(id, options), result, at: now });
}

/** The kept answer of this exact call, once; undefined when there is none, it differs or it is too old. */
export function takeEarly(
  id: string,
  options: Pick<CallOptions, 'vars' | 'params' | 'data'>,
  now = Date.now(),
): Promise<ApiResult<unknown>> | undefined {
  const kept = early.get(id);
  if (!kept) return undefined;
  early.delete(id);
  if (kept.key !== callKey(id, options) || now - kept.at > MAX_AGE_MS) return undefined;
  return kept.result;
}

/** Forgets every kept answer (tests, sign-out). */
export function forgetEarly(): void {
  early.clear();
}
