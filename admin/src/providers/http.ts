import { request, type Method } from '@pronto/request';
import { HttpError } from 'react-admin';
import { firstError, isOk } from './result.ts';

/** What ra-data-simple-rest's httpClient must resolve to. */
export interface HttpClientResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * ra-data-simple-rest's httpClient on top of @pronto/request: same headers and bearer token as every
 * other call, the `{ data, errors }` envelope unwrapped into `json`, Content-Range passed through.
 */
export async function httpClient(url: string, options: { method?: string; body?: unknown } = {}): Promise<HttpClientResponse> {
  const method = (options.method ?? 'GET').toLowerCase() as Method;
  const result = await request<unknown>({ method, url, data: parseBody(options.body) });
  if (!isOk(result)) throw new HttpError(firstError(result), result.status, { apiErrors: result.errors });
  const headers = result.headers ?? new Headers();
  return { status: result.status, headers, body: JSON.stringify(result.data), json: result.data };
}

/** Base url of the plain CRUD collections (simple-rest dialect, common agreement). */
export const REST_URL = '/api/rest';
