import { describe, expect, it } from 'vitest';
import type { Loan } from '@pronto/api';
import { addMonths } from './dates.ts';
import { chargesAt, settlementAmount } from './ledger.ts';
import { installmentsFromPlan, paymentPlan } from './payment-plan.ts';
import { loanPosition } from './position.ts';

const ISSUE = '2026-01-01';
// One instalment of £100 due 2026-02-01: 31 days of contract interest (£23.25).
const loan: Loan = {
  id: 9,
  customerId: 1,
  country: 'GB',
  application: 'PRONTO_UK',
  amount: 100,
  issueDate: ISSUE,
  status: 'overdue',
  installments: installmentsFromPlan(paymentPlan({ issueDate: ISSUE, paymentDates: [addMonths(ISSUE, 1)], amount: 100 }), 4, 1),
  payments: [],
  statusHistory: [],
};

describe('freeze days stop late interest and the fee in the one engine (replayLoan)', () => {
  it('posts no late interest for a frozen day: 8 days late less 2 frozen is 6 days at £0.75', () => {
    expect(chargesAt(loan, '2026-02-10')).toMatchObject({ lateInterest: 6, fee: 10 });
    const frozen = { ...loan, frozenDays: ['2026-02-05', '2026-02-06'] };
    expect(chargesAt(frozen, '2026-02-10')).toMatchObject({ lateInterest: 4.5, fee: 10 });
    expect(settlementAmount(frozen, '2026-02-10')).toBe(settlementAmount(loan, '2026-02-10') - 1.5);
    expect(loanPosition(frozen, '2026-02-10').balance).toBe(137.75);
  });

  it('charges the missed-payment fee on the first day after the due date that is not frozen', () => {
    const frozen = { ...loan, frozenDays: ['2026-02-02', '2026-02-03'] };
    expect(chargesAt(frozen, '2026-02-03T23:50:00Z')).toMatchObject({ lateInterest: 0, fee: 0 });
    expect(chargesAt(frozen, '2026-02-04T23:50:00Z')).toMatchObject({ lateInterest: 0.75, fee: 10 });
  });

  it('a freeze day before the due date changes nothing owed late', () => {
    expect(chargesAt({ ...loan, frozenDays: ['2026-01-10'] }, '2026-02-10')).toEqual(chargesAt(loan, '2026-02-10'));
  });
});
