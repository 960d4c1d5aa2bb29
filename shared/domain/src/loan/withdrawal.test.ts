import { describe, expect, it } from 'vitest';
import type { Loan } from '@pronto/api';
import { addDays, addMonths } from './dates.ts';
import { settlementAmount } from './ledger.ts';
import { installmentsFromPlan, paymentPlan } from './payment-plan.ts';
import { withdrawalAmount, withdrawalEnds, withdrawalRefusal } from './withdrawal.ts';

const ISSUE = '2026-01-01';
const loan: Loan = {
  id: 7,
  customerId: 1,
  country: 'GB',
  application: 'PRONTO_UK',
  amount: 100,
  issueDate: ISSUE,
  status: 'issued',
  installments: installmentsFromPlan(paymentPlan({ issueDate: ISSUE, paymentDates: [addMonths(ISSUE, 1)], amount: 100 }), 4, 1),
  payments: [],
  statusHistory: [],
};

describe('the right of withdrawal (CCA s66A, Ley 16/2011 art. 28)', () => {
  it('is open for 14 calendar days from the issue date, for a running loan only', () => {
    expect(withdrawalEnds(ISSUE)).toBe('2026-01-15');
    expect(withdrawalRefusal(loan, '2026-01-15')).toBeNull();
    expect(withdrawalRefusal(loan, '2026-01-16')).toBe(
      'Loan 7 was issued on 2026-01-01: its 14-day withdrawal period ended on 2026-01-15.',
    );
    expect(withdrawalRefusal({ ...loan, status: 'repaid' }, '2026-01-02')).toBe(
      'Loan 7 is repaid: only an issued or overdue loan can be withdrawn from.',
    );
  });

  it('owes the principal and 0.75% a day for the days the customer had the money', () => {
    expect(withdrawalAmount(loan, ISSUE)).toBe(100);
    expect(withdrawalAmount(loan, addDays(ISSUE, 10))).toBe(107.5);
    expect(
      withdrawalAmount(
        { ...loan, payments: [{ id: 1, loanId: 7, amount: 20, date: '2026-01-05', method: 'card', deleted: false }] },
        addDays(ISSUE, 10),
      ),
    ).toBe(87.5);
  });

  it('owes no missed-payment fee: past the due date only the same daily rate runs', () => {
    const day = addDays(ISSUE, 40);
    // 31 days of interest to the due date (23.25), then 8 days posted at 0.75% on the principal (6.00).
    expect(withdrawalAmount(loan, day)).toBe(129.25);
    expect(settlementAmount(loan, day)).toBe(139.25);
  });
});
