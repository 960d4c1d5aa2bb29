import type { LoanStatus, Payment } from '@pronto/api';
import { applyPayment, loanAt } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { LoanRecord } from '../types.ts';
import { followArrears } from './collection-status.ts';
import { idFrom } from './staff-helpers.ts';

/* What staff calls that change a loan's payments share: its status history and its schedule read again. */

/** Moves the loan to `status` and writes the change to its status history. */
export function changeStatus(ctx: Context, loan: LoanRecord, status: LoanStatus, by: string): void {
  if (loan.status === status) return;
  loan.status = status;
  loan.statusHistory.push({ status, createdAt: ctx.nowIso(), createdBy: by });
}

/**
 * Replaces the loan's schedule with @pronto/domain's reading of it today; a loan no longer paid leaves repaid;
 * the customer's collection status follows the arrears.
 */
export function recompute(ctx: Context, loan: LoanRecord, by: string): void {
  const next = loanAt(loan, ctx.nowIso());
  loan.installments = next.installments;
  const allPaid = next.installments.every((i) => i.status === 'paid');
  if (allPaid) changeStatus(ctx, loan, 'repaid', by);
  else if (loan.status === 'repaid' || loan.status === 'issued' || loan.status === 'overdue') {
    changeStatus(
      ctx,
      loan,
      next.installments.some((i) => i.status === 'overdue' || (i.status === 'partiallyPaid' && i.expectedDate < ctx.nowIso().slice(0, 10)))
        ? 'overdue'
        : 'issued',
      by,
    );
  }
  followArrears(ctx, loan.customerId);
  ctx.changed();
}

/** The payment of the loan named by the call's paymentId; 422 when the loan has no such payment. */
export function paymentOf(loan: LoanRecord, call: Call): Payment {
  const paymentId = idFrom(call, 'paymentId');
  const payment = loan.payments.find((p) => p.id === paymentId);
  if (!payment) throw invalid(`Payment ${paymentId} is not a payment of loan ${loan.id}.`);
  return payment;
}

/**
 * Books a payment: the one path every payment of the mock takes (card, payment link, manual, an approved
 * proposal). The domain's applyPayment refuses more than the loan owes that day (an OverpaymentError,
 * answered 422 naming the amount owed) before anything is booked; `charge` (taking the money from a card)
 * runs only once the rule passed, and may refuse too. The payment gets an id unique in the book.
 */
export function bookPayment(
  ctx: Context,
  loan: LoanRecord,
  payment: { amount: number; day: string; method: Payment['method']; by: string },
  charge?: () => void,
): LoanRecord {
  const paid = applyPayment(loan, payment.amount, payment.day, payment.method);
  charge?.();
  const added = paid.payments.at(-1);
  if (added) added.id = ctx.db.loans.reduce((max, l) => l.payments.reduce((m, p) => Math.max(m, p.id), max), 0) + 1;
  loan.payments = paid.payments;
  loan.installments = paid.installments;
  if (paid.status === 'repaid') changeStatus(ctx, loan, 'repaid', payment.by);
  recompute(ctx, loan, payment.by);
  return loan;
}
