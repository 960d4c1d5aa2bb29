import type { CardTransaction, Payment } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { LoanRecord, Row, Stored } from '../types.ts';
import { openChargebackOf } from './chargebacks.ts';
import { recompute } from './loan-records.ts';

/* Money given back: a cancelled card transaction (a void or refund at the provider) and the loan payment
 * it had booked, which the loan then owes again. */

/** Transaction types the provider can give back: a charge and the card check. */
const CANCELLABLE = ['sale', 'validate'];

/** The loan payment a sale booked: its paymentId, else (rows recorded without one) the card payment of that amount and day. */
function paymentOfSale(loan: LoanRecord, tx: Row): Payment | undefined {
  if (typeof tx.paymentId === 'number') return loan.payments.find((p) => p.id === tx.paymentId);
  const day = String(tx.createdAt).slice(0, 10);
  return loan.payments.find((p) => p.method !== 'manual' && !p.deleted && p.amount === tx.amount && p.date === day);
}

/** Reverses a payment on its loan: it reads deleted and the schedule is read again (the loan owes it again). */
export function reversePayment(ctx: Context, loan: LoanRecord, payment: Payment, by: string): void {
  const disputed = openChargebackOf(ctx, payment.id);
  if (disputed) throw invalid(`Payment ${payment.id} has chargeback ${disputed.id} open: the card issuer has already taken it back.`);
  if (payment.deleted) return;
  payment.deleted = true;
  recompute(ctx, loan, by);
}

/**
 * Cancels a successful card transaction: the provider gives the money back, and a sale that paid a loan
 * no longer counts on it. A cancelled or failed transaction is refused.
 */
export function cancelTransaction(ctx: Context, tx: Stored<CardTransaction>, by: string): Stored<CardTransaction> {
  if (tx.status === 'cancelled') throw invalid(`Transaction ${tx.id} is already cancelled.`);
  if (tx.status !== 'success')
    throw invalid(`Transaction ${tx.id} is ${String(tx.status)}: only a successful transaction can be cancelled.`);
  if (!CANCELLABLE.includes(String(tx.type))) throw invalid(`Transaction ${tx.id} is a ${String(tx.type)}: it cannot be cancelled.`);
  const loan = typeof tx.loanId === 'number' ? ctx.db.loans.find((l) => l.id === tx.loanId) : undefined;
  const payment = loan && tx.type === 'sale' ? paymentOfSale(loan, tx) : undefined;
  if (loan && payment) reversePayment(ctx, loan, payment, by);
  tx.status = 'cancelled';
  tx.cancelledAt = ctx.nowIso();
  tx.cancelledBy = by;
  if (payment) tx.reversedPaymentId = payment.id;
  ctx.changed();
  return tx;
}
