import type { Loan } from '@pronto/api';
import { addDays } from './dates.ts';
import { accruedInterest, replayLoan } from './ledger.ts';
import { toPounds } from './money.ts';

/**
 * The right of withdrawal (CCA 1974 s66A; Ley 16/2011 art. 28): the customer may withdraw within 14
 * calendar days of the payout and then repays, within 30 days of the notice, the amount borrowed and the
 * contract interest for the days they had it, and no fees.
 */
export const WITHDRAWAL_DAYS = 14;
/** Days after the withdrawal notice in which the customer repays (CCA s66A(9)(b); Ley 16/2011 art. 28.2.b). */
export const WITHDRAWAL_REPAY_DAYS = 30;

type WithdrawalLoan = Pick<Loan, 'id' | 'status' | 'issueDate' | 'amount' | 'installments' | 'payments' | 'writtenOff' | 'frozenDays'>;

/** The last day a withdrawal notice may be given: the issue date plus 14 days. */
export const withdrawalEnds = (issueDate: string): string => addDays(issueDate, WITHDRAWAL_DAYS);

/** Why a withdrawal notice given on `noticeDay` is refused, or null when the customer may withdraw. */
export function withdrawalRefusal(loan: Pick<Loan, 'id' | 'status' | 'issueDate'>, noticeDay: string): string | null {
  if (loan.status !== 'issued' && loan.status !== 'overdue')
    return `Loan ${loan.id} is ${loan.status}: only an issued or overdue loan can be withdrawn from.`;
  const ends = withdrawalEnds(loan.issueDate);
  if (noticeDay.slice(0, 10) > ends)
    return `Loan ${loan.id} was issued on ${loan.issueDate}: its ${WITHDRAWAL_DAYS}-day withdrawal period ended on ${ends}.`;
  return null;
}

/**
 * What a withdrawing customer owes on `day`: the principal and the interest for the days they had it (each
 * instalment's interest pro rata over its period; past its due date the late interest, which is the same
 * contract rate on the principal), without the missed-payment fee, less what was paid.
 */
export function withdrawalAmount(loan: WithdrawalLoan, day: string): number {
  const on = day.slice(0, 10);
  const { lines, surplus } = replayLoan(loan, on);
  const owed = lines.reduce((sum, l) => sum + l.principal + accruedInterest(l, on) + l.late, 0);
  const paid = lines.reduce((sum, l) => sum + l.paidFee + l.paidLate + l.paidInterest + l.paidPrincipal, 0) + surplus;
  return toPounds(Math.max(0, owed - paid));
}
