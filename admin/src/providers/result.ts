import { globalHandlerAction, type ApiResult } from '@pronto/request';

/** The first error's message, or a generic one (back-office.md §7: the first error is what the user sees). */
export function firstError(result: Pick<ApiResult<unknown>, 'errors' | 'status'>): string {
  return result.errors[0]?.message ?? `Request failed (${result.status})`;
}

/** True when the call succeeded: a 2xx status and no errors. */
export function isOk(result: Pick<ApiResult<unknown>, 'errors' | 'status'>): boolean {
  return result.status >= 200 && result.status < 300 && result.errors.length === 0;
}

/**
 * What a failed call tells the user. When the global handler has popped up for it (back-office.md §8:
 * timed out, no connection, 401, 500), the popup's words: a screen that says the error again then says
 * what is on screen, and the notifications show it once (layout/ProntoNotification.tsx). Otherwise, or
 * for a silent call (no popup), the first error.
 */
export function failureMessage(
  result: Pick<ApiResult<unknown>, 'errors' | 'status' | 'timedOut' | 'networkError'>,
  silent?: boolean,
): string {
  const action = silent ? null : globalHandlerAction(result, '');
  return action?.popup ? action.message : firstError(result);
}
