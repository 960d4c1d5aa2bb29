import { expect } from 'vitest';
import type { CardRecord, SearchResponse } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { APPLICANT, account, cardsOf, customerByEmail, spareToken } from './seed.ts';

/* Checking cards with the bank (a 0.01 authorisation), the check before a loan application, and the
 * provider's report of the cards it has closed. */

/** A card added from a spare provider token, not validated yet (setup through card.create). */
async function newCard(w: World) {
  const spare = spareToken(w, 'credorax');
  const card = await w.ok('card.create', { data: { customerId: spare.customerId, providerToken: spare.token } });
  return { customerId: spare.customerId, cardId: card.id };
}

/**
 * A card's validation state and its checks with the bank, read back through the console's card search and
 * transaction search (both answer an empty list for an unknown card, as a refused call may name one).
 */
const validationOf = async (w: World, cardId: number) => {
  // The assumed console search answers a page of card rows (its entry's answer is not typed in the contract).
  const search = (await w.ok('card.searchCards', { data: { filter: { id: cardId }, page: 1, perPage: 1 } })) as SearchResponse<CardRecord>;
  const [card] = search.items;
  const found = await w.ok('card.searchCardTransactions', { data: { cardId, perPage: 100 } });
  const checks = found.items.filter((t) => t.type === 'validate');
  return { validated: card?.validated, checks: checks.map((t) => ({ id: t.id, status: t.status, amount: t.amount })) };
};

type Validation = Awaited<ReturnType<typeof validationOf>>;

export const validationCases: Cases<'card'> = {
  'card.validate': {
    does: 'the bank accepts the check: the card is listed validated and the 0.01 check is in its transactions',
    call: async (w) => {
      const { customerId, cardId } = await newCard(w);
      return { data: { cardId, customerId } };
    },
    readBack: (w, { data }) => validationOf(w, Number(data?.cardId)),
    check: (after, before) => {
      expect(before).toEqual({ validated: false, checks: [] });
      expect(after.validated).toBe(true);
      expect(after.checks).toEqual([expect.objectContaining({ status: 'success', amount: 0.01 })]);
    },
    refuses: [
      {
        call: async (w) => {
          const { cardId } = await newCard(w);
          return { data: { cardId, customerId: (await customerByEmail(w, APPLICANT)).id } };
        },
        status: 422,
        message: /^Card \d+ is not a card of customer \d+\.$/,
      },
      { call: { data: { cardId: 999999 } }, status: 422, message: 'Card 999999 does not exist.' },
    ],
  },
  'card.validate/multiple': {
    does: 'each card named is checked with the bank: both listed validated, each with a new check',
    call: async (w) => {
      const { customerId, cardId } = await newCard(w);
      const seeded = (await cardsOf(w, customerId)).find((c) => c.id !== cardId && c.status !== 'deleted');
      return { data: { customerId, cardIds: [cardId, Number(seeded?.id)] } };
    },
    readBack: (w, { data }) => Promise.all((data?.cardIds ?? []).map((cardId) => validationOf(w, cardId))),
    check: (after: Validation[], before: Validation[], answer) => {
      expect(answer.data.map((r) => [r.validated, r.message])).toEqual([
        [true, 'Validated.'],
        [true, 'Validated.'],
      ]);
      after.forEach((card, i) => {
        expect(card.validated).toBe(true);
        expect(card.checks).toHaveLength((before[i]?.checks.length ?? 0) + 1);
        expect(card.checks[0]?.status).toBe('success');
      });
    },
    refuses: [
      {
        call: async (w) => {
          const { customerId, cardId } = await newCard(w);
          return { data: { customerId, cardIds: [cardId, 999999] } };
        },
        status: 422,
        message: 'Card 999999 does not exist.',
      },
      { call: { data: { cardIds: [] } }, status: 422, message: 'cardIds must name at least one card.' },
    ],
  },
  'card.checkCardValidationForLoanApplication': {
    reads: "whether a card may be used for an application: the applicant's validated card passes, a deleted card does not",
    call: async (w) => {
      const { customer, loan, card } = await account(w, APPLICANT);
      return { data: { customerId: customer.id, cardId: card.id, loanId: loan.id } };
    },
    check: async ({ data }, w) => {
      const { customer, loan, card } = await account(w, APPLICANT);
      expect(data).toEqual({ customerId: customer.id, cardId: card.id, loanId: loan.id, valid: true, reasons: [] });
      const other = await customerByEmail(w, 'customer.securitychecked@pronto.test');
      const deleted = (await cardsOf(w, other.id)).find((c) => c.status === 'deleted');
      const no = await w.ok('card.checkCardValidationForLoanApplication', { data: { customerId: other.id, cardId: Number(deleted?.id) } });
      expect(no).toMatchObject({ valid: false, reasons: ['The card is deleted.'] });
    },
    refuses: [
      {
        call: async (w) => {
          const { customer, card } = await account(w, APPLICANT);
          const { loan } = await account(w, 'customer.approved@pronto.test');
          return { data: { customerId: customer.id, cardId: card.id, loanId: loan.id } };
        },
        status: 422,
        message: /^Loan \d+ is not a loan of customer \d+\.$/,
      },
    ],
  },
  'card.maintenance/refreshCardStatuses': {
    does: 'a card the provider reports expired is unlinked, with sub-status expired and the provider in its history',
    call: async (w) => {
      const { id } = await customerByEmail(w, 'customer.closed@pronto.test');
      const [card] = await cardsOf(w, id);
      // The provider's record of the card says it has expired (no card of the seed has yet, and no catalogue
      // call can add an expired one): set on the mock, as the provider's report would find it.
      const row = w.outside.ctx.rows('cards').find((c) => c.id === card?.id);
      if (row) row.expiry = '01/20';
      return { data: { reason: 'Monthly refresh' } };
    },
    readBack: async (w) => {
      const { id } = await customerByEmail(w, 'customer.closed@pronto.test');
      const [card] = await cardsOf(w, id);
      const history = await w.ok('card.statusHistory', { vars: { cardId: Number(card?.id) } });
      return { card, last: history.at(-1) };
    },
    check: (after, before, answer) => {
      expect(before.card?.status).toBe('active');
      expect(answer.data.cardIds).toEqual([after.card?.id]);
      expect(after.card).toMatchObject({ status: 'unlinked', subStatus: 'expired', active: false });
      expect(after.last).toMatchObject({ status: 'unlinked', createdBy: 'provider' });
    },
    refuses: [{ call: { data: {}, as: 'agent' }, status: 403, message: 'You are not allowed to do this.' }],
  },
};
