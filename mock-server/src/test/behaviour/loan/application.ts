import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { NOT_FOUND, accountOf, borrower, cardOf, linkToken, me, newest, newestOwn, ownLoans, type OwnLoan } from './borrower.ts';
import { as, due, round2, today } from './helpers.ts';

/* The customer's own loan application, as the borrower goes through it on the site: request, credit
 * decision, agreement and payout. The cases run in this order, each on the loan the earlier ones made. */

const request = { amount: 200, installments: 2, purpose: 'bills' };

/** A loan request as the three names of the call make it: the newest loan is a new request, an older one cancelled. */
const requestCase = (what: string) => ({
  does: `${what}: a new requested loan, any earlier request cancelled`,
  call: async (w: World) => ({ as: await me(w), data: request }),
  readBack: ownLoans,
  check: (after: OwnLoan[], before: OwnLoan[]) => {
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ status: 'requested', amount: 200, purpose: 'bills' });
    expect(after[0]!.installments).toHaveLength(2);
    expect(round2(after[0]!.installments.reduce((s, i) => s + i.principal, 0))).toBe(200);
    for (const earlier of before.filter((l) => l.status === 'requested'))
      expect(after.find((l) => l.id === earlier.id)?.status).toBe('cancelled');
  },
});

export const application: Cases<'loan'> = {
  'loan.journey': {
    reads: 'where the borrower is: their last loan repaid, their credit limit and the loan purposes',
    call: async (w) => ({ as: await me(w) }),
    check: async ({ data }, w) => {
      const journey = as<{ step: string; limit: number; loan: { id: number } | null; purposes: string[] }>(data);
      expect(journey.purposes).toEqual(['bills', 'car', 'household', 'emergency', 'travel', 'other']);
      expect(journey.limit).toBeGreaterThanOrEqual(200);
      expect(journey.step).toBe('repaid');
      expect(journey.loan?.id).toBe((await newest(w)).id);
    },
  },

  'loan.loanApplicationScreens': {
    reads: 'the screens of a new application, the last loan being repaid: all four from the request',
    call: async (w) => ({ as: await me(w), data: {} }),
    check: ({ data }) => {
      expect(data).toEqual({ step: 'repaid', screens: ['request', 'creditDecision', 'agreements', 'financialInformation'] });
    },
  },

  'loan.prescrape': {
    reads: 'whether the borrower may connect a bank now',
    call: async (w) => ({ as: await me(w) }),
    check: ({ data }) => {
      expect(data).toEqual({ able: true, reason: null });
    },
  },

  'loan.requestLoan': {
    ...requestCase('asks for a loan'),
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { ...request, installments: 5 } }),
        status: 422,
        message: 'installments must be 1 to 4.',
      },
      {
        call: async (w) => ({ as: await me(w), data: { ...request, purpose: 'yacht' } }),
        status: 422,
        message: 'Please choose the purpose of the loan.',
      },
      { call: { as: 'agent', data: request }, status: 403, message: 'You are not allowed to do this.' },
    ],
  },
  'loan.makeLoanApplication': {
    ...requestCase('makes a loan application'),
    refuses: [
      { call: async (w) => ({ as: await me(w), data: { ...request, amount: 0 } }), status: 422, message: 'Please enter an amount.' },
    ],
  },
  'loan.apply': {
    ...requestCase('applies for a loan'),
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { ...request, installments: 0 } }),
        status: 422,
        message: 'installments must be 1 to 4.',
      },
    ],
  },

  'loan.checkstatus': {
    does: 'takes the credit decision on the request: within the limit, approved',
    call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id } }),
    readBack: newest,
    check: (after: OwnLoan, before: OwnLoan, answer) => {
      expect(before.status).toBe('requested');
      expect(after.status).toBe('approved');
      expect(answer.data).toMatchObject({ status: 'approved', message: null });
    },
    refuses: [{ call: { as: 'ES customer', data: { loanId: 1 } }, status: 404, message: NOT_FOUND }],
  },

  'loan.loanagreement': {
    reads: 'the agreement text of the approved loan, with its amount',
    call: async (w) => ({ as: await me(w), params: { loanId: (await newest(w)).id } }),
    check: ({ data }) => {
      expect(as<{ agreement: { body: string } }>(data).agreement.body).toContain('£200.00');
    },
  },

  'loan.account/agreement': {
    does: 'accepts the agreement: the loan reads as accepted and the agreement is kept as a document',
    call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, accepted: true } }),
    readBack: newestOwn,
    check: (after: OwnLoan, before: OwnLoan) => {
      expect(before.agreementAcceptedAt).toBeUndefined();
      expect(after.agreementAcceptedAt?.slice(0, 10)).toBe(today());
    },
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, accepted: false } }),
        status: 422,
        message: 'Please accept the agreement to continue.',
      },
    ],
  },

  'loan.loanAgreementAsPdf': {
    reads: 'the accepted agreement as a file',
    call: async (w) => ({ as: await me(w), params: { loanId: (await newest(w)).id } }),
    check: ({ data }) => {
      expect(as<{ content: string }>(data).content).toContain('£200.00');
    },
  },

  'loan.loanAgreementData': {
    reads: "the agreement's figures: the repayments of the plan and their total",
    call: async (w) => ({ as: await me(w), params: { loanId: (await newest(w)).id } }),
    check: async ({ data }, w) => {
      const loan = await newestOwn(w);
      const figures = as<{ amount: number; repayments: { amount: number }[]; totalPayable: number; totalCost: number; acceptedAt: string }>(
        data,
      );
      expect(figures.repayments.map((r) => r.amount)).toEqual(loan.installments.map((i) => round2(i.principal + i.interest)));
      expect(figures.totalCost).toBe(round2(figures.totalPayable - 200));
      expect(figures.acceptedAt).toBe(loan.agreementAcceptedAt);
    },
  },

  'loan.WidgetInit': {
    reads: "a bank-connection session with the UK's banks",
    call: async (w) => ({ as: await me(w) }),
    check: ({ data }) => {
      expect(as<{ banks: string[] }>(data).banks).toEqual(['Barclays', 'HSBC', 'Lloyds', 'NatWest', 'Santander UK']);
    },
  },

  'loan.account/setLoanIssued': {
    does: 'pays the loan out: issued today with its schedule from today, and the payment link texted',
    call: async (w) => ({
      as: await me(w),
      data: { loanId: (await newest(w)).id, cardId: (await cardOf(w)).id, bankAccountId: (await accountOf(w)).id },
    }),
    readBack: newestOwn,
    check: async (after: OwnLoan, _b, _a, w) => {
      expect(after).toMatchObject({ status: 'issued', issueDate: today() });
      expect(after.installments[0]!.interestStartDate).toBe(today());
      expect(await linkToken(w)).toMatch(/^[0-9a-f]{24}$/);
    },
    refuses: [
      {
        call: async (w) => ({ as: await me(w), data: { loanId: (await newest(w)).id, cardId: (await cardOf(w)).id } as never }),
        status: 422,
        message: /^bankAccountId must be/,
      },
    ],
  },

  'loan.loan': {
    reads: 'the running loan with its next instalment',
    call: async (w) => ({ as: await me(w) }),
    check: async ({ data }, w) => {
      const loan = as<OwnLoan>(data);
      expect(loan.id).toBe((await newest(w)).id);
      expect(loan.nextInstallment).toMatchObject({ number: 1, amount: due(loan.installments[0]!) });
    },
    refuses: [{ call: { as: 'ES customer', params: { loanId: 1 } }, status: 404, message: NOT_FOUND }],
  },

  'loan.customerAllLoans': {
    reads: "the borrower's loans, newest first, the running one on top",
    call: async (w) => ({ as: await me(w) }),
    check: async ({ data }, w) => {
      const loans = as<OwnLoan[]>(data);
      expect(loans.map((l) => l.id)).toEqual([...loans.map((l) => l.id)].sort((a, b) => b - a));
      expect(loans[0]!.status).toBe('issued');
      const { customerId } = await borrower(w);
      const book = await w.ok('loan.searchLoans', { data: { filter: { customerId }, page: 1, perPage: 100 } });
      expect(loans.map((l) => l.id).sort()).toEqual(book.items.map((l) => l.id).sort());
    },
  },

  'loan.customerLoansByStatus': {
    reads: "the borrower's loans of a status: the three requests cancelled on the way",
    call: async (w) => ({ as: await me(w), params: { status: 'cancelled' } }),
    check: ({ data }) => {
      const loans = as<OwnLoan[]>(data);
      expect(loans.length).toBeGreaterThanOrEqual(2);
      expect(loans.every((l) => l.status === 'cancelled' && l.customerId === loans[0]!.customerId)).toBe(true);
    },
  },
};
