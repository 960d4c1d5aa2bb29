import { randomBytes } from 'node:crypto';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { CARD_EXPIRED, type CardRow } from './loan-account/cards.ts';

/*
 * The payment provider's card vault and the cards made from it. A card number never reaches the back
 * office: the provider keeps it and answers a token (its iframe, or the customer's own card form), and a
 * card is stored with that token, the last four digits, brand and expiry.
 */

export const VAULT = 'providerTokens';
export const CARD_BRANDS = ['VISA', 'MASTERCARD'] as const;

/** What the provider tells about a tokenised card. */
export interface TokenisedCard {
  token: string;
  last4: string;
  brand: string;
  expiry: string;
  holderName: string;
}

/** The card provider of a market: Credorax in the UK, Paynopain in Spain. */
export const marketProvider = (country: string) => (country === 'ES' ? 'paynopain' : 'credorax');

/** A new vault token of a provider, as unguessable as the real ones. */
export const newProviderToken = (provider: string) => `${provider}_tok_${randomBytes(12).toString('hex')}`;

/** Whether an expiry "MM/YY" has passed: a card works to the end of its month. */
export function expiryPassed(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return true;
  return new Date(Date.UTC(2000 + Number(match[2]), Number(match[1]), 1)) <= now;
}

/** Refuses an expiry that is not MM/YY or has passed. */
export function checkExpiry(ctx: Context, expiry: string): void {
  const month = Number(/^(\d{2})\/\d{2}$/.exec(expiry)?.[1]);
  if (!(month >= 1 && month <= 12)) throw invalid('The expiry date must be MM/YY.');
  if (expiryPassed(expiry, ctx.now())) throw invalid(CARD_EXPIRED);
}

/** Checks what a provider (or a form) says about a card: 422 naming the field. */
export function checkTokenisedCard(ctx: Context, card: TokenisedCard): TokenisedCard {
  if (!/^[A-Za-z0-9_-]{8,80}$/.test(card.token)) throw invalid('token must be the provider token: 8 to 80 letters, digits, _ or -.');
  if (!/^\d{4}$/.test(card.last4)) throw invalid('last4 must be the last 4 digits of the card.');
  const brand = card.brand.toUpperCase();
  if (!(CARD_BRANDS as readonly string[]).includes(brand)) throw invalid(`brand must be one of ${CARD_BRANDS.join(', ')}.`);
  checkExpiry(ctx, card.expiry);
  if (!card.holderName) throw invalid('holderName is required.');
  return { ...card, brand };
}

/** The vault entry of a token, if the provider issued it. */
export const vaultEntry = (ctx: Context, token: string): Row | undefined => ctx.rows(VAULT).find((t) => t.token === token);

/** Stores a token the provider issued for a customer (again: the same entry). */
export function storeToken(ctx: Context, customerId: number, provider: string, card: TokenisedCard): Row {
  const known = vaultEntry(ctx, card.token);
  if (known) {
    if (known.customerId !== customerId) throw invalid('This card token belongs to another customer.');
    return known;
  }
  return ctx.insert(VAULT, { ...card, provider, customerId, cardId: null, createdAt: ctx.nowIso() });
}

/**
 * A vault token the customer may add as a card: the provider issued it for this customer, and no live
 * card holds it (a card deleted earlier may be added again).
 */
export function tokenToAdd(ctx: Context, customer: CustomerRecord, token: string): Row {
  const entry = vaultEntry(ctx, token);
  if (!entry) throw invalid('The payment provider does not know this card token.');
  if (entry.customerId !== customer.id) throw invalid('This card token belongs to another customer.');
  const holder = ctx.rows('cards').find((c) => c.providerToken === token && c.deleted !== true);
  if (holder) throw invalid(`This card is already card ${holder.id} of the customer.`);
  return entry;
}

/** Whether the customer has a card that can be charged (active or linked). */
export const hasUsableCard = (ctx: Context, customerId: number) =>
  ctx.rows('cards').some((c) => c.customerId === customerId && (c.status === 'active' || c.status === 'linked'));

/**
 * Stores a card of the customer from a vault entry. An active card is the one charged: the customer's
 * other active card becomes linked, as when staff activate one (card.ts).
 */
export function addCard(ctx: Context, customer: CustomerRecord, entry: Row, status: 'active' | 'linked', by: string): CardRow {
  const now = ctx.nowIso();
  if (status === 'active') {
    for (const other of ctx.rows('cards')) {
      if (other.customerId !== customer.id || other.status !== 'active') continue;
      other.status = 'linked';
      other.active = false;
      (other.statusHistory as unknown[] | undefined)?.push({ status: 'linked', createdAt: now, createdBy: by });
    }
  }
  const last4 = String(entry.last4);
  const card = ctx.insert('cards', {
    customerId: customer.id,
    country: customer.country,
    maskedPan: `**** **** **** ${last4}`,
    last4,
    brand: entry.brand,
    expiry: entry.expiry,
    holderName: entry.holderName,
    provider: entry.provider,
    providerToken: entry.token,
    status,
    active: status === 'active',
    linked: true,
    deleted: false,
    subStatus: null,
    validated: false,
    validatedAt: null,
    createdAt: now,
    createdBy: by,
    statusHistory: [
      { status: 'linked', createdAt: now, createdBy: by },
      ...(status === 'active' ? [{ status: 'active', createdAt: now, createdBy: by }] : []),
    ],
  }) as unknown as CardRow;
  entry.cardId = card.id;
  ctx.changed();
  return card;
}
