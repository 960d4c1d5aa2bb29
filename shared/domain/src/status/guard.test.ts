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

const readOnly = {
  public: null,
  login: 'pastLoans',
  register: 'pastLoans',
  preRegistered: 'pastLoans',
  user: 'pastLoans',
  account: 'pastLoans',
} as const;

const table: Row[] = [
  [undefined, { public: null, login: null, register: 'login', preRegistered: 'login', user: 'login', account: 'login' }],
  ['new', { public: null, login: null, register: null, preRegistered: 'registerOtp', user: 'registerOtp', account: 'registerOtp' }],
  [
    'preRegistered',
    { public: null, login: null, register: 'customerExtend', preRegistered: null, user: 'customerExtend', account: 'customerExtend' },
  ],
  ...(
    ['registered', 'systemApproved', 'securityChecked', 'internalCollection', 'externalCollection', 'approved', 'legal', 'waiting'] as const
  ).map((s): Row => [s, later]),
  // Read-only accounts: every page that is not public goes to their past loans.
  ...(['closed', 'declined'] as const).map((s): Row => [s, { ...readOnly }]),
];

describe('guardRedirect (customer-site.md §4)', () => {
  it.each(table.flatMap(([status, row]) => Object.entries(row).map(([auth, to]) => ({ status, auth: auth as AuthType, to }))))(
    '$status on a $auth page -> $to',
    ({ status, auth, to }) => {
      expect(guardRedirect(status, auth)).toBe(to);
    },
  );

  it.each(['closed', 'declined'] as const)("%s may open the past loans and a loan's documents, nothing else of the account", (status) => {
    expect(guardRedirect(status, 'account', 'pastLoans')).toBeNull();
    expect(guardRedirect(status, 'account', 'documents')).toBeNull();
    expect(guardRedirect(status, 'account', 'loansAndTransactions')).toBe('pastLoans');
    expect(guardRedirect(status, 'account', 'paymentPay')).toBe('pastLoans');
    expect(guardRedirect(status, 'user', 'loanRequest')).toBe('pastLoans');
    expect(guardRedirect(status, 'public', 'home')).toBeNull();
  });

  it('other statuses may open the past loans page too (it is an account page)', () => {
    expect(guardRedirect('approved', 'account', 'pastLoans')).toBeNull();
    expect(guardRedirect(undefined, 'account', 'pastLoans')).toBe('login');
  });

  it('waits 100 ms before redirecting', () => {
    expect(GUARD_DELAY_MS).toBe(100);
  });
});
