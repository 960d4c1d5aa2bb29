import { expect } from 'vitest';
import type { StaffLoan } from '@pronto/api';
import { DAILY_COST_CAP_RATE, rolloverInterest } from '@pronto/domain';
import type { Cases, World } from '../harness.ts';
import { as, due, freeCustomer, once, round2, standing, today } from './helpers.ts';

/* The customer's own loan, from the request to the payments, as a customer free to borrow goes through it
 * on the site (signed in through membership.login): request, credit decision, agreement, payout, rollover,
 * payments by card and by the payment link the payout texts. The cases run in this order, each on the loan
 * the earlier ones made. */

const NOT_FOUND = 'Loan not found.';

interface OwnLoan extends StaffLoan {
  agreementAcceptedAt?: string;
  paymentReasons?: { reason: string; details: string }[];
  nextInstallment: { number: number; expectedDate: string; amount: number } | null;
  summary: { settlementToday: number; totalRepaid: number };
}

/** The borrower of these cases: a customer free to borrow, signed in on the site. */
const borrower = once(async (w: World) => {
  const customerId = await freeCustomer(w);
  const details = as<{ mobilePhone: string }>(await w.ok('customer.customer', { as: 'agent', params: { customerId } }));
  const session = await w.ok('membership.login', { data: { phoneNumber: details.mobilePhone, password: '1234', countryCode: 'GB' } });
  return { customerId, phone: details.mobilePhone, token: session.token };
});
/** The borrower as a caller. */
const me = async (w: World) => ({ token: (await borrower(w)).token });

/** The borrower's loans, newest first (loan.customerAllLoans). */
const ownLoans = async (w: World) => as<OwnLoan[]>(await w.ok('loan.customerAllLoans', { as: await me(w) }));
/** The borrower's newest loan. */
const newest = async (w: World) => (await ownLoans(w))[0]!;
/** One of the borrower's loans as the site reads it (loan.loan). */
const ownLoan = async (w: World, loanId: number) => as<OwnLoan>(await w.ok('loan.loan', { as: await me(w), params: { loanId } }));
const newestOwn = async (w: World) => ownLoan(w, (await newest(w)).id);
/** The borrower's active card and bank account. */
const cardOf = async (w: World) =>
  as<{ id: number; status: string }[]>(await w.ok('card.account/cards', { as: await me(w) })).find((c) => c.status === 'active')!;
const accountOf = async (w: World) =>
  as<{ id: number }[]>(await w.ok('bankscraper.account/getEligibleBankAccount', { as: await me(w), data: {} }))[0]!;

/** The payment link the payout texted to the borrower: its token. */
async function linkToken(w: World): Promise<string> {
  const sms = as<{ text: string }[]>(await w.ok('communication.sms/history', { params: { mobilePhone: (await borrower(w)).phone } }));
  const token = sms.map((s) => /\/r\/([0-9a-f]+)/.exec(s.text)?.[1]).find(Boolean);
  if (!token) throw new Error('no payment link texted to the borrower');
  return token;
}

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

export const account: Cases<'loan'> = {
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
    call: async (w) => ({ as: await me(w), data: {} }),
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

  'loan.payLoanWithToken': {
    does: 'pays from the payment link with a card of the customer: the payment is on the loan',
    call: async (w) => ({ vars: { token: await linkToken(w), selectedCardId: (await cardOf(w)).id }, data: { amount: 10 } }),
    readBack: newestOwn,
    check: (after: OwnLoan, before: OwnLoan) => {
      expect(standing(after).at(-1)).toMatchObject({ amount: 10, method: 'token', date: today() });
      expect(after.summary.totalRepaid).toBe(round2(before.summary.totalRepaid + 10));
    },
    refuses: [
      {
        call: async (w) => ({ vars: { token: await linkToken(w), selectedCardId: 999999 }, data: { amount: 10 } }),
        status: 422,
        message: 'Please choose one of your cards.',
      },
    ],
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
