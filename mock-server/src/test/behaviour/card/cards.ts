import { expect } from 'vitest';
import type { CardRecord, SearchResponse } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { account, APPLICANT, cardOf, cardsOf, customerByEmail, loanBook, spareToken } from './seed.ts';

/* The card lists of a customer and the staff calls that change a card's status, sub-status, privilege and
 * provider: each change shows in the customer's card list and in the card's status history. */

const FORBIDDEN = 'You are not allowed to do this.';
const REASON = 'Please give a reason for this action.';

/** A seeded customer's card of a status (by e-mail), with the customer's id. */
async function seededCard(w: World, email: string, status: CardRecord['status']) {
  const customer = await customerByEmail(w, email);
  const card = (await cardsOf(w, customer.id)).find((c) => c.status === status);
  if (!card) throw new Error(`${email} has no ${status} card in the seed`);
  return { customerId: customer.id, card };
}

/** One card and its history, read back through the customer's card list and the card's history. */
const cardAndHistory = async (w: World, customerId: number, cardId: number) => ({
  card: await cardOf(w, customerId, cardId),
  history: await w.ok('card.statusHistory', { vars: { cardId } }),
});

/** A customer's cards by status, and the ids of those the provider holds a token for. */
type Listed = { cards: Pick<CardRecord, 'id' | 'status' | 'deleted'>[]; tokened: number[] };
/** The assumed console search answers a page of card rows (its entry's answer is not typed in the contract). */
type CardSearch = SearchResponse<CardRecord>;
type Statuses = Pick<CardRecord, 'id' | 'status' | 'active'>[];

