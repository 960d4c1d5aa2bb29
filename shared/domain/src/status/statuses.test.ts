import { describe, expect, it } from 'vitest';
import type { CustomerStatus } from '@pronto/api';
import { CUSTOMER_STATUSES, currentStatus, isLoggedIn } from './statuses.ts';

const customer = (...statuses: string[]) => ({
  statuses: statuses.map((status, i) => ({ status: status as CustomerStatus, createdAt: `2026-01-0${i + 1}T00:00:00Z` })),
});

describe('currentStatus: the last entry of statuses (oldest first)', () => {
  it.each([
    { statuses: ['new'], expected: 'new' },
    { statuses: ['new', 'preRegistered'], expected: 'preRegistered' },
    { statuses: ['new', 'preRegistered', 'registered', 'approved'], expected: 'approved' },
    { statuses: ['approved', 'new'], expected: 'new' },
    { statuses: [], expected: undefined },
    { statuses: ['new', 'bogus'], expected: undefined },
  ])('$statuses -> $expected', ({ statuses, expected }) => {
    expect(currentStatus(customer(...statuses))).toBe(expected);
  });

  it('has no status without a customer', () => {
    expect(currentStatus(null)).toBeUndefined();
    expect(currentStatus(undefined)).toBeUndefined();
  });
});

describe('isLoggedIn: token and any known status except new', () => {
  it.each(CUSTOMER_STATUSES.map((status) => ({ status, expected: status !== 'new' })))(
    'token + $status -> $expected',
    ({ status, expected }) => {
      expect(isLoggedIn('jwt', customer('new', status))).toBe(expected);
    },
  );

  it.each([
    { token: null, c: customer('approved') },
    { token: '', c: customer('approved') },
    { token: 'jwt', c: customer() },
    { token: 'jwt', c: null },
  ])('is false without token or status ($token)', ({ token, c }) => {
    expect(isLoggedIn(token, c)).toBe(false);
  });
});
