import type { ApiResult } from '@pronto/request';

/** The first error's message, or a generic one (back-office.md §7: the first error is what the user sees). */
export function firstError(result: Pick<ApiResult<unknown>, 'errors' | 'status'>): string {
  return result.errors[0]?.message ?? `Request failed (${result.status})`;
}

/** True when the call succeeded: a 2xx status and no errors. */
export function isOk(result: Pick<ApiResult<unknown>, 'errors' | 'status'>): boolean {
  return result.status >= 200 && result.status < 300 && result.errors.length === 0;
}
