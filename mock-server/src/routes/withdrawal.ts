import type { Approval } from '@pronto/api';
import { WITHDRAWAL_REPAY_DAYS, addDays, withdrawalAmount } from '@pronto/domain';
import { APPROVALS } from '../audit.ts';
import type { Context } from '../context.ts';
import type { LoanRecord } from '../types.ts';
import { checkWithdrawal } from './withdrawal-check.ts';

/* The right of withdrawal in the mock: the desist (loan.desistContract, four-eyes) records the notice and
 * leaves the loan open with the withdrawal amount due; loan.DesistContractPayment takes that amount and
 * closes it. The rule and the amount are @pronto/domain's (withdrawal.ts). */

/**
 * The day the customer gave notice: the day its desist was proposed (a proposal still waiting is the one
 * being approved), else today. The 14 days count to the notice, not to the admin's approval.
 */
export function noticeDay(ctx: Context, loan: LoanRecord): string {
  const waiting = (ctx.rows(APPROVALS) as unknown as Approval[]).find(
    (a) => a.status === 'pending' && a.callId === 'loan.desistContract' && a.loanId === loan.id,
  );
  return (waiting?.proposedAt ?? ctx.nowIso()).slice(0, 10);
}

/** Records the approved withdrawal notice; the loan stays open with the withdrawal amount due. */
export function recordWithdrawal(ctx: Context, loan: LoanRecord): number {
  const day = noticeDay(ctx, loan);
  checkWithdrawal(loan, day);
  loan.withdrawal = { noticeDate: day, repayBy: addDays(day, WITHDRAWAL_REPAY_DAYS) };
  return withdrawalAmount(loan, ctx.nowIso().slice(0, 10));
}
