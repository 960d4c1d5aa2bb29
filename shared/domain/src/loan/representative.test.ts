import { describe, expect, it } from 'vitest';
import { loanApr } from './apr.ts';
import { calculatorDates } from './calculator.ts';
import { addDays } from './dates.ts';
import { paymentPlan } from './payment-plan.ts';
import {
  ANNUAL_RATE_PERCENT,
  planRepayments,
  representativeApr,
  representativeLoan,
  sampleLoan,
  totalCost,
  totalPayable,
} from './representative.ts';

describe('representative example (customer-site.md §9)', () => {
  const issueDate = '2026-03-10';
  const paymentDates = [30, 60, 90, 120].map((d) => addDays(issueDate, d));
  const plan = paymentPlan({ issueDate, paymentDates, amount: 200 });

  it('200 over four 30-day periods -> four repayments of 80.95', () => {
    expect(plan.map((i) => Math.round((i.initialBase + i.initialCalculatedInterest) * 100) / 100)).toEqual([80.95, 80.95, 80.95, 80.95]);
  });

  it('273% pa fixed: 0.75% a day x 365 = 273.75', () => {
    expect(ANNUAL_RATE_PERCENT).toBe(273.75);
  });

  it('representative APR 1081.5%', () => {
    expect(representativeApr(200, planRepayments(issueDate, plan))).toBe(1081.5);
  });

  it('total payable 323.80, cost of credit 123.80', () => {
    expect(totalPayable(plan)).toBe(323.8);
    expect(totalCost(200, plan)).toBe(123.8);
  });

  it('sample loan for the calculator', () => {
    const sample = sampleLoan(issueDate, 200, plan, 'GB');
    // A dated plan takes CONC App 1.2's measure (whole months + days / 365): 1095.9%, as the Newton
    // oracle's row rep-4 in docs/decisions.md; the representative example stated in days stays 1081.5%.
    expect(sample).toMatchObject({ loanAmount: 200, creditDuration: 120, totalPayable: 323.8, totalInterest: 123.8, apr: 1095.9 });
    expect(sample.installments.map((i) => i.repayAmount)).toEqual([80.95, 80.95, 80.95, 80.95]);
    expect(sample.installments[0]).toMatchObject({ date: paymentDates[0], principal: plan[0]!.initialBase });
  });
});

describe('representativeApr (CONC App 1.1, 365-day year)', () => {
  it.each([
    { name: '10% over one year', amount: 100, repayments: [{ days: 365, amount: 110 }], apr: 10 },
    { name: 'no interest', amount: 100, repayments: [{ days: 30, amount: 100 }], apr: 0 },
    // (1 + 0.225)^(365/30) - 1 = 1081.197...% -> 1081.2
    { name: 'one 30-day period at 0.75%/day', amount: 200, repayments: [{ days: 30, amount: 245 }], apr: 1081.2 },
    // 105 after 365/2 days: 1.05^2 - 1 = 10.25%
    { name: 'half a year at 5%', amount: 100, repayments: [{ days: 182.5, amount: 105 }], apr: 10.3 },
  ])('$name -> $apr%', ({ amount, repayments, apr }) => {
    expect(representativeApr(amount, repayments)).toBe(apr);
  });

  it('rounds half up to one decimal', () => {
    // 1.1025 after one year -> 10.25% -> 10.3
    expect(representativeApr(100, [{ days: 365, amount: 110.25 }])).toBe(10.3);
    expect(representativeApr(100, [{ days: 365, amount: 110.24 }])).toBe(10.2);
  });

  it.each([
    { name: 'an empty schedule', repayments: [] },
    { name: 'repayments on the drawdown day above the amount', repayments: [{ days: 0, amount: 120 }] },
  ])('refuses $name', ({ repayments }) => {
    expect(() => representativeApr(100, repayments)).toThrow(RangeError);
  });
});

describe('representativeLoan: the example as the loan taken out that day', () => {
  it.each([
    ['2026-01-15', 'GB'],
    ['2026-11-27', 'GB'],
    ['2026-11-27', 'ES'],
    ['2027-01-31', 'ES'],
  ] as const)("from %s (%s) is the calculator's 200 over four: one instalment, the APR of its own dates", (issueDate, country) => {
    const loan = representativeLoan(issueDate, country);
    const plan = paymentPlan({ issueDate, paymentDates: calculatorDates(issueDate, 4), amount: 200 });
    expect(loan).toEqual(sampleLoan(issueDate, 200, plan, country));
    expect(new Set(loan.installments.map((i) => i.repayAmount)).size).toBe(1);
    expect(loan.apr).toBe(
      loanApr(
        country,
        200,
        issueDate,
        loan.installments.map((i) => ({ date: i.date, amount: i.repayAmount })),
      ),
    );
  });

  it('differs from the 30-day figures of the spec copy on a real calendar (4 x 81.30 from 27 Nov 2026, not 80.95)', () => {
    const loan = representativeLoan('2026-11-27', 'GB');
    expect(loan.installments.map((i) => i.repayAmount)).toEqual([81.3, 81.3, 81.3, 81.3]);
    expect(loan.apr).not.toBe(1081.5);
  });
});
