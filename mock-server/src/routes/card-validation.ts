import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { id, list, str } from '../validate.ts';
import { addCard, expiryPassed, hasUsableCard, tokenToAdd } from './card-vault.ts';
import type { Routes } from './define.ts';
import { CARD_EXPIRED, cardFails, cardTransaction, numberFails, type CardRow } from './loan-account/cards.ts';
import { customerOr422, idFrom, loanOr422, rowOr422, staffName } from './staff-helpers.ts';

/* Adding a customer's card from a provider token, validating cards (a zero-value check with the bank), the
 * check before a loan application, and the provider's report of expired cards. */

export const VALIDATION_DECLINED = 'The card could not be validated: the bank declined the check.';
const UNLINKED = 'The card is unlinked: the customer withdrew the authority to charge it.';
const MAX_CARDS_AT_ONCE = 50;

/**
 * Asks the bank to check the card (the provider's smallest authorisation, reversed at once). Accepted, the
 * card is validated; declined, the failed check is recorded and the card stays as it was.
 */
export function validateCard(ctx: Context, card: CardRow, by: string): boolean {
  if (card.deleted) throw invalid(`Card ${card.id} is deleted.`);
  if (expiryPassed(String(card.expiry), ctx.now())) throw invalid(CARD_EXPIRED);
  if (cardFails(card)) {
    cardTransaction(ctx, card, null, 0.01, 'validate', 'failed', { createdBy: by });
    return false;
  }
  cardTransaction(ctx, card, null, 0.01, 'validate', 'success', { createdBy: by });
  card.validated = true;
  card.validatedAt = ctx.nowIso();
  ctx.changed();
  return true;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Why a card cannot be used for a loan application (none: it can). */
function cardRefusals(ctx: Context, card: CardRow, customer: CustomerRecord): string[] {
  const reasons: string[] = [];
  if (card.deleted || card.status === 'deleted') return ['The card is deleted.'];
  if (card.status === 'unlinked') reasons.push(UNLINKED);
  if (expiryPassed(String(card.expiry), ctx.now())) reasons.push(CARD_EXPIRED);
  if (card.validated !== true) reasons.push('The card has not been validated.');
  const holder = card.holderName;
  if (plain(holder) !== plain(`${customer.firstName} ${customer.lastName}`))
    reasons.push(`The card holder (${holder}) is not the customer.`);
  return reasons;
}

export function registerCardValidationRoutes(routes: Routes, ctx: Context): void {
  /** The card of the call; a customerId given too must be the card's customer. */
  const cardOf = (call: Call, cardId = idFrom(call, 'cardId')): CardRow => {
    const card = rowOr422(ctx, 'cards', cardId, 'Card') as CardRow;
    if (call.body.customerId !== undefined || call.query.customerId !== undefined) {
      const customerId = idFrom(call, 'customerId');
      if (card.customerId !== customerId) throw invalid(`Card ${card.id} is not a card of customer ${customerId}.`);
    }
    return card;
  };
  const create = (call: Call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const entry = tokenToAdd(ctx, customer, str(call.body, 'providerToken'));
    return { customer, entry };
  };

  routes.id('card.create', (call) => {
    const { customer, entry } = create(call);
    return addCard(ctx, customer, entry, hasUsableCard(ctx, customer.id) ? 'linked' : 'active', staffName(call));
  });
  routes.id('card.createAndValidate', (call) => {
    const { customer, entry } = create(call);
    // Declined, the card is not added: staff ask the customer for another card.
    if (numberFails(String(entry.last4))) throw invalid(`${VALIDATION_DECLINED} It was not added.`);
    const card = addCard(ctx, customer, entry, hasUsableCard(ctx, customer.id) ? 'linked' : 'active', staffName(call));
    validateCard(ctx, card, staffName(call));
    return card;
  });
  routes.id('card.validate', (call) => {
    const card = cardOf(call);
    if (!validateCard(ctx, card, staffName(call))) throw invalid(VALIDATION_DECLINED);
    return card;
  });
  routes.id('card.validate/multiple', (call) => {
    const ids = list(call.body, 'cardIds').map((v) => id(v, 'cardIds'));
    if (ids.length === 0) throw invalid('cardIds must name at least one card.');
    if (ids.length > MAX_CARDS_AT_ONCE) throw invalid(`At most ${MAX_CARDS_AT_ONCE} cards at once.`);
    // Every card is checked before any is validated: a wrong id changes nothing.
    const cards = [...new Set(ids)].map((cardId) => cardOf(call, cardId));
    return cards.map((card) => {
      if (card.deleted) return { cardId: card.id, validated: false, message: `Card ${card.id} is deleted.` };
      if (expiryPassed(String(card.expiry), ctx.now())) return { cardId: card.id, validated: false, message: CARD_EXPIRED };
      const validated = validateCard(ctx, card, staffName(call));
      return { cardId: card.id, validated, message: validated ? 'Validated.' : VALIDATION_DECLINED };
    });
  });

  routes.id(
    'card.checkCardValidationForLoanApplication',
    (call) => {
      const customer = customerOr422(ctx, idFrom(call, 'customerId'));
      const card = cardOf(call);
      const reasons = cardRefusals(ctx, card, customer);
      let loanId: number | null = null;
      if (call.body.loanId !== undefined && call.body.loanId !== null && call.body.loanId !== '') {
        const loan = loanOr422(ctx, idFrom(call, 'loanId'));
        if (loan.customerId !== customer.id) throw invalid(`Loan ${loan.id} is not a loan of customer ${customer.id}.`);
        if (loan.status !== 'requested' && loan.status !== 'approved')
          reasons.push(`Loan ${loan.id} is ${loan.status}: only a requested or approved loan is an application.`);
        loanId = loan.id;
      }
      return { customerId: customer.id, cardId: card.id, loanId, valid: reasons.length === 0, reasons };
    },
    { readOnly: true },
  );

  // The provider reports the cards it has closed: a card past its expiry is no longer charged.
  routes.id('card.maintenance/refreshCardStatuses', () => {
    const now = ctx.nowIso();
    const live = ctx.rows('cards').filter((c) => c.deleted !== true && c.status !== 'deleted');
    const closed = live.filter((c) => c.status !== 'unlinked' && expiryPassed(String(c.expiry), ctx.now()));
    for (const card of closed) {
      card.status = 'unlinked';
      card.active = false;
      card.linked = false;
      card.subStatus = 'expired';
      card.statusHistory = [
        ...((card.statusHistory as Row[] | undefined) ?? []),
        { status: 'unlinked', createdAt: now, createdBy: 'provider' },
      ];
    }
    if (closed.length) ctx.changed();
    return { checked: live.length, unlinked: closed.length, cardIds: closed.map((c) => c.id) };
  });
}
