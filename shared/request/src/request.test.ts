import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responseBus } from './bus.ts';
import { configureRequest, getAuthToken, resetRequestConfig, setAuthToken, type KeyValueStorage } from './config.ts';
import type { HandlerAction } from './handler.ts';
import { request } from './request.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function memory(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

/** A fake fetch answering `respond(url)` and recording what was sent. */
function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init });
    return Promise.resolve(respond(String(input), init));
  };
  return { sent, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that only settles when its signal aborts (rejecting like the real one). */
const hangingFetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  })) as typeof globalThis.fetch;

const headersOf = (sent: Sent | undefined) => (sent?.init.headers ?? {}) as Record<string, string>;

let actions: HandlerAction[];
let unsubscribe: () => void;
let storage: ReturnType<typeof memory>;

beforeEach(() => {
  resetRequestConfig();
  storage = memory();
  actions = [];
  unsubscribe = responseBus.subscribe((action) => actions.push(action));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request: what is sent', () => {
  it('defaults to GET with the standard headers, url variables and query params', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, { data: { ok: 1 }, errors: [] }));
    configureRequest({ fetch, storage, application: 'Pronto site' });
    const result = await request<{ ok: number }>({
      url: '/api/loan/loanStatusHistory/{loanId}',
      urlVariables: { loanId: 'a/b' },
      params: { ids: [1, 2], skip: undefined, q: 'x' },
    });
    expect(result).toMatchObject({ data: { ok: 1 }, errors: [], status: 200 });
    expect(sent[0]?.url).toBe('/api/loan/loanStatusHistory/a%2Fb?ids=1&ids=2&q=x');
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeUndefined();
    const headers = headersOf(sent[0]);
    expect(headers).toMatchObject({
      language: 'en-GB',
      application: 'Pronto site',
      appVersion: '2.0.619',
      'Content-Type': 'application/json',
    });
    expect(headers.Authorization).toBeUndefined();
    expect(headers.deviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a JSON body, the es-ES language, the bearer token and per-call headers', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, { data: null, errors: [] }));
    configureRequest({ fetch, storage, language: 'es-ES' });
    setAuthToken('tok-1');
    await request({
      method: 'post',
      url: '/api/report/ComprehensiveLoanReport',
      data: { start: 's' },
      headers: { application: 'Pronto_ES' },
    });
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe('{"start":"s"}');
    expect(headersOf(sent[0])).toMatchObject({ language: 'es-ES', Authorization: 'Bearer tok-1', application: 'Pronto_ES' });
    setAuthToken(null);
    await request({ url: '/api/x' });
    expect(headersOf(sent[1]).Authorization).toBeUndefined();
  });

  it('keeps one device id per storage, created once', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, { data: null, errors: [] }));
    configureRequest({ fetch, storage });
    await request({ url: '/api/a' });
    await request({ url: '/api/b' });
    const id = storage.values.get('deviceId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(sent[0]).deviceId).toBe(id);
    expect(headersOf(sent[1]).deviceId).toBe(id);
    const other = memory();
    other.setItem('deviceId', 'kept-id');
    configureRequest({ storage: other });
    await request({ url: '/api/c' });
    expect(headersOf(sent[2]).deviceId).toBe('kept-id');
  });

  it('prefixes the configured base url', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, { data: null, errors: [] }));
    configureRequest({ fetch, storage, baseUrl: 'http://127.0.0.1:3100' });
    await request({ url: '/api/membership/token', params: { token: 't' } });
    expect(sent[0]?.url).toBe('http://127.0.0.1:3100/api/membership/token?token=t');
  });
});

