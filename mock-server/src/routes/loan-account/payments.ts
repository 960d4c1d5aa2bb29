import { round2, settlementAmount } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { bool, num } from '../../validate.ts';
import { cardFails, cardTransaction, type CardRow } from './cards.ts';
import { bookPayment } from '../loan-records.ts';
import { OPEN, sync, toDay, type AccountLoan } from './loans.ts';

/* Taking a payment from a card: any amount up to what settles the loan today, by the account or by link. */

export const PAYMENT_FAILED = 'The payment could not be taken from this card. Please try another card.';
export const PAYMENT_REASONS = ['salaryLate', 'unexpectedExpense', 'lostIncome', 'illness', 'other'] as const;

/**
 * Takes a card payment: the domain refuses more than settles the loan today (bookPayment) before the
 * card is charged; a failing card is recorded and refused.
 */
export function pay(ctx: Context, loan: AccountLoan, card: CardRow, amount: number, method: 'card' | 'token'): AccountLoan {
  if (!OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
  const value = round2(amount);
  if (!(value > 0)) throw invalid('Please enter an amount.');
  bookPayment(ctx, loan, { amount: value, day: toDay(ctx), method, by: 'system' }, () => {
    if (cardFails(card)) {
      cardTransaction(ctx, card, loan, value, 'sale', 'failed');
      throw invalid(PAYMENT_FAILED, 'PaymentFailed');
    }
  });
  cardTransaction(ctx, card, loan, value, 'sale', 'success');
  sync(ctx, loan);
  return loan;
}

export function payAmount(body: Record<string, unknown>, loan: AccountLoan, ctx: Context): number {
  if (bool(body, 'full')) return settlementAmount(loan, toDay(ctx));
  return num(body, 'amount');
}

// Payment by link (/r/:paymentToken), no login: the token stands for one loan.
export function loanByToken(ctx: Context, token: string | undefined): AccountLoan {
  const loan = (ctx.db.loans as AccountLoan[]).find((l) => l.paymentToken && l.paymentToken === token);
  if (!loan) throw invalid('This payment link is not valid.');
  return sync(ctx, loan);
}
