/** HTTP methods the request helper accepts (lower case, as the spec's helper; default get). */
export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** One error of the `{ data, errors }` envelope. */
export interface ApiError {
  message: string;
  code?: string;
}

/** Every `/api` response body. */
export interface Envelope<T> {
  data: T | null;
  errors: ApiError[];
}

/** What `request()` resolves to: it never throws on an HTTP status. */
export interface ApiResult<T> extends Envelope<T> {
  /** HTTP status; 0 when no response arrived (timeout, network error, offline). */
  status: number;
  timedOut?: boolean;
  networkError?: boolean;
  /** Response headers (Content-Range for simple-rest lists). */
  headers?: Headers;
}

/** One query parameter value; undefined and null are left out of the query. */
export type QueryValue = string | number | boolean | null | undefined;

/** The spec's helper arguments: method, url, query params, body data, url variables, headers. */
export interface RequestOptions {
  method?: Method;
  /** Path starting with /api; `{name}` placeholders are filled from urlVariables. */
  url: string;
  params?: Record<string, QueryValue | QueryValue[]>;
  data?: unknown;
  urlVariables?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Milliseconds; default 60000 (report 300000, log 5000). */
  timeout?: number;
  /** Skip the global response handler bus for this call. */
  silent?: boolean;
}
