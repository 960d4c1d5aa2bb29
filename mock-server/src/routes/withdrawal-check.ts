import { withdrawalRefusal } from '@pronto/domain';
import { invalid } from '../http.ts';
import type { LoanRecord } from '../types.ts';

/* The refusals of a withdrawal, apart from its recording (withdrawal.ts) so that the four-eyes proposal
 * (loan-money.ts, read by audit.ts) checks a desist as its handler does. */

/** Refuses (422) a withdrawal notice given on `day`: outside the 14 days, not running, or already given. */
export function checkWithdrawal(loan: LoanRecord, day: string): void {
  if (loan.withdrawal) throw invalid(`The customer already withdrew from loan ${loan.id} (notice of ${loan.withdrawal.noticeDate}).`);
  const refusal = withdrawalRefusal(loan, day);
  if (refusal) throw invalid(refusal);
}

/** The withdrawal a payment settles: refused (422) when no desist of the loan was approved, or it was paid. */
export function openWithdrawal(loan: LoanRecord): NonNullable<LoanRecord['withdrawal']> {
  const withdrawal = loan.withdrawal;
  if (!withdrawal)
    throw invalid(`Loan ${loan.id} has no approved withdrawal: the desist must be proposed and approved before its payment.`);
  if (withdrawal.paidOn) throw invalid(`The withdrawal from loan ${loan.id} was paid on ${withdrawal.paidOn}.`);
  return withdrawal;
}
