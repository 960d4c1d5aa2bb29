import { isIssuedLoan, withdrawalEnds as withdrawalEndsOn } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { id } from '../validate.ts';
import { cardsOf, type CardRow } from './loan-account/cards.ts';
import { OPEN, loansOf, sync, type AccountLoan } from './loan-account/loans.ts';
import { idFrom, loanOr422 } from './staff-helpers.ts';

/* The loan and card a staff call works on, found and checked the same way by every staff loan call. */

/** The call's loan, brought up to today; a `customerId` sent with it must be the loan's customer. */
export function staffLoan(ctx: Context, call: Call): AccountLoan {
  const loan = sync(ctx, loanOr422(ctx, idFrom(call, 'loanId')));
  const customerId = call.body.customerId ?? call.query.customerId;
  if (customerId !== undefined && customerId !== null && customerId !== '' && id(customerId, 'customerId') !== loan.customerId)
    throw invalid(`Loan ${loan.id} is not a loan of customer ${String(customerId)}.`);
  return loan;
}

/** Refuses a loan that is not issued or overdue: `what` says what only a running loan can do. */
export function requireRunning(loan: AccountLoan, what: string): AccountLoan {
  if (!OPEN.includes(loan.status)) throw invalid(`Loan ${loan.id} is ${loan.status}: only an issued or overdue loan ${what}.`);
  return loan;
}

/** Whether a card may still be charged: not deleted, and not unlinked by the customer (no consent any more). */
const chargeable = (card: CardRow) => !card.deleted && card.status !== 'unlinked';

/**
 * The card a staff payment charges: the one chosen (one of the loan customer's cards), else the card the
 * loan was paid out with, else the customer's newest active card.
 */
export function cardToCharge(ctx: Context, loan: AccountLoan, cardId: unknown): CardRow {
  const cards = cardsOf(ctx, loan.customerId);
  if (cardId !== undefined && cardId !== null && cardId !== '') {
    const wanted = id(cardId, 'cardId');
    const card = cards.find((c) => c.id === wanted);
    if (!card) throw invalid(`Card ${wanted} is not a card of customer ${loan.customerId}.`);
    if (!chargeable(card)) throw invalid(`Card ${wanted} is ${card.status}: it cannot be charged.`);
    return card;
  }
  const card = cards.find((c) => c.id === loan.cardId && chargeable(c)) ?? cards.find((c) => c.status === 'active');
  if (!card) throw invalid(`Customer ${loan.customerId} has no active card to charge.`);
  return card;
}

/** The last day the customer may withdraw from the loan (its issue date plus 14 days, @pronto/domain). */
export const withdrawalEnds = (loan: AccountLoan): string => withdrawalEndsOn(loan.issueDate);

/**
 * Whether the loan is its customer's first (a first-time borrower's, FTB) as the reports count it: no other
 * loan of theirs was paid out before it (by issue date, then id). A later one is a repeat borrower's (RTB).
 */
export function isFirstLoan(ctx: Context, loan: AccountLoan): boolean {
  return !loansOf(ctx, loan.customerId).some(
    (l) => l.id !== loan.id && isIssuedLoan(l) && (l.issueDate < loan.issueDate || (l.issueDate === loan.issueDate && l.id < loan.id)),
  );
}
