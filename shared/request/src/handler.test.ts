import { describe, expect, it } from 'vitest';
import { globalHandlerAction, type HandledResult } from './handler.ts';

const NETWORK = 'There seems to be a problem with your internet connection, please check your connection and try again.';

describe('globalHandlerAction (back-office.md §8)', () => {
  const rows: [string, HandledResult, Record<string, unknown> | null][] = [
    [
      'request timed out',
      { status: 0, timedOut: true },
      { type: 'timeout', title: 'Request Timeout.', message: 'Please try again.', popup: true },
    ],
    [
      'network error flag',
      { status: 0, networkError: true },
      { type: 'network', title: 'Request Timeout.', message: NETWORK, popup: true },
    ],
    [
      'status 401',
      { status: 401 },
      {
        type: 'unauthorized',
        title: 'Authorization Error',
        message: 'Please login with your credentials.',
        popup: true,
        clearSession: true,
        navigate: { route: 'login', query: { redirect: 'login' } },
      },
    ],
    ['status 0', { status: 0 }, { type: 'timeout', title: 'Request Timeout.', message: 'Please try again.', popup: true }],
    ['status -1', { status: -1 }, { type: 'timeout', title: 'Request Timeout.', message: 'Please try again.', popup: true }],
    ['status 404', { status: 404 }, { type: 'notFound', popup: false, navigate: { route: 'error' } }],
    ['status 500', { status: 500 }, { type: 'technical', title: 'Technical error', message: 'Please try again.', popup: true }],
    ['status 200', { status: 200 }, null],
    ['status 422', { status: 422 }, null],
    ['status 403', { status: 403 }, null],
    ['status 502', { status: 502 }, null],
  ];

  it.each(rows)('%s', (_name, result, expected) => {
    const action = globalHandlerAction(result, '/api/membership/login');
    if (expected === null) expect(action).toBeNull();
    else expect(action).toMatchObject(expected);
  });

  it('a timeout wins over the status and the network flag', () => {
    expect(globalHandlerAction({ status: 500, timedOut: true, networkError: true }, '/api/x')?.type).toBe('timeout');
  });

  it.each(['/api/logs/write', 'http://127.0.0.1:3000/api/logs/write', '/api/logs/write?x=1'])(
    'ignores responses of the log-writing endpoint %s',
    (url) => {
      expect(globalHandlerAction({ status: 401 }, url)).toBeNull();
      expect(globalHandlerAction({ status: 0, timedOut: true }, url)).toBeNull();
      expect(globalHandlerAction({ status: 500 }, url)).toBeNull();
    },
  );
});
