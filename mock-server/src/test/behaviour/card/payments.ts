import { expect } from 'vitest';
import type { CardTransaction } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { account, loanBook, UK } from './seed.ts';

/* Staff charges on a stored card (a sale, through GkPay, by phone through the IVR), booked on the loan like
 * any card payment and read back through the loan's own reads; cancelling a sale; the card's transactions. */

const FORBIDDEN = 'You are not allowed to do this.';
const paidSum = (paid: number[]) => Math.round(paid.reduce((s, p) => s + p, 0) * 100) / 100;

/** The loan's book and the card's transactions, before and after a charge. */
const loanAndCard = async (w: World, loanId: number, cardId: number) => ({
  loan: await loanBook(w, loanId),
  transactions: await w.ok('card.transactions', { vars: { cardId } }),
});

/** What a charge must have done: one new card payment of the amount on the loan, its sale on the card. */
function expectCharged(after: LoanAndCard, before: LoanAndCard, amount: number, transactionId: number) {
  expect(after.loan.payments).toHaveLength(before.loan.payments.length + 1);
  const payment = after.loan.payments.find((p) => !before.loan.payments.some((b) => b.id === p.id));
  expect(payment).toMatchObject({ amount, method: 'card', deleted: false });
  expect(paidSum(after.loan.paid)).toBe(Math.round((paidSum(before.loan.paid) + amount) * 100) / 100);
  expect(after.transactions[0]).toMatchObject({ id: transactionId, type: 'sale', status: 'success', amount, paymentId: payment?.id });
}

type LoanAndCard = Awaited<ReturnType<typeof loanAndCard>>;
type Cancelled = LoanAndCard & { deleted: { id: number }[] };

