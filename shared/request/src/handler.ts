import { LOG_WRITE_URL, MESSAGES } from './constants.ts';
import type { ApiResult } from './types.ts';

/** What the global handler asks the app to do after a response (back-office.md §8). */
export interface HandlerAction {
  type: 'timeout' | 'network' | 'unauthorized' | 'notFound' | 'technical';
  title: string;
  message: string;
  /** Show a popup with title and message (every type except notFound). */
  popup: boolean;
  /** Route to open: 401 -> login with `?redirect=login`, 404 -> error. */
  navigate?: { route: 'login' | 'error'; query?: Record<string, string> };
  /** 401: the session is cleared (token dropped, app hook called). */
  clearSession?: boolean;
}

/** The result fields the handler reads. */
export type HandledResult = Pick<ApiResult<unknown>, 'status' | 'timedOut' | 'networkError'>;

const timeout = (message: string): HandlerAction => ({ type: 'timeout', title: MESSAGES.timeoutTitle, message, popup: true });

/** True when the url is the log-writing endpoint, whose responses are ignored. */
export function isLogWriteUrl(url: string): boolean {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '';
  return path.endsWith(LOG_WRITE_URL);
}

/** Decides the global action for a response, per the table of back-office.md §8; null means no action. */
export function globalHandlerAction(result: HandledResult, url: string): HandlerAction | null {
  if (isLogWriteUrl(url)) return null;
  if (result.timedOut) return timeout(MESSAGES.tryAgain);
  if (result.networkError) return { type: 'network', title: MESSAGES.timeoutTitle, message: MESSAGES.network, popup: true };
  switch (result.status) {
    case 401:
      return {
        type: 'unauthorized',
        title: MESSAGES.authTitle,
        message: MESSAGES.login,
        popup: true,
        clearSession: true,
        navigate: { route: 'login', query: { redirect: 'login' } },
      };
    case 0:
    case -1:
      return timeout(MESSAGES.tryAgain);
    case 404:
      return { type: 'notFound', title: MESSAGES.errorTitle, message: MESSAGES.notFound, popup: false, navigate: { route: 'error' } };
    case 500:
      return { type: 'technical', title: MESSAGES.technical, message: MESSAGES.tryAgain, popup: true };
    default:
      return null;
  }
}
