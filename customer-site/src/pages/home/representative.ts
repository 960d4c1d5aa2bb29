import { ANNUAL_RATE_PERCENT, paymentPlan, planRepayments, representativeApr, toPence, toPounds } from '@pronto/domain';

/** The representative example (customer-site.md §9): 200 over four 30-day periods, computed by @pronto/domain. */
const AMOUNT = 200;
const PERIODS = 4;
const ISSUE = '2026-01-01';
const day = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
const plan = paymentPlan({ issueDate: ISSUE, paymentDates: Array.from({ length: PERIODS }, (_, i) => day(30 * (i + 1))), amount: AMOUNT });
const first = plan[0];

export const representativeExample = {
  amount: AMOUNT,
  periods: PERIODS,
  repayment: first ? toPounds(toPence(first.initialBase) + toPence(first.initialCalculatedInterest)) : 0,
  annualRate: Math.floor(ANNUAL_RATE_PERCENT),
  /** The computed APR to one decimal (1081.5), not the spec copy's 1081: docs/decisions.md. */
  apr: representativeApr(AMOUNT, planRepayments(ISSUE, plan)),
};
