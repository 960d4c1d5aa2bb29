import type { Installment } from '@pronto/api';
import { MAX_ROLLOVER_DAYS, MAX_ROLLOVERS, addDays, rolloverInterest, rolloverLimitReason, round2 } from '@pronto/domain';
import { invalid } from '../../http.ts';
import type { AccountLoan } from './loans.ts';

/** A loan may be rolled over by up to 30 days, at most twice counting the customer's and staff's (CONC 6.7.23). */
export const ROLLOVER_MAX_DAYS = MAX_ROLLOVER_DAYS;
export { MAX_ROLLOVERS };

// Rollover: pay the next instalment's interest now and move its due date (up to 30 days, never past the
// following instalment; not while overdue; at most twice per loan, staff rollovers included).
export function rolloverDates(loan: AccountLoan): { dates: string[]; reason: string | null } {
  const index = loan.installments.findIndex((i) => i.status !== 'paid');
  const next = loan.installments[index];
  if (loan.status !== 'issued' || !next) return { dates: [], reason: 'Only a running loan without arrears can be rolled over.' };
  const limit = rolloverLimitReason(loan);
  if (limit) return { dates: [], reason: limit };
  if (next.paidAmount > 0) return { dates: [], reason: 'An instalment that is partly paid cannot be rolled over.' };
  const following = loan.installments[index + 1];
  const dates: string[] = [];
  for (let d = 1; d <= ROLLOVER_MAX_DAYS; d++) {
    const day = addDays(next.expectedDate, d);
    if (following && day >= following.expectedDate) break;
    dates.push(day);
  }
  return { dates, reason: dates.length ? null : 'There is no date to move this instalment to.' };
}

export function rolloverCost(loan: AccountLoan, date: string) {
  const { dates } = rolloverDates(loan);
  if (!dates.includes(date)) throw invalid('Please choose one of the dates offered.');
  const next = loan.installments.find((i) => i.status !== 'paid') as Installment;
  const days = Math.round((Date.parse(date) - Date.parse(next.expectedDate)) / 86_400_000);
  // The contract rate on the moved principal, within the total cost cap (@pronto/domain caps.ts).
  const extraInterest = rolloverInterest(loan, days);
  return {
    date,
    days,
    payNow: next.interest,
    extraInterest,
    newInstallmentAmount: round2(next.principal + extraInterest),
    installmentNumber: next.number,
  };
}