export const cardCases: Cases<'card'> = {
  'card.searchCards': {
    reads: "the console's card list: the cards of one customer, the same as the customer's own card list",
    call: async (w) => {
      const { id } = await customerByEmail(w, APPLICANT);
      return { data: { filter: { customerId: id }, page: 1, perPage: 10 } };
    },
    check: async (answer, w) => {
      const data = answer.data as CardSearch;
      const { id } = await customerByEmail(w, APPLICANT);
      const own = await cardsOf(w, id);
      expect(data.total).toBe(2);
      expect(data.items.map((c) => c.id).sort()).toEqual(own.map((c) => c.id).sort());
      expect(data.items.map((c) => c.status).sort()).toEqual(['active', 'linked']);
    },
  },
  'card.customer': {
    reads: "the customer's cards (seed: the UK approved customer has one active Credorax card, validated)",
    call: async (w) => ({ params: { customerId: (await customerByEmail(w, 'customer.approved@pronto.test')).id } }),
    check: async ({ data }, w) => {
      const customer = await customerByEmail(w, 'customer.approved@pronto.test');
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        customerId: customer.id,
        status: 'active',
        provider: 'credorax',
        holderName: `${customer.firstName} ${customer.lastName}`,
        validated: true,
      });
      expect(data[0]?.maskedPan).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    },
    refuses: [
      { call: { params: { customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' },
      { call: { params: {} }, status: 422, message: 'customerId is required.' },
      {
        call: async (w) => ({ params: { customerId: (await customerByEmail(w, APPLICANT)).id }, as: 'agent' }),
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'card.customer/ordered': {
    reads: "the customer's cards in the order collection charges them: the active card, then linked, the deleted last",
    call: async (w) => ({ params: { customerId: (await customerByEmail(w, APPLICANT)).id } }),
    check: async ({ data }, w) => {
      const { id } = await customerByEmail(w, APPLICANT);
      expect(data.map((c) => c.status)).toEqual(['active', 'linked']);
      const priority = await w.ok('bankscraper.cardPriorityList', { params: { customerId: id } });
      expect(data.map((c) => c.id)).toEqual(priority.map((p) => p.id));
      const other = await customerByEmail(w, 'customer.securitychecked@pronto.test');
      const withDeleted = await w.ok('card.customer/ordered', { params: { customerId: other.id } });
      expect(withDeleted.map((c) => c.status)).toEqual(['active', 'deleted']);
    },
  },
  'card.customer/mini': {
    reads: 'every card of the customer in short form, an unlinked one too',
    call: async (w) => ({ params: { customerId: (await customerByEmail(w, 'customer.externalcollection@pronto.test')).id } }),
    check: async ({ data }, w) => {
      const { id } = await customerByEmail(w, 'customer.externalcollection@pronto.test');
      const full = await cardsOf(w, id);
      expect(data).toEqual(full.map((c) => ({ id: c.id, maskedPan: c.maskedPan, brand: c.brand, status: c.status })));
      expect(data.map((c) => c.status).sort()).toEqual(['active', 'unlinked']);
    },
  },
  'card.customer/miniHavingToken': {
    reads: 'only the cards the provider holds a token for: the card the customer unlinked is left out',
    call: async (w) => ({ params: { customerId: (await customerByEmail(w, 'customer.externalcollection@pronto.test')).id } }),
    check: async ({ data }, w) => {
      const { card } = await seededCard(w, 'customer.externalcollection@pronto.test', 'active');
      expect(data).toEqual([{ id: card.id, maskedPan: card.maskedPan, brand: card.brand, status: 'active', provider: 'credorax' }]);
    },
  },
  'card.customer/latest': {
    reads: 'the newest card that is not deleted (seed: the newer card of this customer is deleted)',
    call: async (w) => ({ params: { customerId: (await customerByEmail(w, 'customer.securitychecked@pronto.test')).id } }),
    check: async ({ data }, w) => {
      const { card: active } = await seededCard(w, 'customer.securitychecked@pronto.test', 'active');
      const { card: deleted } = await seededCard(w, 'customer.securitychecked@pronto.test', 'deleted');
      expect(deleted.id).toBeGreaterThan(active.id);
      expect(data).toMatchObject({ id: active.id, status: 'active' });
    },
  },
  'card.statusHistory': {
    reads: "a card's status changes, oldest first, with who made them (a change made just before is the last)",
    call: async (w) => {
      const { card } = await seededCard(w, 'customer.legal@pronto.test', 'unlinked');
      await w.ok('card.setLinked', { data: { cardId: card.id } });
      return { vars: { cardId: card.id } };
    },
    check: ({ data }) => {
      expect(data.length).toBeGreaterThan(1);
      expect(data.at(-1)).toMatchObject({ status: 'linked', createdBy: 'admin@pronto.test' });
      expect(data.map((h) => h.createdAt)).toEqual(data.map((h) => h.createdAt).sort());
    },
    refuses: [{ call: { vars: { cardId: 999999 } }, status: 422, message: 'Card 999999 does not exist.' }],
  },
  'card.statusHistoryv2': {
    reads: 'the same history as statusHistory',
    call: async (w) => {
      const { card } = await seededCard(w, 'customer.legal@pronto.test', 'active');
      return { vars: { cardId: card.id } };
    },
    check: async ({ data }, w) => {
      const { card } = await seededCard(w, 'customer.legal@pronto.test', 'active');
      expect(data).toEqual(await w.ok('card.statusHistory', { vars: { cardId: card.id } }));
      expect(data.at(-1)?.status).toBe('active');
    },
  },
  'card.cardPrivileges': {
    reads: 'the privileges a card can have',
    call: {},
    check: ({ data }) => expect(data).toEqual(['standard', 'recurring', 'oneClick', 'blocked']),
  },
  'card.providerList': {
    reads: 'the card payment providers',
    call: {},
    check: ({ data }) => expect(data).toEqual(['credorax', 'paynopain', 'bizum', 'universalpay']),
  },

  'card.setLinked': {
    does: 'an unlinked card becomes linked again: listed linked, the change last in its history',
    call: async (w) => ({ data: { cardId: (await seededCard(w, 'customer.externalcollection@pronto.test', 'unlinked')).card.id } }),
    readBack: async (w, { data }) => {
      const { id } = await customerByEmail(w, 'customer.externalcollection@pronto.test');
      return cardAndHistory(w, id, Number(data?.cardId));
    },
    check: (after, before) => {
      expect(before.card).toMatchObject({ status: 'unlinked', linked: false });
      expect(after.card).toMatchObject({ status: 'linked', linked: true, active: false, deleted: false });
      expect(after.history).toHaveLength(before.history.length + 1);
      expect(after.history.at(-1)).toMatchObject({ status: 'linked', createdBy: 'admin@pronto.test' });
    },
    refuses: [
      {
        call: async (w) => ({ data: { cardId: (await seededCard(w, 'customer.securitychecked@pronto.test', 'deleted')).card.id } }),
        status: 422,
        message: /^Card \d+ is deleted\.$/,
      },
      {
        call: async (w) => ({
          data: { cardId: (await seededCard(w, 'customer.externalcollection@pronto.test', 'unlinked')).card.id },
          as: 'agent',
        }),
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'card.setUnlinked': {
    does: 'the customer withdrew the authority: the card is listed unlinked and can no longer be charged',
    call: async (w) => ({
      data: {
        cardId: (await seededCard(w, 'cliente.systemapproved@pronto.es', 'active')).card.id,
        reason: 'Customer withdrew the authority',
      },
    }),
    readBack: async (w, { data }) => {
      const { id } = await customerByEmail(w, 'cliente.systemapproved@pronto.es');
      return cardAndHistory(w, id, Number(data?.cardId));
    },
    check: async (after, before, _answer, w) => {
      expect(before.card?.status).toBe('active');
      expect(after.card).toMatchObject({ status: 'unlinked', active: false, linked: false });
      expect(after.history.at(-1)).toMatchObject({ status: 'unlinked', createdBy: 'admin@pronto.test' });
      const cardId = Number(after.card?.id);
      const charge = await w.call('card.sale', { data: { cardId, amount: 1, reason: 'test' } });
      expect([charge.status, charge.errors[0]?.message]).toEqual([
        422,
        `Card ${cardId} is unlinked: the customer withdrew the authority to charge it.`,
      ]);
    },
    refuses: [
      {
        call: async (w) => ({ data: { cardId: (await seededCard(w, 'cliente.systemapproved@pronto.es', 'active')).card.id, reason: '' } }),
        status: 422,
        message: REASON,
      },
      {
        call: async (w) => ({
          data: { cardId: (await seededCard(w, 'cliente.systemapproved@pronto.es', 'active')).card.id, reason: 'x' },
          as: 'reporter',
        }),
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'card.setDeleted': {
    does: 'the card is deleted: listed deleted, never the latest card, gone from the cards with a token',
    call: async (w) => ({
      data: { cardId: (await seededCard(w, 'customer.internalcollection@pronto.test', 'linked')).card.id, reason: 'Card reported stolen' },
    }),
    readBack: async (w) => {
      const { id } = await customerByEmail(w, 'customer.internalcollection@pronto.test');
      return {
        cards: (await cardsOf(w, id)).map((c) => ({ id: c.id, status: c.status, deleted: c.deleted })),
        tokened: (await w.ok('card.customer/miniHavingToken', { params: { customerId: id } })).map((c) => c.id),
      };
    },
    check: async (after: Listed, before: Listed, answer, w) => {
      const cardId = answer.data.id;
      expect(before.cards.find((c) => c.id === cardId)).toEqual({ id: cardId, status: 'linked', deleted: false });
      expect(after.cards.find((c) => c.id === cardId)).toEqual({ id: cardId, status: 'deleted', deleted: true });
      expect(before.tokened).toContain(cardId);
      expect(after.tokened).not.toContain(cardId);
      const history = await w.ok('card.statusHistory', { vars: { cardId } });
      expect(history.at(-1)).toMatchObject({ status: 'deleted', createdBy: 'admin@pronto.test' });
    },
    refuses: [
      {
        call: async (w) => ({
          data: { cardId: (await seededCard(w, 'customer.internalcollection@pronto.test', 'linked')).card.id, reason: '  ' },
        }),
        status: 422,
        message: REASON,
      },
      { call: { data: { cardId: 0, reason: 'no card' } }, status: 422, message: 'cardId must be a positive whole number.' },
    ],
  },
  'card.active': {
    does: "a linked card becomes the one charged: listed active, and the customer's active card before it becomes linked",
    call: async (w) => ({ vars: { cardId: (await seededCard(w, 'cliente.legal@pronto.es', 'linked')).card.id } }),
    readBack: async (w) => {
      const { id } = await customerByEmail(w, 'cliente.legal@pronto.es');
      return (await cardsOf(w, id)).map((c) => ({ id: c.id, status: c.status, active: c.active }));
    },
    check: (after: Statuses, before: Statuses, answer) => {
      const made = answer.data.id;
      const previous = before.find((c) => c.status === 'active');
      expect(before.find((c) => c.id === made)?.status).toBe('linked');
      expect(after.find((c) => c.id === made)).toEqual({ id: made, status: 'active', active: true });
      expect(after.find((c) => c.id === previous?.id)).toEqual({ id: previous?.id, status: 'linked', active: false });
      expect(after.filter((c) => c.status === 'active')).toHaveLength(1);
    },
    refuses: [
      {
        call: async (w) => ({ vars: { cardId: (await seededCard(w, 'customer.securitychecked@pronto.test', 'deleted')).card.id } }),
        status: 422,
        message: /^Card \d+ is deleted\.$/,
      },
    ],
  },
  'card.setCardSubStatus': {
    does: "the card's sub-status is set and recorded in its history",
    call: async (w) => ({
      data: { cardId: (await seededCard(w, 'cliente.externalcollection@pronto.es', 'active')).card.id, subStatus: 'lost' },
    }),
    readBack: async (w, { data }) => {
      const { id } = await customerByEmail(w, 'cliente.externalcollection@pronto.es');
      return cardAndHistory(w, id, Number(data?.cardId));
    },
    check: (after, before) => {
      expect(before.card?.subStatus).toBeNull();
      expect(after.card).toMatchObject({ subStatus: 'lost', status: 'active' });
      expect(after.history.at(-1)).toMatchObject({ status: 'subStatus:lost', createdBy: 'admin@pronto.test' });
    },
    refuses: [
      {
        call: async (w) => ({
          data: { cardId: (await seededCard(w, 'cliente.externalcollection@pronto.es', 'active')).card.id, subStatus: '' },
        }),
        status: 422,
        message: 'subStatus is required.',
      },
    ],
  },
  'card.cardPrivilege': {
    does: 'the card is blocked: the privilege is listed and in its history, and no charge on the card is taken any more',
    call: async (w) => ({
      data: { cardId: (await seededCard(w, 'cliente.externalcollection@pronto.es', 'active')).card.id, privilege: 'blocked' },
    }),
    readBack: async (w, { data }) => {
      const { id } = await customerByEmail(w, 'cliente.externalcollection@pronto.es');
      return cardAndHistory(w, id, Number(data?.cardId));
    },
    check: async (after, before, _answer, w) => {
      expect(before.card?.privilege).toBeUndefined();
      expect(after.card?.privilege).toBe('blocked');
      expect(after.history.at(-1)).toMatchObject({ status: 'privilege:blocked', createdBy: 'admin@pronto.test' });
      const { loan, card } = await account(w, 'cliente.externalcollection@pronto.es');
      const book = await loanBook(w, loan.id);
      const refused = `Card ${card.id} is blocked: it cannot be charged.`;
      const sale = await w.call('card.sale', { data: { cardId: card.id, loanId: loan.id, amount: 1, reason: 'Agreed by phone' } });
      expect([sale.status, sale.errors[0]?.message]).toEqual([422, refused]);
      const payloan = await w.call('loan.payloan', { data: { loanId: loan.id, cardId: card.id, amount: 1, reason: 'Agreed by phone' } });
      expect([payloan.status, payloan.errors[0]?.message]).toEqual([422, refused]);
      expect(await loanBook(w, loan.id)).toEqual(book);
    },
    refuses: [
      {
        call: async (w) => ({
          data: { cardId: (await seededCard(w, 'cliente.externalcollection@pronto.es', 'active')).card.id, privilege: 'gold' },
        }),
        status: 422,
        message: 'privilege must be one of standard, recurring, oneClick, blocked.',
      },
    ],
  },
  'card.addOrUpdateProvider': {
    does: 'the card is charged through another provider from now on',
    call: async (w) => ({
      data: { cardId: (await seededCard(w, 'cliente.securitychecked@pronto.es', 'active')).card.id, provider: 'universalpay' },
    }),
    readBack: async (w, { data }) => {
      const { id } = await customerByEmail(w, 'cliente.securitychecked@pronto.es');
      return cardAndHistory(w, id, Number(data?.cardId));
    },
    check: (after, before) => {
      expect(before.card?.provider).toBe('paynopain');
      expect(after.card?.provider).toBe('universalpay');
      expect(after.history.at(-1)).toMatchObject({ status: 'provider:universalpay' });
    },
    refuses: [
      {
        call: async (w) => ({
          data: { cardId: (await seededCard(w, 'cliente.securitychecked@pronto.es', 'active')).card.id, provider: 'visa' },
        }),
        status: 422,
        message: 'provider must be one of credorax, paynopain, bizum, universalpay.',
      },
    ],
  },

  'card.create': {
    does: "a card made from the provider's token is added to the customer's cards, linked (the customer has an active card), not validated yet",
    call: (w) => {
      const spare = spareToken(w, 'credorax');
      return Promise.resolve({ data: { customerId: spare.customerId, providerToken: spare.token } });
    },
    readBack: (w, { data }) => cardsOf(w, Number(data?.customerId)),
    check: (after: CardRecord[], before: CardRecord[], answer, w) => {
      const added = after.filter((c) => !before.some((b) => b.id === c.id));
      expect(added).toHaveLength(1);
      const token = String(answer.data.providerToken);
      expect(added[0]).toMatchObject({
        id: answer.data.id,
        status: 'linked',
        validated: false,
        providerToken: token,
        provider: 'credorax',
      });
      expect(added[0]?.maskedPan.slice(-4)).toBe(w.outside.ctx.rows('providerTokens').find((t) => t.token === token)?.last4);
    },
    refuses: [
      {
        call: (w) =>
          Promise.resolve({
            data: { customerId: spareToken(w, 'credorax').customerId, providerToken: 'credorax_tok_000000000000000000000000' },
          }),
        status: 422,
        message: 'The payment provider does not know this card token.',
      },
      {
        call: async (w) => ({
          data: { customerId: (await customerByEmail(w, APPLICANT)).id, providerToken: spareToken(w, 'credorax').token },
        }),
        status: 422,
        message: 'This card token belongs to another customer.',
      },
      {
        call: (w) => Promise.resolve({ data: { customerId: spareToken(w, 'credorax').customerId, providerToken: '' } }),
        status: 422,
        message: 'providerToken is required.',
      },
      {
        call: (w) => {
          const spare = spareToken(w, 'credorax');
          return Promise.resolve({ data: { customerId: spare.customerId, providerToken: spare.token }, as: 'reporter' });
        },
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'card.createAndValidate': {
    does: 'a card made from a token is added and checked with the bank at once: listed validated, with its 0.01 check',
    call: (w) => {
      const spare = spareToken(w, 'credorax');
      return Promise.resolve({ data: { customerId: spare.customerId, providerToken: spare.token } });
    },
    readBack: (w, { data }) => cardsOf(w, Number(data?.customerId)),
    check: async (after: CardRecord[], before: CardRecord[], answer, w) => {
      const added = after.filter((c) => !before.some((b) => b.id === c.id));
      expect(added).toEqual([expect.objectContaining({ id: answer.data.id, validated: true })]);
      const [check] = await w.ok('card.transactions', { vars: { cardId: answer.data.id } });
      expect(check).toMatchObject({ type: 'validate', status: 'success', amount: 0.01 });
    },
    refuses: [
      {
        call: (w) => Promise.resolve({ data: { customerId: spareToken(w, 'credorax').customerId, providerToken: 'x' } }),
        status: 422,
        message: 'The payment provider does not know this card token.',
      },
    ],
  },
};
