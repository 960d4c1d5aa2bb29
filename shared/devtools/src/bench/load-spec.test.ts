import { describe, expect, it } from 'vitest';
import type { Result } from 'autocannon';
import { autocannonRequest, loadResultOf, NUMBER_MARK, numberedBody } from './load-spec.ts';

describe('the load child’s requests', () => {
  it('numbers every mark in a body with eight digits', () => {
    expect(numberedBody(`{"phone":"79${NUMBER_MARK}","email":"b${NUMBER_MARK}@x.com"}`, 42)).toBe(
      '{"phone":"7900000042","email":"b00000042@x.com"}',
    );
  });

  it('gives each request of a numbered run the next number, from the run’s first', () => {
    const request = autocannonRequest({
      url: 'http://127.0.0.1:1',
      connections: 1,
      duration: 1,
      request: { method: 'POST', path: '/c', body: `{"n":"${NUMBER_MARK}"}` },
      numberFrom: 3_000_000,
    });
    const bodies = [1, 2, 3].map(() => request.setupRequest?.({ ...request }).body);
    expect(bodies).toEqual(['{"n":"03000000"}', '{"n":"03000001"}', '{"n":"03000002"}']);
  });

  it('sends a run without numbering as it is', () => {
    const request = autocannonRequest({ url: 'http://127.0.0.1:1', connections: 1, duration: 1, request: { method: 'GET', path: '/l' } });
    expect(request).toEqual({ method: 'GET', path: '/l' });
  });

  it('counts non-2xx answers, errors and timeouts as failures', () => {
    const histogram = { average: 0, mean: 0, p50: 0, p90: 0, p99: 0, max: 0 };
    const result: Result = {
      latency: { ...histogram, p50: 3, p99: 41 },
      requests: { ...histogram, average: 812.4, total: 4062 },
      non2xx: 5,
      errors: 2,
      timeouts: 1,
      '2xx': 4054,
    };
    expect(loadResultOf(result)).toEqual({ p50: 3, p99: 41, rps: 812.4, total: 4062, failures: 8 });
  });
});
