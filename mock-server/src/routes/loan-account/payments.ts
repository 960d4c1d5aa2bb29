import type { CardTransaction, Payment } from '@pronto/api';
import { OverpaymentError, round2, settlementAmount } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import type { Stored } from '../../types.ts';
import { bool, num, optStr } from '../../validate.ts';
import { cardFails, cardTransaction, type CardRow } from './cards.ts';
import { bookPayment } from '../loan-records.ts';
import { OPEN, closeAmount, sync, toDay, type AccountLoan } from './loans.ts';

/* Taking a payment from a card: any amount up to what settles the loan today, by the account or by link. */

export const PAYMENT_FAILED = 'The payment could not be taken from this card. Please try another card.';
/** The card privilege (card.cardPrivilege) that stops every charge on the card. */
export const BLOCKED = 'blocked';
export const PAYMENT_REASONS = ['salaryLate', 'unexpectedExpense', 'lostIncome', 'illness', 'other'] as const;

/** Refuses an amount the loan cannot take today: the loan must be open, the amount above 0 and at most what settles it. */
export function checkPayable(ctx: Context, loan: AccountLoan, amount: number): number {
  if (!OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
  const day = toDay(ctx);
  const settles = settlementAmount(loan, day);
  const value = round2(amount);
  if (!(value > 0)) throw invalid('Please enter an amount.');
  // The ledger's own refusal, in its words, before a payment session or a card charge starts.
  if (value > settles) throw invalid(new OverpaymentError(loan, value, settles, day).message);
  return value;
}

/** Books money received on an open loan through the one booking path (bookPayment) and returns the payment. */
export function receivePayment(ctx: Context, loan: AccountLoan, amount: number, method: Payment['method'], by = 'system'): Payment {
  const value = checkPayable(ctx, loan, amount);
  bookPayment(ctx, loan, { amount: value, day: toDay(ctx), method, by });
  sync(ctx, loan);
  return loan.payments.at(-1) as Payment;
}

/**
 * Charges the card and books the payment on the loan; a card that fails (FAILING_CARD_SUFFIX) records a failed
 * sale and is refused, and nothing is booked. `extra` goes on the card transaction (provider reference,
 * channel, who asked: `createdBy`).
 */
export function chargeCard(
  ctx: Context,
  loan: AccountLoan,
  card: CardRow,
  amount: number,
  method: 'card' | 'token',
  extra: Record<string, unknown> = {},
): { loan: AccountLoan; payment: Payment; transaction: Stored<CardTransaction> } {
  // Staff blocked the card (card.cardPrivilege): no path may charge it, the provider is not asked.
  if (card.privilege === BLOCKED) throw invalid(`Card ${card.id} is blocked: it cannot be charged.`);
  const value = checkPayable(ctx, loan, amount);
  const by = typeof extra.createdBy === 'string' ? extra.createdBy : 'system';
  bookPayment(ctx, loan, { amount: value, day: toDay(ctx), method, by }, () => {
    if (cardFails(card)) {
      cardTransaction(ctx, card, loan, value, 'sale', 'failed', extra);
      throw invalid(PAYMENT_FAILED, 'PaymentFailed');
    }
  });
  sync(ctx, loan);
  const payment = loan.payments.at(-1) as Payment;
  const transaction = cardTransaction(ctx, card, loan, value, 'sale', 'success', { ...extra, paymentId: payment.id });
  return { loan, payment, transaction };
}

/** Takes a card payment (the account's card or a payment link). */
export function pay(ctx: Context, loan: AccountLoan, card: CardRow, amount: number, method: 'card' | 'token'): AccountLoan {
  return chargeCard(ctx, loan, card, amount, method).loan;
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
