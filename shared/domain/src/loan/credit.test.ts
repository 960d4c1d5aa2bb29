import { describe, expect, it } from 'vitest';
import type { CountryCode, CustomerStatus, Installment, Loan } from '@pronto/api';
import { creditDecision, creditLimit, isSuccessfullyRepaid, successfulRepaidLoans } from './credit.ts';

describe('creditLimit: 400 for new customers, more after a successful repayment', () => {
  it.each<[CountryCode, number, number]>([
    ['GB', 0, 400],
    ['GB', 1, 1000],
    ['GB', 5, 1000],
    ['ES', 0, 400],
    ['ES', 1, 1500],
    ['ES', 3, 1500],
  ])('%s with %i successful loans -> %i', (market, loans, limit) => {
    expect(creditLimit(market, loans)).toBe(limit);
  });
});

const inst = (over: Partial<Installment>): Installment => ({
  id: 1,
  loanId: 1,
  number: 1,
  expectedDate: '2026-02-01',
  interestStartDate: '2026-01-01',
  principal: 100,
  interest: 22.5,
  fee: 0,
  lateInterest: 0,
  paidAmount: 122.5,
  paidDate: '2026-02-01',
  status: 'paid',
  ...over,
});
const loan = (status: Loan['status'], installments: Installment[]) => ({ status, installments });

describe('successful repayment: repaid, no fee, each instalment paid by the day after its due date', () => {
  it.each([
    { name: 'paid on the due date', l: loan('repaid', [inst({})]), ok: true },
    { name: 'paid early', l: loan('repaid', [inst({ paidDate: '2026-01-20' })]), ok: true },
    { name: 'paid the next day', l: loan('repaid', [inst({ paidDate: '2026-02-02' })]), ok: true },
    { name: 'paid two days late', l: loan('repaid', [inst({ paidDate: '2026-02-03' })]), ok: false },
    { name: 'fee charged', l: loan('repaid', [inst({ fee: 10 })]), ok: false },
    { name: 'still issued', l: loan('issued', [inst({ status: 'pending', paidDate: undefined })]), ok: false },
  ])('$name -> $ok', ({ l, ok }) => {
    expect(isSuccessfullyRepaid(l)).toBe(ok);
  });

  it('counts them', () => {
    expect(successfulRepaidLoans([loan('repaid', [inst({})]), loan('repaid', [inst({ fee: 10 })]), loan('repaid', [inst({})])])).toBe(2);
  });
});

describe('creditDecision (loan request)', () => {
  it.each<[CustomerStatus | undefined, number, number, boolean, string]>([
    ['registered', 300, 400, false, 'approved'],
    ['approved', 400, 400, false, 'approved'],
    ['systemApproved', 1000, 1000, false, 'approved'],
    ['securityChecked', 100, 400, false, 'approved'],
    ['approved', 401, 400, false, 'overLimit'],
    ['approved', 50, 400, false, 'belowMinimum'],
    ['approved', 200, 400, true, 'openLoan'],
    ['new', 200, 400, false, 'status'],
    ['preRegistered', 200, 400, false, 'status'],
    ['internalCollection', 200, 400, false, 'status'],
    ['externalCollection', 200, 400, false, 'status'],
    ['legal', 200, 400, false, 'status'],
    ['closed', 200, 400, false, 'status'],
    ['declined', 200, 400, false, 'status'],
    ['waiting', 200, 400, false, 'status'],
    [undefined, 200, 400, false, 'status'],
  ])('%s asking %i with limit %i (open loan %s) -> %s', (status, amount, limit, hasOpenLoan, expected) => {
    const decision = creditDecision({ status, amount, limit, hasOpenLoan });
    expect(decision.decision === 'approved' ? 'approved' : decision.reason).toBe(expected);
  });

  it('says the limit when the amount is above it', () => {
    expect(creditDecision({ status: 'approved', amount: 500, limit: 400, hasOpenLoan: false })).toEqual({
      decision: 'declined',
      reason: 'overLimit',
      message: 'The amount requested is above your credit limit of 400.',
    });
  });
});
