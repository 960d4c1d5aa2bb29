import type { CallId, Loan, ProposalFacts } from '@pronto/api';
import { applyDiscount, applyPayment, loanPosition } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { LoanRecord } from '../types.ts';
import { isoDate, num } from '../validate.ts';
import { checkWithdrawal } from './withdrawal-check.ts';

/* The money staff actions as their handler and their four-eyes proposal both see them: the checks of the
 * input and what the loan would be once the action runs (the checker's "balance after"). */

const OPEN: readonly Loan['status'][] = ['issued', 'overdue'];

/** A manual payment's amount and day, checked: an open loan, more than 0, on a day from the issue to today. */
export function manualPaymentOf(ctx: Context, loan: LoanRecord, body: Record<string, unknown>): { amount: number; day: string } {
  if (!OPEN.includes(loan.status)) throw invalid(`Loan ${loan.id} is ${loan.status}: only an issued or overdue loan takes payments.`);
  const amount = num(body, 'amount');
  if (amount <= 0) throw invalid('amount must be more than 0.');
  const today = ctx.nowIso().slice(0, 10);
  const day = body.date === undefined ? today : isoDate(body, 'date');
  if (day < loan.issueDate) throw invalid('The payment date is before the issue date.');
  // The ledger is read up to today: a payment dated later would be booked and then not counted.
  if (day > today) throw invalid('The payment date cannot be in the future.');
  return { amount, day };
}

/** The loan once each money call runs, computed without changing it (and refused as the call would be). */
const AFTER: Partial<Record<CallId, (ctx: Context, loan: LoanRecord, body: Record<string, unknown>) => Loan>> = {
  'loan.payloanmanual': (ctx, loan, body) => {
    const { amount, day } = manualPaymentOf(ctx, loan, body);
    return applyPayment(loan, amount, day, 'manual');
  },
  'loan.discount': (_ctx, loan, body) => applyDiscount(loan, num(body, 'amount')),
  // The notice is refused at once outside the 14 days: nothing is paid until the withdrawal payment.
  'loan.desistContract': (ctx, loan) => {
    checkWithdrawal(loan, ctx.nowIso().slice(0, 10));
    return loan;
  },
};

/** Interest written off on a loan so far: its discounts (`loan.discount` keeps them in discountRules). */
export function writtenOff(ctx: Context, loanId: number): number {
  const cents = ctx
    .rows('discountRules')
    .filter((r) => r.kind === 'loanDiscount' && r.loanId === loanId && typeof r.amount === 'number')
    .reduce((sum, r) => sum + Math.round((r.amount as number) * 100), 0);
  return cents / 100;
}

/**
 * What the checker of a proposed loan action decides on, from the loan's ledger now: its balance before
 * and after the action, what settles it, its arrears and days past due, and what was written off before.
 * Refuses (422) what the call itself would refuse, so nothing unbookable is proposed.
 */
export function proposalFacts(ctx: Context, callId: CallId, loan: LoanRecord, body: Record<string, unknown>): Omit<ProposalFacts, 'rule'> {
  const now = ctx.now();
  const before = loanPosition(loan, now);
  const after = AFTER[callId]?.(ctx, loan, body);
  return {
    balanceBefore: before.balance,
    balanceAfter: after ? loanPosition(after, now).balance : null,
    settlement: before.settlement,
    arrears: before.arrears,
    daysPastDue: before.daysPastDue,
    earlierWriteOffs: writtenOff(ctx, loan.id),
  };
}
