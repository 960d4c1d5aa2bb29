import { describe, expect, it } from 'vitest';
import type { Loan } from '@pronto/api';
import { customerActivity, excerpt } from './activity.ts';

const loan = {
  id: 5,
  country: 'GB',
  statusHistory: [{ status: 'issued', createdAt: '2026-10-01T10:00:00Z' }],
  payments: [
    { id: 1, loanId: 5, amount: 80.95, date: '2026-10-31T09:00:00Z', method: 'card', deleted: false },
    { id: 2, loanId: 5, amount: 20, date: '2026-11-02T09:00:00Z', method: 'card', deleted: true },
  ],
} as unknown as Loan;

describe('customerActivity: the latest activity of the customer 360', () => {
  const items = customerActivity({
    statuses: [{ status: 'approved', createdAt: '2026-09-30T12:00:00Z' }],
    loans: [loan],
    sms: [{ id: 1, createdAt: '2026-11-20T08:00:00Z', text: 'Your repayment of £56.30 is due on 30/11/2026.' }],
    comments: [{ id: 3, createdAt: '2026-11-21T15:00:00Z', text: 'Promised to pay on Friday' }],
    tickets: [
      { id: 9, createdAt: '2026-11-22T10:00:00Z', subject: 'Cannot log in' },
      { id: 10, createdAt: null, subject: 'No date' },
    ],
  });

  it('lists newest first, each kind with its text, money in the loan currency', () => {
    expect(items.map((i) => [i.kind, i.args])).toEqual([
      ['ticket', { subject: 'Cannot log in' }],
      ['comment', { text: 'Promised to pay on Friday' }],
      ['sms', { text: 'Your repayment of £56.30 is due on 30/11/2026.' }],
      ['payment', { loanId: 5, amount: '£80.95' }],
      ['loan', { loanId: 5, status: 'issued' }],
      ['status', { status: 'approved' }],
    ]);
  });

  it('leaves out deleted payments and undated records; links open the record', () => {
    expect(items.some((i) => i.kind === 'payment' && i.args.amount === '£20.00')).toBe(false);
    expect(items.find((i) => i.kind === 'ticket')?.link).toBe('/tickets/9/show');
    expect(items.find((i) => i.kind === 'payment')?.link).toBe('/loans/5/show/payments');
  });

  it('keeps the latest only, and a source the role cannot read is simply absent', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      status: 'registered' as const,
      createdAt: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
    }));
    const latest = customerActivity({ statuses: many }, 12);
    expect(latest).toHaveLength(12);
    expect(latest[0]?.at).toBe('2026-01-30T00:00:00Z');
  });

  it("shows a PIN message without the customer's PIN", () => {
    const [pin] = customerActivity({
      statuses: [],
      sms: [{ id: 4, createdAt: '2026-11-26T07:41:00Z', text: 'Your new Pronto PIN is 6573.', type: 'forgotPin' }],
    });
    expect(pin?.args).toEqual({ text: 'Your new Pronto PIN is ••••.' });
  });

  it('cuts a long text to one line', () => {
    expect(excerpt('a\n b   c')).toBe('a b c');
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
