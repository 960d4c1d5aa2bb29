import { responseBus } from './bus.ts';
import { getAuthToken, getRequestConfig, setAuthToken } from './config.ts';
import { APP_VERSION, HEADER, MESSAGES, REQUEST_TIMEOUT_MS } from './constants.ts';
import { getDeviceId } from './device.ts';
import { globalHandlerAction } from './handler.ts';
import type { ApiError, ApiResult, RequestOptions } from './types.ts';
import { buildUrl } from './url.ts';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The headers of every call (back-office.md §7), then the call's own headers on top. */
export function requestHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const config = getRequestConfig();
  const token = getAuthToken();
  return {
    [HEADER.language]: config.language,
    [HEADER.application]: config.application,
    [HEADER.deviceId]: getDeviceId(config.storage),
    [HEADER.appVersion]: APP_VERSION,
    [HEADER.contentType]: 'application/json',
    ...(token ? { [HEADER.authorization]: `Bearer ${token}` } : {}),
    ...extra,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toErrors(value: unknown): ApiError[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    isRecord(item) && typeof item.message === 'string'
      ? { message: item.message, ...(typeof item.code === 'string' ? { code: item.code } : {}) }
      : { message: String(item) },
  );
}

interface Body<T> {
  data: T | null;
  errors: ApiError[];
  /** The body is the API's `{ data, errors }` envelope (not a proxy's page or an empty answer). */
  fromApi: boolean;
}

/** Reads a response body as the envelope; a body that is not JSON (or not an envelope) is tolerated. */
async function readBody<T>(response: Response): Promise<Body<T>> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    const errors = response.ok ? [] : [{ message: response.statusText || text.slice(0, 200) || `HTTP ${response.status}` }];
    return { data: null, errors, fromApi: false };
  }
  if (isRecord(body) && ('data' in body || 'errors' in body)) {
    return { data: (body.data ?? null) as T | null, errors: toErrors(body.errors), fromApi: true };
  }
  return { data: body as T | null, errors: [], fromApi: false };
}

/** Gateway statuses: a proxy in front of the API answers them when it cannot reach it. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

function publish(result: ApiResult<unknown>, url: string, silent: boolean | undefined): void {
  if (silent) return;
  const action = globalHandlerAction(result, url);
  if (!action) return;
  if (action.clearSession) {
    setAuthToken(null);
    getRequestConfig().onUnauthorized();
  }
  responseBus.publish(action, url);
}

/**
 * The one request helper (back-office.md §7): sends JSON with the standard headers and bearer token,
 * times out after 60 s (or `timeout`), resolves every HTTP status as `{ data, errors, status }` and
 * never throws; offline it sends nothing. After each response the global handler action is published
 * on `responseBus` unless `silent` or the url is the log-writing endpoint.
 */
export async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
  const { method = 'get', url, params, data, urlVariables, headers, timeout = REQUEST_TIMEOUT_MS, silent } = options;
  if (isOffline()) return { data: null, errors: [{ message: MESSAGES.offline }], status: 0 };

  const config = getRequestConfig();
  const path = buildUrl(url, urlVariables, params);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  let result: ApiResult<T>;
  try {
    const response = await config.fetch(`${config.baseUrl}${path}`, {
      method: method.toUpperCase(),
      headers: requestHeaders(headers),
      body: data === undefined || method === 'get' ? undefined : JSON.stringify(data),
      signal: controller.signal,
    });
    const { data: body, errors, fromApi } = await readBody<T>(response);
    // The API never answered (the proxy's own 502 page): for the user that is the connection problem of §8.
    result =
      GATEWAY_FAILURES.has(response.status) && !fromApi
        ? { data: null, errors: [{ message: MESSAGES.network }], status: response.status, headers: response.headers, networkError: true }
        : { data: body, errors, status: response.status, headers: response.headers };
  } catch (error) {
    result = controller.signal.aborted
      ? { data: null, errors: [{ message: MESSAGES.timeoutTitle }], status: 0, timedOut: true }
      : { data: null, errors: [{ message: MESSAGES.network }], status: 0, networkError: true };
    if (!result.timedOut) console.warn(`[request] ${method.toUpperCase()} ${path} failed`, error);
  } finally {
    clearTimeout(timer);
  }
  if (result.status === 422) console.warn(`[request] 422 ${path}: ${result.errors[0]?.message ?? ''}`);
  publish(result, path, silent);
  return result;
}
