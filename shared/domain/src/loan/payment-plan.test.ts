import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates.ts';
import { toPence } from './money.ts';
import { paymentPlan } from './payment-plan.ts';

const total = (i: { initialBase: number; initialCalculatedInterest: number }) =>
  toPence(i.initialBase) + toPence(i.initialCalculatedInterest);

describe('paymentPlan: the representative example (customer-site.md §9)', () => {
  it.each(['2026-01-15', '2026-02-28', '2024-02-29', '2026-12-31', '2027-06-01'])(
    '200 over D+30, D+60, D+90, D+120 from %s -> four repayments of 80.95',
    (issueDate) => {
      const paymentDates = [30, 60, 90, 120].map((d) => addDays(issueDate, d));
      const plan = paymentPlan({ issueDate, paymentDates, amount: 200 });
      expect(plan).toHaveLength(4);
      expect(plan.slice(0, 3).map(total)).toEqual([8095, 8095, 8095]);
      expect(Math.abs(total(plan[3]!) - 8095)).toBeLessThanOrEqual(1);
      expect(plan.reduce((sum, i) => sum + toPence(i.initialBase), 0)).toBe(20000);
      expect(plan.map((i) => i.expectedDate)).toEqual(paymentDates);
      expect(plan.map((i) => i.interestStartDate)).toEqual([issueDate, ...paymentDates.slice(0, 3)]);
    },
  );

  it.each([
    { amount: 200, dates: ['2026-01-31', '2026-03-02'] },
    { amount: 400, dates: ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'] },
    { amount: 100, dates: ['2026-02-01', '2026-03-01', '2026-04-01'] },
  ])('charges 0.75% per day on the outstanding balance, within a penny ($amount)', ({ amount, dates }) => {
    const plan = paymentPlan({ issueDate: '2026-01-01', paymentDates: dates, amount });
    let balance = amount;
    for (const instalment of plan) {
      const days = daysBetween(instalment.interestStartDate, instalment.expectedDate);
      expect(Math.abs(instalment.initialCalculatedInterest - balance * 0.0075 * days)).toBeLessThan(0.01);
      balance -= instalment.initialBase;
    }
    expect(balance).toBeCloseTo(0, 9);
  });

  it('a single 30-day repayment is principal plus 30 days of interest', () => {
    expect(paymentPlan({ issueDate: '2026-03-01', paymentDates: ['2026-03-31'], amount: 100 })).toEqual([
      { expectedDate: '2026-03-31', initialBase: 100, initialCalculatedInterest: 22.5, interestStartDate: '2026-03-01' },
    ]);
  });

  it('uses actual days: a longer first period carries more interest for the same instalment', () => {
    const plan = paymentPlan({ issueDate: '2026-01-01', paymentDates: ['2026-02-10', '2026-03-10'], amount: 300 });
    expect(plan[0]!.initialCalculatedInterest).toBe(90); // 300 x 0.0075 x 40
    expect(total(plan[0]!)).toBe(total(plan[1]!));
  });

  it('accepts another daily rate', () => {
    const plan = paymentPlan({ issueDate: '2026-01-01', paymentDates: ['2026-01-11'], amount: 100 }, 0.01);
    expect(plan[0]!.initialCalculatedInterest).toBe(10);
  });

  it('refuses dates that do not move forward', () => {
    expect(() => paymentPlan({ issueDate: '2026-01-10', paymentDates: ['2026-01-10'], amount: 100 })).toThrow(RangeError);
  });
});
