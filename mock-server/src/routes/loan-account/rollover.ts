import type { Installment } from '@pronto/api';
import {
  CapError,
  MAX_ROLLOVER_DAYS,
  MAX_ROLLOVERS,
  addDays,
  rolloverDearerThanSettling,
  rolloverInterest,
  rolloverLimitReason,
  rolloverSchedule,
  round2,
} from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import type { CardRow } from './cards.ts';
import { sync, toDay, type AccountLoan } from './loans.ts';
import { chargeCard } from './payments.ts';

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

/** The cost of moving the next instalment `days` later (staff ask in days, the customer picks a date). */
export function rolloverQuoteInDays(loan: AccountLoan, days: number) {
  if (!Number.isInteger(days) || days < 1 || days > ROLLOVER_MAX_DAYS)
    throw invalid(`days must be a whole number from 1 to ${ROLLOVER_MAX_DAYS}.`);
  const offered = rolloverDates(loan);
  if (offered.reason) throw invalid(offered.reason);
  const next = loan.installments.find((i) => i.status !== 'paid') as Installment;
  const date = addDays(next.expectedDate, days);
  if (!offered.dates.includes(date))
    throw invalid(
      `Instalment ${next.number} can move at most ${offered.dates.length} days (to ${offered.dates.at(-1) ?? next.expectedDate}).`,
    );
  return { ...rolloverCost(loan, date), dates: offered.dates };
}

/** The customer's rollover pays the next instalment's interest now: refused when repaying in full costs no more. */
export function refuseDearerRollover(ctx: Context, loan: AccountLoan): void {
  const dearer = rolloverDearerThanSettling(loan, toDay(ctx));
  if (dearer) throw invalid(dearer);
}

/** The product's rollover: the next instalment's interest is charged to `card` now and the instalment moves to `date`. */
export function rollOver(ctx: Context, loan: AccountLoan, card: CardRow, date: string) {
  const cost = rolloverCost(loan, date);
  refuseDearerRollover(ctx, loan);
  let moved: Installment[];
  try {
    moved = rolloverSchedule(loan, cost.days, cost.extraInterest);
  } catch (error) {
    if (error instanceof CapError) throw invalid(error.message);
    throw error;
  }
  const { payment } = chargeCard(ctx, loan, card, cost.payNow, 'card');
  // The payment says it was the roll-over's interest, the instalment where it moved from: the customer's
  // pages name what the customer did, not a part payment.
  payment.purpose = 'rollover';
  const after = new Map(moved.map((i) => [i.number, i]));
  loan.installments = loan.installments.map((i) => {
    const m = after.get(i.number);
    if (!m) return i;
    const rolledOverFrom = m.expectedDate !== i.expectedDate ? { rolledOverFrom: i.expectedDate } : {};
    return { ...i, expectedDate: m.expectedDate, interestStartDate: m.interestStartDate, interest: m.interest, ...rolledOverFrom };
  });
  loan.rollovers = (loan.rollovers ?? 0) + 1;
  sync(ctx, loan);
  ctx.changed();
  return cost;
}
