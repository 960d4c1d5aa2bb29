import type { Loan } from '@pronto/api';
import { daysBetween } from './dates.ts';
import { replayLoan, settlementAmount, toInstant, type Line } from './ledger.ts';
import { toPounds } from './money.ts';

type LedgerLoan = Pick<Loan, 'amount' | 'issueDate' | 'installments' | 'payments' | 'writtenOff' | 'frozenDays'>;

/**
 * A loan's position on a day, read from its ledger: what a checker, a collector and a reminder need to
 * state true facts (arrears with their days, never a past date as "due").
 */
export interface LoanPosition {
  /** Everything still to pay on the schedule: principal, interest, fees and late interest, less payments. */
  balance: number;
  /** What repays the loan that day (interest only up to the day): the most a payment may be. */
  settlement: number;
  /** What fell due before the day and is still unpaid (charges included). */
  arrears: number;
  /** Days since the oldest unpaid instalment fell due; 0 when nothing is past due. */
  daysPastDue: number;
  /** The due date of the oldest unpaid instalment past due; null when nothing is. */
  overdueSince: string | null;
  /** The first unpaid instalment not yet past due: its number, date and what it asks; null when none. */
  next: { number: number; expectedDate: string; amount: number } | null;
}

const owed = (l: Line) => l.fee - l.paidFee + (l.late - l.paidLate) + (l.interest - l.paidInterest) + (l.principal - l.paidPrincipal);

/** The loan's balance, arrears and days past due on `at` (a day or a date-time, UTC) from its ledger. */
export function loanPosition(loan: LedgerLoan, at: string | Date): LoanPosition {
  const day = toInstant(at).toISOString().slice(0, 10);
  const { lines } = replayLoan(loan, at);
  const unpaid = lines.filter((l) => owed(l) > 0);
  const late = unpaid.filter((l) => l.expectedDate < day);
  const coming = unpaid.find((l) => l.expectedDate >= day);
  const overdueSince = late[0]?.expectedDate ?? null;
  return {
    balance: toPounds(unpaid.reduce((s, l) => s + owed(l), 0)),
    settlement: settlementAmount(loan, day),
    arrears: toPounds(late.reduce((s, l) => s + owed(l), 0)),
    daysPastDue: overdueSince ? daysBetween(overdueSince, day) : 0,
    overdueSince,
    next: coming ? { number: coming.number, expectedDate: coming.expectedDate, amount: toPounds(owed(coming)) } : null,
  };
}
