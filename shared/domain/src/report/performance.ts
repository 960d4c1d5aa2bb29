import type { Installment, Loan } from '@pronto/api';
import { PERFORMANCE_GRACE_DAYS } from './constants.ts';
import { plusFewDays } from './days.ts';

/** Amounts of one loan as of a day, in cents (integers, so sums do not drift). */
export interface LoanPerformance {
  principal: number;
  /** Principal of instalments paid by their due date + PERFORMANCE_GRACE_DAYS. */
  principalPaid: number;
  /** Principal of instalments whose grace ended before `asOf` and that were not paid in time. */
  unpaid: number;
  /** Every payment received (principal, interest and fees), deleted payments excluded. */
  totalPaid: number;
}

export const toCents = (amount: number): number => Math.round(amount * 100);

/** The last day an instalment may be paid and still count as paid: due date + 5 days. */
export const graceEnd = (installment: Pick<Installment, 'expectedDate'>): string =>
  plusFewDays(installment.expectedDate, PERFORMANCE_GRACE_DAYS);

/** Paid in full by the end of its grace (and by `asOf`). */
export function isPaidInTime(installment: Installment, asOf: string): boolean {
  const { paidDate } = installment;
  return installment.status === 'paid' && paidDate !== undefined && paidDate <= graceEnd(installment) && paidDate <= asOf;
}

export function loanPerformance(loan: Loan, asOf: string): LoanPerformance {
  let principalPaid = 0;
  let unpaid = 0;
  for (const installment of loan.installments) {
    const grace = graceEnd(installment);
    const { paidDate } = installment;
    if (installment.status === 'paid' && paidDate !== undefined && paidDate <= grace && paidDate <= asOf) {
      principalPaid += toCents(installment.principal);
    } else if (grace < asOf) unpaid += toCents(installment.principal);
  }
  let totalPaid = 0;
  for (const payment of loan.payments) {
    if (!payment.deleted && payment.date <= asOf) totalPaid += toCents(payment.amount);
  }
  return { principal: toCents(loan.amount), principalPaid, unpaid, totalPaid };
}
