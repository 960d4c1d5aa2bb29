import { expect } from 'vitest';
import { DAILY_COST_CAP_RATE, rolloverInterest } from '@pronto/domain';
import type { Cases } from '../harness.ts';
import { NOT_FOUND, accountOf, cardOf, linkToken, me, newest, newestOwn, type OwnLoan } from './borrower.ts';
import { as, due, round2, standing, today } from './helpers.ts';

/* The borrower's running loan after the payout (application.ts): rollover, payments by card and by the
 * payment link the payout texted, a payment hold and a restructure asked for, and the widgets of the site. */

export const ownPayments: Cases<'loan'> = {
  'loan.rolloverAvailableDates': {
    reads: 'the dates the first instalment may move to',
    call: async (w) => ({ as: await me(w), params: { loanId: (await newest(w)).id } }),
    check: async ({ data }, w) => {
      const first = (await newestOwn(w)).installments[0]!;
      const { dates } = as<{ dates: string[] }>(data);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.every((d) => d > first.expectedDate)).toBe(true);
    },
  },

  'loan.rolloverCalculate': {
    reads: "what moving the first instalment to the first date offered costs: its interest now, the extra days' interest by the cap engine",
    call: async (w) => {
      const loanId = (await newest(w)).id;
      const { dates } = as<{ dates: string[] }>(await w.ok('loan.rolloverAvailableDates', { as: await me(w), params: { loanId } }));
      return { as: await me(w), params: { loanId, date: dates[0] } };
    },
    check: async ({ data }, w) => {
      const loan = await newestOwn(w);
      const first = loan.installments[0]!;
      const cost = as<{ date: string; days: number; payNow: number; extraInterest: number; newInstallmentAmount: number }>(data);
      const days = Math.round((Date.parse(cost.date) - Date.parse(first.expectedDate)) / 86_400_000);
      expect(cost).toMatchObject({ days, payNow: first.interest, extraInterest: rolloverInterest(loan, days) });
      expect(cost.extraInterest).toBeLessThanOrEqual(round2(first.principal * DAILY_COST_CAP_RATE * days));
      expect(cost.newInstallmentAmount).toBe(round2(first.principal + cost.extraInterest));
    },
  },

  'loan.account/rollover': {
    does: 'moves the first instalment to the date chosen and charges the cost to the card',
    call: async (w) => {
      const loanId = (await newest(w)).id;
      const { dates } = as<{ dates: string[] }>(await w.ok('loan.rolloverAvailableDates', { as: await me(w), params: { loanId } }));
      return { as: await me(w), data: { loanId, cardId: (await cardOf(w)).id, date: dates[0]! } };
    },
    readBack: newestOwn,
    check: (after: OwnLoan, before: OwnLoan, answer) => {
      const cost = as<{ payNow: number; date: string }>(answer.data);
      expect(after.installments[0]!.expectedDate).toBe(cost.date);
      expect(after.installments[0]!.rolledOverFrom).toBe(before.installments[0]!.expectedDate);
      expect(standing(after)).toEqual([expect.objectContaining({ amount: cost.payNow, method: 'card', purpose: 'rollover' })]);
      expect(after.rollovers).toBe(1);
    },
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, cardId: (await cardOf(w)).id, date: '2000-01-01' } }),
        status: 422,
        message: 'Please choose one of the dates offered.',
      },
    ],
  },

  'loan.account/calculateFutureCloseAmount': {
    reads: 'what settles the own loan today: the same as its summary says',
    call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id } }),
    check: async ({ data }, w) => {
      expect(as<{ amount: number }>(data).amount).toBe((await newestOwn(w)).summary.settlementToday);
    },
  },

  'loan.account/payLoanSingleInstallment': {
    does: 'pays the first instalment in full with the card',
    call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, cardId: (await cardOf(w)).id } }),
    readBack: newestOwn,
    check: (after: OwnLoan, before: OwnLoan, answer) => {
      const owed = due(before.installments[0]!);
      expect(as<{ paid: number }>(answer.data).paid).toBe(owed);
      expect(after.installments[0]).toMatchObject({ status: 'paid', paidDate: today() });
      expect(standing(after).at(-1)).toMatchObject({ amount: owed, method: 'card' });
      expect(after.nextInstallment?.number).toBe(2);
    },
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, cardId: 999999 } }),
        status: 422,
        message: 'Please choose one of your cards.',
      },
    ],
  },

  'loan.account/payloanv2': {
    does: 'pays an amount with the card: it lands on the next instalment',
    call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, cardId: (await cardOf(w)).id, amount: 20 } }),
    readBack: newestOwn,
    check: (after: OwnLoan, before: OwnLoan) => {
      expect(standing(after).at(-1)).toMatchObject({ amount: 20, method: 'card', date: today() });
      expect(round2(after.installments[1]!.paidAmount - before.installments[1]!.paidAmount)).toBe(20);
      expect(after.summary.totalRepaid).toBe(round2(before.summary.totalRepaid + 20));
    },
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, cardId: (await cardOf(w)).id, amount: 100000 } }),
        status: 422,
        message: /^The amount of £100,000\.00 is more than the £[\d,.]+ owed on loan \d+/,
      },
      {
        call: async (w) => ({ as: 'ES customer', data: { loanId: (await newest(w)).id, amount: 5 } as never }),
        status: 404,
        message: NOT_FOUND,
      },
    ],
  },

  'loan.account/paymentReason': {
    does: 'keeps the reason the customer gives for paying late on the loan',
    call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, reason: 'salaryLate', details: 'Paid on the 3rd' } }),
    readBack: newestOwn,
    check: (after: OwnLoan) => {
      expect(after.paymentReasons).toEqual([expect.objectContaining({ reason: 'salaryLate', details: 'Paid on the 3rd' })]);
    },
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, reason: 'weather' } }),
        status: 422,
        message: 'Please choose a reason.',
      },
    ],
  },

  'loan.loans.get': {
    reads: 'the loan behind the payment link: first name, what is due next and the summary',
    call: async (w) => ({ vars: { token: await linkToken(w) } }),
    check: async ({ data }, w) => {
      const loan = await newestOwn(w);
      expect(data.loan).toMatchObject({ id: loan.id, status: 'issued', nextInstallment: loan.nextInstallment });
    },
    refuses: [{ call: { vars: { token: 'not-a-link' } }, status: 422, message: 'This payment link is not valid.' }],
  },

  'loan.customerCanCreateImpediment': {
    reads: 'the borrower may ask for a payment hold on the running loan',
    call: async (w) => ({ as: await me(w) }),
    check: async ({ data }, w) => {
      expect(data).toMatchObject({ canCreate: true, loanIds: [(await newest(w)).id] });
    },
  },

  'loan.createLoanImpedimentWithToken': {
    does: 'asks for a payment hold from the payment link: pending, in the loan’s holds',
    call: async (w) => ({ vars: { token: await linkToken(w) }, data: { reason: 'I lost my job' } }),
    readBack: async (w) => w.ok('loan.getAllImpediments', { as: 'agent', params: { loanId: (await newest(w)).id } }),
    check: (after: { type: string; status: string; createdBy: string }[]) => {
      expect(after).toEqual([expect.objectContaining({ type: 'I lost my job', status: 'pending', createdBy: 'customer (link)' })]);
    },
    refuses: [{ call: { vars: { token: 'not-a-link' }, data: { reason: 'x' } }, status: 422, message: 'This payment link is not valid.' }],
  },

  'loan.restructureByCustomer': {
    does: "asks collections for a new payment plan: the request is in the loan's collection history",
    call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, installmentCount: 4 } }),
    readBack: async (w) => w.ok('loan.icHistory', { as: 'agent', params: { loanId: (await newest(w)).id } }),
    check: (after: { kind: string; value: unknown; createdBy: string }[], before: unknown[]) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ kind: 'restructureRequest', value: { installmentCount: 4 }, createdBy: 'customer' });
    },
    refuses: [
      { call: { as: 'ES customer', data: { loanId: 1, installmentCount: 4 } }, status: 404, message: NOT_FOUND },
      {
        call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, installmentCount: 13 } }),
        status: 422,
        message: 'installmentCount must be a whole number from 1 to 12.',
      },
    ],
  },

  'loan.payLoanWithToken': {
    does: 'pays from the payment link with a card of the customer: the payment is on the loan; without an amount, what is due next, never more than settles the loan',
    call: async (w) => ({ vars: { token: await linkToken(w), selectedCardId: (await cardOf(w)).id }, data: { amount: 10 } }),
    readBack: newestOwn,
    check: async (after: OwnLoan, before: OwnLoan, _a, w) => {
      expect(standing(after).at(-1)).toMatchObject({ amount: 10, method: 'token', date: today() });
      expect(after.summary.totalRepaid).toBe(round2(before.summary.totalRepaid + 10));
      // The last instalment owes its whole interest; what settles the loan today is less, and that is charged.
      const owed = after.summary.settlementToday;
      expect(due(after.installments.at(-1)!)).toBeGreaterThan(owed);
      const rest = await w.ok('loan.payLoanWithToken', {
        vars: { token: await linkToken(w), selectedCardId: (await cardOf(w)).id },
        data: {},
      });
      const settled = await newestOwn(w);
      expect(standing(settled).at(-1)).toMatchObject({ amount: owed, method: 'token' });
      expect(rest.paid).toBe(owed);
      expect(settled.status).toBe('repaid');
    },
    refuses: [
      {
        call: async (w) => ({ vars: { token: await linkToken(w), selectedCardId: 999999 }, data: { amount: 10 } }),
        status: 422,
        message: 'Please choose one of your cards.',
      },
    ],
  },

  'loan.banks': {
    reads: "the UK's banks open for the bank-connection step",
    call: async (w) => ({ as: await me(w) }),
    check: ({ data }) => {
      const banks = as<{ country: string; name: string; available: boolean }[]>(data);
      expect(banks.length).toBeGreaterThan(0);
      expect(banks.every((b) => b.country === 'GB' && b.available !== false)).toBe(true);
      expect(banks.map((b) => b.name)).not.toContain('Nationwide');
    },
  },

  'loan.cardHints': {
    reads: "the card step's hints: the borrower's card the payments used",
    call: async (w) => ({ as: await me(w) }),
    check: async ({ data }, w) => {
      const hints = as<{ suggested: { id: number } | null; hints: string[] }>(data);
      expect(hints.suggested?.id).toBe((await cardOf(w)).id);
      expect(hints.hints).toEqual(['Use a debit card in your own name.', 'The card must not have expired.']);
    },
  },

  'loan.RtbWidgetInit': {
    reads: 'a repeat borrower (the borrower has repaid loans) connects their bank again',
    call: async (w) => ({ as: await me(w) }),
    check: ({ data }) => {
      expect(data).toMatchObject({ purpose: 'repeatBorrower', banks: ['Barclays', 'HSBC', 'Lloyds', 'NatWest', 'Santander UK'] });
    },
  },

  'loan.anotherBankAccountWidgetInit': {
    reads: "a session to add another account beside the borrower's connected one",
    call: async (w) => ({ as: await me(w) }),
    check: async ({ data }, w) => {
      const session = as<{ purpose: string; connectedAccounts: { id: number }[] }>(data);
      expect(session.purpose).toBe('anotherAccount');
      expect(session.connectedAccounts.map((a) => a.id)).toContain((await accountOf(w)).id);
    },
  },
};
