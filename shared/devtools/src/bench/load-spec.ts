import type { Request, Result } from 'autocannon';

/** Stands in a request body for its number: each request replaces it with the next one, eight digits. */
export const NUMBER_MARK = '__N__';

/** One autocannon run as the load child receives it (JSON on its command line). */
export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  request: { method: string; path: string; headers?: Record<string, string>; body?: string };
  /** When set, NUMBER_MARK in the body becomes this number, then the next for each request after it. */
  numberFrom?: number;
}

/** What one run measured: latency in ms, throughput in req/s, answers that were not 2xx (errors and timeouts included). */
export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  total: number;
  failures: number;
}

/** `body` with every NUMBER_MARK replaced by `n`, zero-padded to eight digits. */
export function numberedBody(body: string, n: number): string {
  return body.replaceAll(NUMBER_MARK, String(n).padStart(8, '0'));
}

/** The autocannon request of a spec: a numbered body gets its next number before each request. */
export function autocannonRequest(spec: LoadSpec): Request {
  const { request, numberFrom } = spec;
  if (numberFrom === undefined || request.body === undefined) return { ...request };
  const template = request.body;
  let next = numberFrom;
  return { ...request, setupRequest: (sent) => ({ ...sent, body: numberedBody(template, next++) }) };
}

/** The part of autocannon's result the bench reports. */
export function loadResultOf(result: Result): LoadResult {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
