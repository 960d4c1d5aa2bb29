import { describe, expect, it } from 'vitest';
import type { CustomerStatus } from '@pronto/api';
import { loginDecision } from './login-decision.ts';

const supportEmail = 'help@pronto.test';

describe('loginDecision on the login page without redirect', () => {
  it.each<[CustomerStatus | undefined, ReturnType<typeof loginDecision>]>([
    // Registered but the PIN never confirmed: the OTP page is where they finish (docs/decisions.md).
    ['new', { kind: 'session', goTo: { route: 'registerOtp' } }],
    ['preRegistered', { kind: 'session', goTo: { route: 'customerExtend' } }],
    ['registered', { kind: 'session', goTo: { route: 'loansAndTransactions' } }],
    ['systemApproved', { kind: 'session', goTo: { route: 'loansAndTransactions' } }],
    ['securityChecked', { kind: 'session', goTo: { route: 'loansAndTransactions' } }],
    ['internalCollection', { kind: 'session', goTo: { route: 'loansAndTransactions' } }],
    ['externalCollection', { kind: 'session', goTo: { route: 'loansAndTransactions' } }],
    ['approved', { kind: 'session', goTo: { route: 'loansAndTransactions' } }],
    ['legal', { kind: 'session', goTo: { route: 'loansAndTransactions' } }],
    // §4 keeps their session, §8 shows the refusal: the message and a read-only page of past loans.
    [
      'declined',
      {
        kind: 'readOnly',
        reason: 'declined',
        message: 'Your account is declined. Please mail us help@pronto.test.',
        goTo: { route: 'pastLoans' },
      },
    ],
    [
      'closed',
      {
        kind: 'readOnly',
        reason: 'closed',
        message: 'Your account is closed. Please mail us help@pronto.test.',
        goTo: { route: 'pastLoans' },
      },
    ],
    ['waiting', { kind: 'clearAndHome', reason: 'closed', message: 'Your account is closed. Please mail us help@pronto.test.' }],
    [undefined, { kind: 'clearAndHome', reason: 'generic', message: 'An error occurred.' }],
  ])('%s -> %j', (status, expected) => {
    expect(loginDecision(status, { onLoginPage: true, supportEmail })).toEqual(expected);
  });
});

describe('loginDecision with a redirect or on restore', () => {
  it.each<CustomerStatus>(['new', 'preRegistered', 'approved', 'legal'])('%s goes to the redirect first', (status) => {
    expect(loginDecision(status, { onLoginPage: true, redirect: '/loan-request', supportEmail })).toEqual({
      kind: 'session',
      goTo: { path: '/loan-request' },
    });
  });

  it.each<CustomerStatus>(['new', 'preRegistered', 'approved'])('%s restored away from login stays put', (status) => {
    expect(loginDecision(status, { onLoginPage: false, supportEmail })).toEqual({ kind: 'session', goTo: null });
  });

  it.each<CustomerStatus>(['declined', 'closed'])('%s ignores a redirect: only the read-only pages are theirs', (status) => {
    expect(loginDecision(status, { onLoginPage: true, redirect: '/loan-request', supportEmail })).toMatchObject({
      kind: 'readOnly',
      goTo: { route: 'pastLoans' },
    });
  });

  it.each<CustomerStatus>(['declined', 'closed'])('%s restored away from login keeps the read-only session and stays put', (status) => {
    expect(loginDecision(status, { onLoginPage: false, supportEmail })).toMatchObject({ kind: 'readOnly', goTo: null });
  });

  it('a waiting customer is never kept, even with a redirect', () => {
    expect(loginDecision('waiting', { onLoginPage: false, redirect: '/account', supportEmail }).kind).toBe('clearAndHome');
  });
});
