import { describe, expect, it } from 'vitest';
import { buildUrl, queryString } from './url.ts';

describe('buildUrl', () => {
  it('fills {name} variables, encoded', () => {
    expect(buildUrl('/api/loan/loanStatusHistory/{loanId}', { loanId: 42 })).toBe('/api/loan/loanStatusHistory/42');
    expect(buildUrl('/api/card/orderEvents/{eventName}/{trackId}', { eventName: 'a b', trackId: 'x/y?' })).toBe(
      '/api/card/orderEvents/a%20b/x%2Fy%3F',
    );
  });

  it('refuses a missing variable (a programming error)', () => {
    expect(() => buildUrl('/api/customer/lead/{leadCustomerId}', {})).toThrow('leadCustomerId');
  });

  it('repeats arrays and drops undefined and null', () => {
    expect(queryString({ a: [1, 2, undefined], b: undefined, c: 'x y', d: null, e: false })).toBe('?a=1&a=2&c=x+y&e=false');
    expect(queryString({ b: undefined })).toBe('');
    expect(buildUrl('/api/x?y=1', {}, { z: 2 })).toBe('/api/x?y=1&z=2');
  });
});
