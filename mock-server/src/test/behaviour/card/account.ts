import { expect } from 'vitest';
import type { Card, CardRecord } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { account, APPLICANT, cardsOf, customerByEmail, signIn, UK } from './seed.ts';

/* The customer's own cards on the site (their list, adding a card by its number) and the cards a payment
 * link shows to whoever holds it. */

/**
 * A payment link of a loan: the applicant's approved loan is paid out (the customer accepts the agreement and takes the payout), and
 * the transfer SMS carries the link; its token is read from the SMS history as the customer's phone shows it.
 */
async function paymentLink(w: World): Promise<{ token: string; customerId: number }> {
  const { customer, loan, card } = await account(w, APPLICANT);
  const [bank] = await w.ok('bankscraper.getAccountWithBankDetails', { params: { customerId: customer.id } });
  const as = await signIn(w, customer);
  await w.ok('loan.account/agreement', { as, data: { loanId: loan.id, accepted: true } });
  await w.ok('loan.account/setLoanIssued', { as, data: { loanId: loan.id, cardId: card.id, bankAccountId: Number(bank?.id) } });
  const sms = (await w.ok('communication.sms/history', { params: { mobilePhone: customer.mobilePhone } })) as { text: string }[];
  const token = sms.map((m) => /\/r\/([0-9a-f]+)/.exec(m.text)?.[1]).find(Boolean);
  if (!token) throw new Error('the transfer SMS has no payment link');
  return { token, customerId: customer.id };
}

/** The customer's own card list and the console's list of the same customer. */
type Lists = { own: Card[]; staff: CardRecord[] };

const NEW_CARD = { cardNumber: '5555 5555 5555 4444', expiry: '10/31', cvv: '123', holderName: 'Lennie Koch' };

export const accountCases: Cases<'card'> = {
  'card.account/cards': {
    reads: "the signed-in customer's own cards: the seed's one card, its last four digits and brand",
    call: {},
    check: async ({ data }, w) => {
      const { card } = await account(w, UK);
      expect(data).toEqual([expect.objectContaining({ id: card.id, maskedPan: card.maskedPan, brand: card.brand, expiry: card.expiry })]);
      expect(data[0]?.last4).toBe(card.maskedPan.slice(-4));
    },
    refuses: [
      { call: { as: 'admin' }, status: 403, message: 'You are not allowed to do this.' },
      { call: { as: 'public' }, status: 401, message: 'Authorization Error' },
    ],
  },
  'card.account/createAndValidate': {
    does: "the customer adds a card: it is checked with the bank and becomes the card charged, in the customer's and the console's lists",
    call: { data: NEW_CARD },
    readBack: async (w) => ({
      own: await w.ok('card.account/cards'),
      staff: await cardsOf(w, (await customerByEmail(w, UK)).id),
    }),
    check: (after: Lists, before: Lists, answer) => {
      expect(answer.data).toMatchObject({ last4: '4444', brand: 'MASTERCARD', expiry: '10/31' });
      expect(after.own.map((c) => c.id)).toEqual([answer.data.id, ...before.own.map((c) => c.id)]);
      const added = after.staff.find((c) => c.id === answer.data.id);
      expect(added).toMatchObject({ status: 'active', validated: true, holderName: 'Lennie Koch' });
      const previous = before.staff.find((c) => c.status === 'active');
      expect(after.staff.find((c) => c.id === previous?.id)?.status).toBe('linked');
    },
    refuses: [
      { call: { data: { ...NEW_CARD, cardNumber: '4242 4242 4242 4241' } }, status: 422, message: 'The card number is not valid.' },
      { call: { data: { ...NEW_CARD, cardNumber: '4242424242424242', expiry: '01/20' } }, status: 422, message: 'The card has expired.' },
      {
        call: { data: { ...NEW_CARD, cardNumber: '4242424242424242', cvv: '12' } },
        status: 422,
        message: 'The security code must be 3 digits.',
      },
    ],
  },
  'card.getCardsWithToken': {
    reads: "the cards of the loan's customer, for whoever holds the payment link: short form, no holder name",
    call: async (w) => ({ vars: { token: (await paymentLink(w)).token } }),
    check: async ({ data }, w) => {
      const { id } = await customerByEmail(w, APPLICANT);
      const live = (await cardsOf(w, id)).filter((c) => !c.deleted);
      expect(data.map((c) => c.id).sort()).toEqual(live.map((c) => c.id).sort());
      for (const c of data) expect(Object.keys(c).sort()).toEqual(['brand', 'id', 'last4', 'lastUse', 'maskedPan']);
      expect(data.find((c) => c.lastUse)?.lastUse).toMatchObject({ ok: true });
    },
    refuses: [{ call: { vars: { token: 'not-a-link' } }, status: 422, message: 'This payment link is not valid.' }],
  },
};
