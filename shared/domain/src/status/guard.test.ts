import { describe, expect, it } from 'vitest';
import type { CustomerStatus } from '@pronto/api';
import { GUARD_DELAY_MS, guardRedirect } from './guard.ts';
import type { AuthType, RouteName } from './routes.ts';

type Row = [CustomerStatus | undefined, Record<AuthType, RouteName | null>];

const later = {
  public: null,
  login: 'loansAndTransactions',
  register: 'loansAndTransactions',
  preRegistered: 'loansAndTransactions',
  user: null,
  account: null,
} as const;

const table: Row[] = [
  [undefined, { public: null, login: null, register: 'login', preRegistered: 'login', user: 'login', account: 'login' }],
  ['new', { public: null, login: null, register: null, preRegistered: 'registerOtp', user: 'registerOtp', account: 'registerOtp' }],
  [
    'preRegistered',
    { public: null, login: null, register: 'customerExtend', preRegistered: null, user: 'customerExtend', account: 'customerExtend' },
  ],
  ...(
    [
      'registered',
      'systemApproved',
      'securityChecked',
      'internalCollection',
      'externalCollection',
      'approved',
      'closed',
      'legal',
      'declined',
      'waiting',
    ] as const
  ).map((s): Row => [s, later]),
];

describe('guardRedirect (customer-site.md §4)', () => {
  it.each(table.flatMap(([status, row]) => Object.entries(row).map(([auth, to]) => ({ status, auth: auth as AuthType, to }))))(
    '$status on a $auth page -> $to',
    ({ status, auth, to }) => {
      expect(guardRedirect(status, auth)).toBe(to);
    },
  );

  it('waits 100 ms before redirecting', () => {
    expect(GUARD_DELAY_MS).toBe(100);
  });
});
