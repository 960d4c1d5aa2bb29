import { describe, expect, it } from 'vitest';
import type { Loan } from '@pronto/api';
import { applyDiscount } from './discount.ts';
import { addDays, addMonths } from './dates.ts';
import { installmentsFromPlan, paymentPlan } from './payment-plan.ts';
import { loanPosition } from './position.ts';

const ISSUE = '2026-01-01';
const loan: Loan = {
  id: 4,
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

describe('applyDiscount: a write-off of interest, for good', () => {
  it('on a loan whose charges reached the total cost cap, lowers the balance and late interest never takes it back', () => {
    const at = addDays(ISSUE, 300);
    expect(loanPosition(loan, at).balance).toBe(200);
    const discounted = applyDiscount(loan, 20);
    expect(discounted.writtenOff).toBe(20);
    expect(loanPosition(discounted, at).balance).toBe(180);
    expect(loanPosition(discounted, addDays(at, 365)).balance).toBe(180);
  });

  it('takes interest from the last instalment first and refuses more than the interest left, in the loan currency', () => {
    const interest = loan.installments[0]!.interest;
    expect(applyDiscount(loan, 5).installments[0]!.interest).toBeCloseTo(interest - 5, 2);
    expect(() => applyDiscount(loan, interest + 0.01)).toThrow(
      `The discount is more than the interest still to pay (£${interest.toFixed(2)}).`,
    );
  });
});