describe('request: what comes back', () => {
  it('offline: sends nothing and answers No Internet Connection', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, {}));
    configureRequest({ fetch, storage });
    vi.stubGlobal('navigator', { onLine: false });
    const result = await request({ url: '/api/membership/login', method: 'post' });
    expect(result).toEqual({ data: null, errors: [{ message: 'No Internet Connection' }], status: 0 });
    expect(sent).toHaveLength(0);
  });

  it('resolves error statuses and logs 422 with the first message', async () => {
    const { fetch } = fakeFetch(() =>
      json(422, { data: null, errors: [{ message: 'Your pin is invalid', code: 'InvalidPin' }, { message: 'second' }] }),
    );
    configureRequest({ fetch, storage });
    const result = await request({ url: '/api/membership/pinValid', method: 'post', data: { pin: '0000' } });
    expect(result).toMatchObject({
      status: 422,
      data: null,
      errors: [{ message: 'Your pin is invalid', code: 'InvalidPin' }, { message: 'second' }],
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Your pin is invalid'));
    expect(actions).toEqual([]);
  });

  it('tolerates a body that is not JSON', async () => {
    const { fetch } = fakeFetch((url) =>
      url.endsWith('/bad')
        ? new Response('<html>Forbidden</html>', { status: 403, statusText: 'Forbidden' })
        : new Response('plain', { status: 200 }),
    );
    configureRequest({ fetch, storage });
    expect(await request({ url: '/api/bad' })).toMatchObject({ status: 403, data: null, errors: [{ message: 'Forbidden' }] });
    expect(await request({ url: '/api/ok' })).toMatchObject({ status: 200, data: null, errors: [] });
  });

  it("a proxy that cannot reach the API (502, 503, 504 without the API's answer) is the network error of §8", async () => {
    const network = 'There seems to be a problem with your internet connection, please check your connection and try again.';
    for (const [status, body] of [
      [502, ''],
      [503, '<html>Service Unavailable</html>'],
      [504, ''],
    ] as const) {
      actions = [];
      const { fetch } = fakeFetch(() => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } }));
      configureRequest({ fetch, storage });
      expect(await request({ url: '/api/customer/search' })).toMatchObject({ status, networkError: true, errors: [{ message: network }] });
      expect(actions).toEqual([expect.objectContaining({ type: 'network', title: 'Request Timeout.', message: network })]);
    }
  });

  it("a 503 carrying the API's own answer is the API speaking: its message, no popup", async () => {
    const { fetch } = fakeFetch(() => json(503, { data: null, errors: [{ message: 'Down for maintenance until 06:00.' }] }));
    configureRequest({ fetch, storage });
    const result = await request({ url: '/api/customer/search' });
    expect(result).toMatchObject({ status: 503, errors: [{ message: 'Down for maintenance until 06:00.' }] });
    expect(result.networkError).toBeUndefined();
    expect(actions).toEqual([]);
  });

  it('times out after 60 s by default and flags timedOut', async () => {
    vi.useFakeTimers();
    configureRequest({ fetch: hangingFetch, storage });
    const pending = request({ url: '/api/slow' });
    await vi.advanceTimersByTimeAsync(59999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toMatchObject({ status: 0, timedOut: true, data: null });
    expect(actions).toEqual([expect.objectContaining({ type: 'timeout', title: 'Request Timeout.', message: 'Please try again.' })]);
  });

  it('honours a per-call timeout', async () => {
    vi.useFakeTimers();
    configureRequest({ fetch: hangingFetch, storage });
    const pending = request({ url: '/api/logs/write', method: 'post', timeout: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toMatchObject({ timedOut: true, status: 0 });
    expect(actions).toEqual([]);
  });

  it('flags a network error and publishes the network popup', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    configureRequest({ fetch, storage });
    const result = await request({ url: '/api/x' });
    expect(result).toMatchObject({ status: 0, networkError: true });
    expect(actions).toEqual([
      expect.objectContaining({
        type: 'network',
        title: 'Request Timeout.',
        message: 'There seems to be a problem with your internet connection, please check your connection and try again.',
      }),
    ]);
  });
});

describe('request: the global handler bus', () => {
  it('401 clears the token, calls onUnauthorized and asks for login?redirect=login', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { data: null, errors: [{ message: 'no' }] }));
    configureRequest({ fetch, storage, onUnauthorized });
    setAuthToken('old');
    await request({ url: '/api/customer/customer' });
    expect(getAuthToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(actions).toEqual([
      expect.objectContaining({
        type: 'unauthorized',
        title: 'Authorization Error',
        message: 'Please login with your credentials.',
        navigate: { route: 'login', query: { redirect: 'login' } },
      }),
    ]);
  });

  it.each([
    [404, { type: 'notFound', navigate: { route: 'error' } }],
    [500, { type: 'technical', title: 'Technical error', message: 'Please try again.' }],
  ])('status %i publishes %o', async (status, expected) => {
    const { fetch } = fakeFetch(() => json(status, { data: null, errors: [] }));
    configureRequest({ fetch, storage });
    await request({ url: '/api/x' });
    expect(actions).toEqual([expect.objectContaining(expected)]);
  });

  it('publishes nothing for silent calls, the log endpoint, or after unsubscribe', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { data: null, errors: [] }));
    configureRequest({ fetch, storage, onUnauthorized });
    setAuthToken('kept');
    await request({ url: '/api/x', silent: true });
    await request({ url: '/api/logs/write', method: 'put' });
    expect(actions).toEqual([]);
    expect(getAuthToken()).toBe('kept');
    expect(onUnauthorized).not.toHaveBeenCalled();
    unsubscribe();
    await request({ url: '/api/x' });
    expect(actions).toEqual([]);
  });
});