export const paymentCases: Cases<'card'> = {
  'card.sale': {
    does: 'the card is charged and the payment is booked on the loan: a new card payment, the schedule paid by as much',
    call: async (w) => {
      const { customer, loan, card } = await account(w, UK);
      return { data: { cardId: card.id, customerId: customer.id, loanId: loan.id, amount: 10, reason: 'Agreed by phone' } };
    },
    readBack: (w, { data }) => loanAndCard(w, Number(data?.loanId), Number(data?.cardId)),
    check: (after, before, answer) => {
      expectCharged(after, before, 10, answer.data.id);
      expect(answer.data).toMatchObject({ channel: 'staff', provider: 'credorax', createdBy: 'admin@pronto.test', currency: 'GBP' });
    },
    refuses: [
      {
        call: async (w) => {
          const { loan, card } = await account(w, UK);
          return { data: { cardId: card.id, loanId: loan.id, amount: 10, reason: '' } };
        },
        status: 422,
        message: 'Please give a reason for this action.',
      },
      {
        call: async (w) => {
          const { loan, card } = await account(w, UK);
          return { data: { cardId: card.id, loanId: loan.id, amount: 10, reason: 'x' }, as: 'agent' };
        },
        status: 403,
        message: FORBIDDEN,
      },
      {
        call: async (w) => {
          const { loan, card } = await account(w, UK);
          // A wrong type on purpose: the amount as the words a clerk might type.
          return { data: { cardId: card.id, loanId: loan.id, amount: 'ten' as unknown as number, reason: 'x' } };
        },
        status: 422,
        message: 'amount must be a number.',
      },
      {
        call: async (w) => {
          const { loan, card } = await account(w, UK);
          return { data: { cardId: card.id, loanId: loan.id, amount: 1.234, reason: 'x' } };
        },
        status: 422,
        message: 'amount must be in whole pence or cents.',
      },
      {
        call: async (w) => {
          const { loan, card } = await account(w, UK);
          return { data: { cardId: card.id, loanId: loan.id, amount: 100000, reason: 'x' } };
        },
        status: 422,
        message: /^The amount of £[\d,.]+ is more than the £[\d,.]+ owed on loan \d+ \(what settles it on /,
      },
      {
        call: async (w) => {
          const { card } = await account(w, UK);
          const { loan } = await account(w, 'cliente.approved@pronto.es');
          return { data: { cardId: card.id, loanId: loan.id, amount: 1, reason: 'x' } };
        },
        status: 422,
        message: /^Loan \d+ is not a loan of the card's customer\.$/,
      },
    ],
  },
  'card.saleOnGkPay': {
    does: "the card is charged through GkPay and the payment booked on the customer's only open loan",
    call: async (w) => {
      const { customer, card } = await account(w, UK);
      return { data: { cardId: card.id, customerId: customer.id, amount: 4, reason: 'Customer asked' } };
    },
    readBack: async (w, { data }) => {
      const { loan } = await account(w, UK);
      return loanAndCard(w, loan.id, Number(data?.cardId));
    },
    check: async (after, before, answer, w) => {
      expectCharged(after, before, 4, answer.data.id);
      expect(answer.data).toMatchObject({ provider: 'gkpay', channel: 'gkpay', loanId: (await account(w, UK)).loan.id });
    },
    refuses: [
      {
        call: async (w) => {
          const { card } = await account(w, UK);
          return { data: { cardId: card.id, amount: 0, reason: 'x' } };
        },
        status: 422,
        message: 'Please enter an amount.',
      },
    ],
  },
  'card.ivr': {
    does: 'a payment taken by phone that settles the loan: booked on it, every instalment paid, the loan repaid',
    call: async (w) => {
      const { customer, loan, card } = await account(w, 'customer.internalcollection@pronto.test');
      const quote = (await w.ok('loan.calculateFutureCloseAmount', { data: { loanId: loan.id } })) as { amount: number };
      return { data: { cardId: card.id, customerId: customer.id, loanId: loan.id, amount: quote.amount, reason: 'Paid by phone' } };
    },
    readBack: (w, { data }) => loanAndCard(w, Number(data?.loanId), Number(data?.cardId)),
    check: (after, before, answer) => {
      expectCharged(after, before, answer.data.amount, answer.data.id);
      expect(answer.data.channel).toBe('ivr');
      expect(before.loan.status).toBe('overdue');
      expect(after.loan.status).toBe('repaid');
    },
    refuses: [
      {
        call: async (w) => {
          const { card } = await account(w, 'customer.internalcollection@pronto.test');
          // The IVR always names the loan; the missing field is the case under test.
          return {
            data: { cardId: card.id, amount: 6, reason: 'x' } as { cardId: number; amount: number; reason: string; loanId: number },
          };
        },
        status: 422,
        message: 'loanId is required.',
      },
    ],
  },
  'card.transaction/cancel': {
    does: 'a sale is cancelled: the payment it booked no longer counts on the loan, it is listed deleted, the sale cancelled',
    call: async (w) => {
      const { loan, card } = await account(w, UK);
      const sale = await w.ok('card.sale', { data: { cardId: card.id, loanId: loan.id, amount: 3, reason: 'Charged twice' } });
      return { data: { cardId: card.id, transactionId: sale.id, reason: 'Charged twice' } };
    },
    readBack: async (w, { data }) => {
      const { loan } = await account(w, UK);
      return {
        ...(await loanAndCard(w, loan.id, Number(data?.cardId))),
        deleted: (await w.ok('loan.getDeletedPayments', { params: { loanId: loan.id } })) as { id: number }[],
      };
    },
    check: (after: Cancelled, before: Cancelled, answer) => {
      const paymentId = answer.data.reversedPaymentId;
      expect(before.loan.payments.map((p) => p.id)).toContain(paymentId);
      expect(after.loan.payments.map((p) => p.id)).not.toContain(paymentId);
      expect(after.deleted.map((p) => p.id)).toContain(paymentId);
      expect(paidSum(after.loan.paid)).toBe(Math.round((paidSum(before.loan.paid) - 3) * 100) / 100);
      expect(after.transactions.find((t) => t.id === answer.data.id)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'admin@pronto.test',
      });
    },
    refuses: [
      {
        call: async (w) => {
          const { loan, card } = await account(w, UK);
          const sale = await w.ok('card.sale', { data: { cardId: card.id, loanId: loan.id, amount: 1, reason: 'x' } });
          await w.ok('card.transaction/cancel', { data: { cardId: card.id, transactionId: sale.id, reason: 'x' } });
          return { data: { cardId: card.id, transactionId: sale.id, reason: 'again' } };
        },
        status: 422,
        message: /^Transaction \d+ is already cancelled\.$/,
      },
      {
        call: async (w) => {
          const { card } = await account(w, UK);
          const other = await account(w, 'customer.legal@pronto.test');
          const [tx] = await w.ok('card.transactions', { vars: { cardId: card.id } });
          return { data: { cardId: other.card.id, transactionId: Number(tx?.id), reason: 'x' } };
        },
        status: 422,
        message: /^Transaction \d+ is not a transaction of card \d+\.$/,
      },
    ],
  },
  'card.test/sale': {
    does: "a sale in the provider's sandbox: recorded as a test, found by the transaction search, no card or loan",
    call: { data: { amount: 1.5 } },
    readBack: async (w) => (await w.ok('card.searchCardTransactions', { data: { q: 'test', perPage: 100 } })).items,
    check: (after: CardTransaction[], before: CardTransaction[], answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((t) => t.id === answer.data.id)).toMatchObject({
        type: 'test',
        status: 'success',
        environment: 'sandbox',
        amount: 1.5,
        currency: 'GBP',
        cardId: null,
        loanId: null,
      });
    },
    refuses: [
      { call: { data: { amount: 0 } }, status: 422, message: 'amount must be more than 0, in whole pence or cents.' },
      {
        call: { data: { amount: 1, cardNumber: '4111111111111112' } },
        status: 422,
        message: 'cardNumber must be a valid test card number.',
      },
    ],
  },

  'card.transactions': {
    reads: "the card's transactions, newest first: the seed's 0.01 check with the bank is there",
    call: async (w) => ({ vars: { cardId: (await account(w, UK)).card.id } }),
    check: async ({ data }, w) => {
      const { customer, card } = await account(w, UK);
      expect(data.every((t) => t.cardId === card.id && t.customerId === customer.id)).toBe(true);
      expect(data.at(-1)).toMatchObject({ type: 'validate', status: 'success', amount: 0.01, currency: 'GBP' });
      const at = data.map((t) => t.createdAt);
      expect(at).toEqual([...at].sort().reverse());
    },
    refuses: [{ call: { vars: { cardId: 999999 } }, status: 422, message: 'Card 999999 does not exist.' }],
  },
  'card.transactionsPaged': {
    reads: 'one page of the same transactions, with their whole count',
    call: async (w) => ({ vars: { cardId: (await account(w, UK)).card.id }, params: { page: 1, perPage: 2 } }),
    check: async ({ data }, w) => {
      const all = await w.ok('card.transactions', { vars: { cardId: (await account(w, UK)).card.id } });
      expect(data.total).toBe(all.length);
      expect(data.items).toEqual(all.slice(0, 2));
    },
  },
  'card.searchCardTransactions': {
    reads: "the transactions of a card found by the search: the card's own list, asked directly or in the console's search form",
    call: async (w) => ({ data: { cardId: (await account(w, UK)).card.id, perPage: 100 } }),
    check: async ({ data }, w) => {
      const cardId = (await account(w, UK)).card.id;
      const all = await w.ok('card.transactions', { vars: { cardId } });
      expect(data.total).toBe(all.length);
      expect(data.items.map((t) => t.id)).toEqual(all.map((t) => t.id));
      // The card's transactions tab sends its filter as every console list does: the same card's list, searched.
      // The search form's envelope is not in the contract's request type of this call.
      const asked = { filter: { cardId, q: 'validate' }, page: 1, perPage: 100 } as unknown as { cardId: number };
      const tab = await w.ok('card.searchCardTransactions', { data: asked });
      expect(tab.items.map((t) => t.id)).toEqual(all.filter((t) => t.type === 'validate').map((t) => t.id));
      expect(tab.total).toBeGreaterThan(0);
    },
  },
  'card.searchCardTransactions/csv': {
    reads: 'the same transactions as CSV: a header, then one line each',
    call: async (w) => ({ data: { cardId: (await account(w, UK)).card.id } }),
    check: async ({ data }, w) => {
      const all = await w.ok('card.transactions', { vars: { cardId: (await account(w, UK)).card.id } });
      const lines = data.trim().split(/\r?\n/);
      expect(lines[0]).toBe('id,cardId,customerId,loanId,amount,currency,type,status,createdAt');
      expect(lines).toHaveLength(all.length + 1);
      expect(lines[1]?.split(',')[0]).toBe(String(all[0]?.id));
    },
  },
};
