import type { Installment, PaymentPlanRequest, PlanInstallment } from '@pronto/api';
import { daysBetween } from './dates.ts';
import { roundPence, toPence, toPounds } from './money.ts';

/** Daily interest rate: 0.75% per day (customer-site.md §9, "daily rate 0.75"). */
export const DAILY_RATE = 0.0075;

/**
 * Equal instalments: an annuity over the actual days between dates, with simple interest of
 * `dailyRate` per day on the outstanding balance of each period. The instalment is rounded to the
 * penny once; each instalment's principal (initialBase) follows the exact schedule rounded to the
 * penny, the last one taking whatever principal is left, and its interest is the instalment minus
 * its principal. So initialBase + initialCalculatedInterest is the same rounded amount every time
 * (200 over four 30-day periods: 80.95 each) and the principals add up to the amount exactly.
 */
export function paymentPlan(request: PaymentPlanRequest, dailyRate: number = DAILY_RATE): PlanInstallment[] {
  const { issueDate, paymentDates, amount } = request;
  if (paymentDates.length === 0) return [];
  const starts = [issueDate, ...paymentDates.slice(0, -1)];
  const periods = paymentDates.map((date, i) => {
    const days = daysBetween(starts[i] ?? issueDate, date);
    if (days <= 0) throw new RangeError('Payment dates must be after the issue date and increasing.');
    return days;
  });

  // Present value of 1 paid at each date: product over earlier periods of 1 / (1 + rate * days).
  let discount = 1;
  let annuityFactor = 0;
  for (const days of periods) {
    discount /= 1 + dailyRate * days;
    annuityFactor += discount;
  }
  const principalPence = toPence(amount);
  const exactInstalment = principalPence / annuityFactor;
  const instalmentPence = roundPence(exactInstalment);

  let exactBalance = principalPence;
  let balance = principalPence;
  return paymentDates.map((expectedDate, i) => {
    const exactBase = exactInstalment - exactBalance * dailyRate * (periods[i] ?? 0);
    exactBalance -= exactBase;
    const last = i === paymentDates.length - 1;
    const base = last ? balance : Math.min(balance, roundPence(exactBase));
    balance -= base;
    return {
      expectedDate,
      initialBase: toPounds(base),
      initialCalculatedInterest: toPounds(instalmentPence - base),
      interestStartDate: starts[i] ?? issueDate,
    };
  });
}

/** A plan's rows as a new loan's pending instalments, numbered from 1; ids from `firstId` on. */
export function installmentsFromPlan(plan: readonly PlanInstallment[], loanId: number, firstId: number): Installment[] {
  return plan.map((p, i) => ({
    id: firstId + i,
    loanId,
    number: i + 1,
    expectedDate: p.expectedDate,
    interestStartDate: p.interestStartDate,
    principal: p.initialBase,
    interest: p.initialCalculatedInterest,
    fee: 0,
    lateInterest: 0,
    paidAmount: 0,
    status: 'pending',
  }));
}
