import { formatMoney } from '@pronto/countries';
import { applyPayment, round2, settlementAmount } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { bool, num, optStr } from '../../validate.ts';
import { cardFails, cardTransaction, type CardRow } from './cards.ts';
import { OPEN, closeAmount, setStatus, sync, toDay, type AccountLoan } from './loans.ts';

/* Taking a payment from a card: any amount up to what settles the loan today, by the account or by link. */

export const PAYMENT_FAILED = 'The payment could not be taken from this card. Please try another card.';
export const PAYMENT_REASONS = ['salaryLate', 'unexpectedExpense', 'lostIncome', 'illness', 'other'] as const;

export function pay(ctx: Context, loan: AccountLoan, card: CardRow, amount: number, method: 'card' | 'token'): AccountLoan {
  if (!OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
  const day = toDay(ctx);
  const settles = settlementAmount(loan, day);
  const value = round2(amount);
  if (!(value > 0)) throw invalid('Please enter an amount.');
  if (value > settles) throw invalid(`The amount is more than what settles the loan today (${formatMoney(settles, loan.country)}).`);
  if (cardFails(card)) {
    cardTransaction(ctx, card, loan, value, 'sale', 'failed');
    throw invalid(PAYMENT_FAILED, 'PaymentFailed');
  }
  const paidLoan = applyPayment(loan, value, day, method);
  loan.installments = paidLoan.installments;
  loan.payments = paidLoan.payments;
  cardTransaction(ctx, card, loan, value, 'sale', 'success');
  if (paidLoan.status === 'repaid') setStatus(ctx, loan, 'repaid');
  sync(ctx, loan);
  ctx.changed();
  return loan;
}

export function payAmount(body: Record<string, unknown>, loan: AccountLoan, ctx: Context): number {
  if (bool(body, 'full')) return settlementAmount(loan, toDay(ctx));
  return num(body, 'amount');
}

/** What closes a running loan on the body's `date` (today when none; never a past day), customer and staff alike. */
export function closeQuote(ctx: Context, loan: AccountLoan, body: Record<string, unknown>) {
  if (!OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
  const day = optStr(body, 'date')?.slice(0, 10) ?? toDay(ctx);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw invalid('date must be a date (YYYY-MM-DD).');
  if (day < toDay(ctx)) throw invalid('The date cannot be in the past.');
  return closeAmount(loan, day);
}

// Payment by link (/r/:paymentToken), no login: the token stands for one loan.
export function loanByToken(ctx: Context, token: string | undefined): AccountLoan {
  const loan = (ctx.db.loans as AccountLoan[]).find((l) => l.paymentToken && l.paymentToken === token);
  if (!loan) throw invalid('This payment link is not valid.');
  return sync(ctx, loan);
}
