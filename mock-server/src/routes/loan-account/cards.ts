import { createHash } from 'node:crypto';
import type { CardRecord, CardTransaction } from '@pronto/api';
import { getCountry } from '@pronto/countries';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import type { Stored } from '../../types.ts';
import { id } from '../../validate.ts';
import type { AccountLoan } from './loans.ts';

/* The customer's cards: the card number check, the cards a customer may use, and the card transactions
 * (validation, transfer, sale) the mock records. */

export const TRANSFER_FAILED = 'We could not send the money because of a technical problem. Please try again later.';
export const CARD_INVALID = 'The card number is not valid.';
export const CARD_EXPIRED = 'The card has expired.';
/** Cards whose number ends in 0002 fail every transfer and payment: the deterministic technical problem. */
export const FAILING_CARD_SUFFIX = '0002';

/** The card's latest payout or payment: when, and whether it went through. */
export interface CardUse {
  at: string;
  ok: boolean;
}

/**
 * What the mock stores on a card beyond the back office's record. last4 is missing on a card written
 * through /api/rest without it: read from maskedPan then.
 */
type CardFields = CardRecord & {
  last4?: string;
  /** The same card number gives the same fingerprint (cards added before fingerprints have none). */
  fingerprint?: string;
  lastUse?: CardUse | null;
};

export type CardRow = Stored<CardFields>;

/**
 * What a payment processor calls the card's fingerprint: one value per card number, so a card added twice
 * is known as the same card. Scoped to the customer and hashed: the mock keeps no card number.
 */
export const cardFingerprint = (customerId: number, digits: string): string =>
  createHash('sha256').update(`card:${customerId}:${digits}`).digest('hex');

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const cardsOf = (ctx: Context, customerId: number) =>
  ctx
    .rows<CardFields>('cards')
    .filter((c) => c.customerId === customerId && !c.deleted)
    .sort((a, b) => b.id - a.id);

/** The customer's cards as listed to them, newest first: a card added more than once is listed once (its newest row). */
export function listedCards(ctx: Context, customerId: number): CardRow[] {
  const seen = new Set<string>();
  return cardsOf(ctx, customerId).filter((c) => {
    if (!c.fingerprint) return true;
    if (seen.has(c.fingerprint)) return false;
    seen.add(c.fingerprint);
    return true;
  });
}

export function ownCard(ctx: Context, customerId: number, cardId: unknown): CardRow {
  const card = cardsOf(ctx, customerId).find((c) => c.id === id(cardId, 'cardId'));
  if (!card) throw invalid('Please choose one of your cards.');
  return card;
}

export const publicCard = (c: CardRow) => ({
  id: c.id,
  maskedPan: c.maskedPan,
  last4: c.last4 ?? String(c.maskedPan).slice(-4),
  brand: c.brand,
  expiry: c.expiry,
  holderName: c.holderName,
  status: c.status,
  lastUse: c.lastUse ?? null,
});

/** Whether a card number (or its last digits) is the one the provider always declines. */
export const numberFails = (digits: string) => digits.endsWith(FAILING_CARD_SUFFIX.slice(-4));

export const cardFails = (card: CardRow) => numberFails(String(card.last4 ?? card.maskedPan));

/** Records a card transaction (what the provider did with the card) and returns it; `extra` adds the provider's
 *  reference, the channel, the loan payment it booked and who asked. A payout or payment (not the validation)
 *  is also the card's latest use. */
export function cardTransaction(
  ctx: Context,
  card: CardRow,
  loan: AccountLoan | null,
  amount: number,
  type: string,
  status: string,
  extra: Record<string, unknown> = {},
): Stored<CardTransaction> {
  // Fields a card written through /api/rest may lack, read as possibly missing.
  const stored: Partial<CardRow> = card;
  if (type !== 'validate') card.lastUse = { at: ctx.nowIso(), ok: status === 'success' };
  return ctx.insert<Omit<CardTransaction, 'id'>>('cardTransactions', {
    cardId: card.id,
    customerId: card.customerId,
    loanId: loan?.id ?? null,
    amount,
    currency: getCountry(String(stored.country ?? 'GB')).currency.code,
    type,
    status,
    provider: stored.provider ?? null,
    ...extra,
    createdAt: ctx.nowIso(),
  });
}
