import { expect } from 'vitest';
import type { StaffLoan } from '@pronto/api';
import { DEFAULT_FEES_CAP, TOTAL_COST_CAP_RATIO } from '@pronto/domain';
import type { Cases, World } from '../harness.ts';
import {
  customerAccepts,
  addDays,
  as,
  freeCustomer,
  loanOf,
  newLoan,
  once,
  round2,
  runningLoan,
  standing,
  take,
  today,
  trailOf,
  byLoan,
  loanIdIn,
} from './helpers.ts';

/* Changes staff make to a loan: its status, dates, amount, payout account and schedule. A schedule
 * re-planned by a rollover or a restructure stays inside the caps of @pronto/domain. */

const NOT_ALLOWED = 'You are not allowed to do this.';
const REASON = 'Please give a reason for this action.';

/** The caps of CONC 5A on one loan as the book shows it: default fees at most £15, all charges at most the amount. */
export function expectWithinCaps(loan: StaffLoan) {
  const fees = round2(loan.installments.reduce((s, i) => s + i.fee, 0));
  const cost = round2(loan.installments.reduce((s, i) => s + i.interest + i.fee + i.lateInterest, 0));
  expect(fees, `loan ${loan.id}: default fees`).toBeLessThanOrEqual(DEFAULT_FEES_CAP);
  expect(cost, `loan ${loan.id}: total cost`).toBeLessThanOrEqual(round2(loan.amount * TOTAL_COST_CAP_RATIO));
}

const sumPrincipal = (l: StaffLoan) => round2(l.installments.reduce((s, i) => s + i.principal, 0));

const requested = (w: World) => take(w, { status: 'requested', country: 'GB' }, () => true, 'requested GB loan');
const reissued = once(runningLoan);
const restructured = once(runningLoan);
const statusLoan = once(requested);
const amountLoan = once(requested);

const newBorrower = once(freeCustomer);
/** Colin Collector signed in: a collection agent holding the everyday business operations, not rollovers. */
const collector = once(async (w: World) => ({
  token: as<{ token: string }>(
    await w.ok('report.login', { data: { emailAddress: 'collector@pronto.test', password: 'pronto123', country: 'GB' } }),
  ).token,
}));
/** An approved loan made through the console, its agreement not accepted yet. */
const issuableLoan = once((w: World) => newLoan(w, 200));

export const changes: Cases<'loan'> = {
  'loan.updateloanstatus': {
    does: 'sets a status by hand, recorded in the status history with who set it',
    call: async (w) => ({ as: 'agent', data: { loanId: (await statusLoan(w)).id, status: 'declined', reason: 'Fraud check failed' } }),
    readBack: async (w, opts) => ({
      loan: await byLoan(w, opts),
      history: await w.ok('loan.loanStatusHistory', { vars: { loanId: loanIdIn(opts) } }),
    }),
    check: (after: { loan: StaffLoan; history: { status: string; createdBy?: string }[] }) => {
      expect(after.loan.status).toBe('declined');
      expect(after.history.at(-1)).toMatchObject({ status: 'declined', createdBy: 'agent@pronto.test' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await runningLoan(w)).id, status: 'repaid', reason: 'x' } }),
        status: 422,
        message: /^Loan \d+ still owes £[\d,.]+: take a payment or give a discount before it is repaid\.$/,
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await statusLoan(w)).id, status: 'lost', reason: 'x' } }),
        status: 422,
        message: /^status must be one of requested, approved/,
      },
    ],
  },

  'loan.updateIssuedDateOfLoan': {
    does: 'plans the schedule again from the new issue date: every due date moves with it, the principal is the same',
    call: async (w) => {
      const loan = await reissued(w);
      return { as: 'agent', data: { loanId: loan.id, issueDate: addDays(loan.issueDate, 2), reason: 'Payout went a day late' } };
    },
    readBack: byLoan,
    check: (after: StaffLoan, before: StaffLoan) => {
      const newDate = addDays(before.issueDate, 2);
      expect(after.issueDate).toBe(newDate);
      expect(after.installments[0]).toMatchObject({ interestStartDate: newDate, id: before.installments[0]!.id });
      expect(after.installments.map((i) => i.expectedDate)).toEqual(before.installments.map((i) => addDays(i.expectedDate, 2)));
      expect(sumPrincipal(after)).toBe(after.amount);
      expectWithinCaps(after);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await reissued(w)).id, issueDate: addDays(today(), 1), reason: 'x' } }),
        status: 422,
        message: 'The issue date cannot be in the future: the money has been paid out.',
      },
    ],
  },

  'loan.updateCreatedDatesWithIssueDates': {
    does: 'dates a loan applied for before its (changed) issue date from the issue date',
    call: { as: 'agent', data: {} },
    readBack: async (w) => loanOf(w, (await reissued(w)).id),
    check: (after: StaffLoan, before: StaffLoan, answer) => {
      expect(before.createdAt.slice(0, 10)).not.toBe(after.issueDate);
      expect(after.createdAt).toMatch(new RegExp(`^${after.issueDate}T`));
      expect(as<{ loanIds: number[] }>(answer.data).loanIds).toContain(after.id);
    },
    refuses: [{ call: { as: 'reporter', data: {} }, status: 403, message: NOT_ALLOWED }],
  },

  'loan.changeLoanAmount': {
    does: 'plans a loan not paid out yet again for a new amount',
    call: async (w) => ({ as: 'agent', data: { loanId: (await amountLoan(w)).id, amount: 300, reason: 'Customer asked for more' } }),
    readBack: byLoan,
    check: (after: StaffLoan) => {
      expect(after.amount).toBe(300);
      expect(sumPrincipal(after)).toBe(300);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await runningLoan(w)).id, amount: 200, reason: 'x' } }),
        status: 422,
        message: /^Loan \d+ is issued: only a loan not paid out yet can change its amount\.$/,
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await amountLoan(w)).id, amount: 100000, reason: 'x' } }),
        status: 422,
        message: /^The amount is above the credit limit of customer \d+ \(£[\d,.]+\)\.$/,
      },
    ],
  },

  // Loan 437 of the seed (approved, customer 301): account 228 at Santander verified, 234 at Barclays not yet.
  'loan.setLoanAccountId': {
    does: "sets the payout account of an approved loan to the customer's verified account",
    call: { as: 'agent', data: { loanId: 437, reason: 'Payout account' } },
    readBack: (w) => loanOf(w, 437),
    check: (after: StaffLoan & { bankAccountId?: number }, _b, answer) => {
      expect(after.bankAccountId).toBe(228);
      expect(answer.data).toMatchObject({ loanId: 437, bankAccountId: 228, updated: 1 });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await runningLoan(w)).id, reason: 'x' } }),
        status: 422,
        message: /^Loan \d+ is issued: its payout account is fixed once the money has gone out\.$/,
      },
    ],
  },

  'loan.bankNotAvailable': {
    does: 'takes the payout account off the loan and marks its bank unavailable for it',
    call: { as: 'agent', data: { loanId: 437, reason: 'Santander refused the transfer' } },
    readBack: (w) => loanOf(w, 437),
    check: (after: StaffLoan & { bankAccountId?: number; bankNotAvailable?: object }) => {
      expect(after.bankAccountId).toBeUndefined();
      expect(after.bankNotAvailable).toMatchObject({ bankName: 'Santander', bankAccountId: 228, by: 'agent@pronto.test' });
    },
    refuses: [{ call: { as: 'agent', data: { loanId: 437 } }, status: 422, message: REASON }],
  },

  'loan.changeLoanToAccount': {
    does: 'moves the payout to another verified account of the customer, at another bank',
    call: async (w) => {
      // Scraping the bank verifies account 234 (Barclays).
      await w.ok('bankscraper.scrape', { data: { customerId: 301 } });
      return { as: 'agent', data: { loanId: 437, customerId: 301, accountId: 234, reason: 'Barclays account' } };
    },
    readBack: (w) => loanOf(w, 437),
    check: (after: StaffLoan & { bankAccountId?: number; bankNotAvailable?: object }) => {
      expect(after.bankAccountId).toBe(234);
      expect(after.bankNotAvailable).toBeUndefined();
    },
    refuses: [
      {
        call: { as: 'agent', data: { loanId: 437, accountId: 234, reason: 'x' } },
        status: 422,
        message: 'Bank account 234 is not verified: money only goes to a verified account.',
      },
    ],
  },

  'loan.rolloverSummary': {
    reads: 'what rolling the next instalment over costs now (its interest) and where it moves',
    call: async (w) => ({ as: 'agent', data: { loanId: (await rolledV2(w)).id, days: 10 } }),
    check: async ({ data }, w) => {
      const first = (await loanOf(w, (await rolledV2(w)).id)).installments[0]!;
      expect(data).toMatchObject({ days: 10, payNow: first.interest, date: addDays(first.expectedDate, 10), installmentNumber: 1 });
    },
  },

  'loan.rolloverv2': {
    does: "charges the next instalment's interest to the card and moves its due date",
    call: async (w) => ({ as: 'agent', data: { loanId: (await rolledV2(w)).id, days: 10, reason: 'Customer short this month' } }),
    readBack: byLoan,
    check: (after: StaffLoan, before: StaffLoan) => {
      const first = before.installments[0]!;
      expect(after.installments[0]!.expectedDate).toBe(addDays(first.expectedDate, 10));
      expect(after.payments).toEqual([expect.objectContaining({ amount: first.interest, method: 'card', date: today() })]);
      expect(after.rollovers).toBe(1);
      expectWithinCaps(after);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'reporter', data: { loanId: (await rolledV2(w)).id, days: 10, reason: 'x' } }),
        status: 403,
        message: NOT_ALLOWED,
      },
    ],
  },

  'loan.rollover': {
    does: 'moves the next unpaid instalment later, counts the rollover, and keeps the loan inside the caps',
    call: async (w) => ({ as: 'agent', data: { loanId: (await rolled(w)).id, days: 7, reason: 'Hardship' } }),
    readBack: byLoan,
    check: (after: StaffLoan, before: StaffLoan) => {
      expect(after.installments[0]!.expectedDate).toBe(addDays(before.installments[0]!.expectedDate, 7));
      expect(after.rollovers).toBe(1);
      expectWithinCaps(after);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await rolled(w)).id, days: 31, reason: 'x' } }),
        status: 422,
        message: 'days must be a whole number from 1 to 30.',
      },
      {
        // A collection agent not granted rollovers (membership.setCamBusinessOperationPermission) is refused.
        call: async (w) => ({ as: await collector(w), data: { loanId: (await rolled(w)).id, days: 7, reason: 'Hardship' } }),
        status: 403,
        message: 'You do not have the permission for rollovers: an admin grants it under Staff, Business operations.',
      },
    ],
  },

  'loan.changeExpectedDate': {
    does: 'moves the due date of an unpaid instalment between its neighbours',
    call: async (w) => {
      const loan = await moved(w);
      const first = loan.installments[0]!;
      return { as: 'agent', data: { loanId: loan.id, installmentId: first.id, expectedDate: addDays(first.expectedDate, 3) } };
    },
    readBack: byLoan,
    check: (after: StaffLoan, before: StaffLoan) => {
      expect(after.installments[0]!.expectedDate).toBe(addDays(before.installments[0]!.expectedDate, 3));
      expect(after.installments[1]!.interestStartDate).toBe(after.installments[0]!.expectedDate);
      expectWithinCaps(after);
    },
    refuses: [
      {
        call: async (w) => {
          const loan = await moved(w);
          return {
            as: 'agent',
            data: { loanId: loan.id, installmentId: loan.installments[0]!.id, expectedDate: loan.installments[1]!.expectedDate },
          };
        },
        status: 422,
        message: 'The new date must fall between the previous and the next installment.',
      },
      {
        // Two days after the payout the instalment's whole interest would be due: far above 0.8% a day.
        call: async (w) => {
          const loan = await moved(w);
          return {
            as: 'agent',
            data: { loanId: loan.id, installmentId: loan.installments[0]!.id, expectedDate: addDays(loan.issueDate, 2) },
          };
        },
        status: 422,
        message: /^This date is refused: the interest would exceed 0\.8% a day of the principal outstanding by \d{4}-\d\d-\d\d\.$/,
      },
    ],
  },

  'loan.validateRestructure': {
    reads: 'what a loan re-planned over 4 monthly instalments would be, and how many the caps allow',
    call: async (w) => ({ as: 'agent', data: { loanId: (await restructured(w)).id, installmentCount: 4 } }),
    check: async ({ data }, w) => {
      const loan = await loanOf(w, (await restructured(w)).id);
      expect(data.installments).toHaveLength(4);
      expect(round2(data.installments.reduce((s, i) => s + i.initialBase, 0))).toBe(data.owed);
      expect(data.owed).toBe(sumPrincipal(loan));
      expect(data.maxInstallments).toBeGreaterThanOrEqual(4);
    },
  },

  'loan.restructureLoan': {
    does: 'replaces the unpaid schedule by the plan validateRestructure showed, within the caps',
    call: async (w) => ({ as: 'agent', data: { loanId: (await restructured(w)).id, installmentCount: 4, reason: 'Hardship' } }),
    readBack: byLoan,
    check: async (after: StaffLoan, _b, _a, w) => {
      expect(after.installments.filter((i) => i.status !== 'paid')).toHaveLength(4);
      expect(sumPrincipal(after)).toBe(after.amount);
      expect(after.status).toBe('issued');
      expectWithinCaps(after);
      expect((await trailOf(w, after.id))[0]).toMatchObject({ callId: 'loan.restructureLoan', reason: 'Hardship' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await restructured(w)).id, installmentCount: 4 } as never }),
        status: 422,
        message: REASON,
      },
    ],
  },

  'loan.checkGetALoanByRestructured': {
    reads: 'a customer with a restructured loan unpaid may not take a new loan',
    call: async (w) => ({ as: 'agent', params: { customerId: (await restructured(w)).customerId } }),
    check: async ({ data }, w) => {
      const loan = await restructured(w);
      expect(data).toMatchObject({
        allowed: false,
        restructuredLoanIds: [loan.id],
        reason: `Restructured loan ${loan.id} is issued: it must be repaid first.`,
      });
    },
  },

  'loan.setLoanIssued': {
    does: 'pays out an approved loan whose agreement the customer accepted: issued today, planned from today, and the payment link texted',
    call: async (w) => {
      const loan = await issuableLoan(w);
      await customerAccepts(w, loan.id);
      return { as: 'agent', data: { loanId: loan.id, reason: 'Paid out' } };
    },
    readBack: async (w, opts) => {
      const loan = await byLoan(w, opts);
      const { mobilePhone } = as<{ mobilePhone: string }>(await w.ok('customer.customer', { params: { customerId: loan.customerId } }));
      return { loan, sms: as<{ text: string }[]>(await w.ok('communication.sms/history', { params: { mobilePhone } })) };
    },
    check: (after: { loan: StaffLoan; sms: { text: string }[] }, before: { sms: unknown[] }) => {
      expect(after.loan).toMatchObject({ status: 'issued', issueDate: today() });
      expect(after.loan.installments[0]!.interestStartDate).toBe(today());
      expect(sumPrincipal(after.loan)).toBe(200);
      expect(after.loan.statusHistory.at(-1)).toMatchObject({ status: 'issued', createdBy: 'agent@pronto.test' });
      expect(after.sms).toHaveLength(before.sms.length + 1);
      expect(after.sms[0]!.text).toMatch(/^Pronto: £200\.00 is on its way to your bank account\. Pay any time at .*\/r\/[0-9a-f]{24}$/);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await runningLoan(w)).id, reason: 'x' } }),
        status: 422,
        message: /^Loan \d+ is issued: only a requested or approved loan can be issued\.$/,
      },
      {
        // Refused before its customer accepted the agreement (the same loan, before the call above accepts it).
        call: async (w) => ({ as: 'agent', data: { loanId: (await issuableLoan(w)).id, reason: 'Paid out' } }),
        status: 422,
        message: /^Loan \d+ cannot be paid out: the customer has not accepted \(signed\) its agreement yet\.$/,
      },
    ],
  },

  'loan.setLoanCancelled': {
    does: 'cancels a loan not paid out yet',
    call: async (w) => ({
      as: 'agent',
      data: { loanId: (await newLoan(w, 200)).id, reason: 'Customer changed their mind' },
    }),
    readBack: byLoan,
    check: (after: StaffLoan) => {
      expect(after.status).toBe('cancelled');
    },
    refuses: [
      {
        call: async (w) => ({
          as: 'agent',
          data: { loanId: (await take(w, { status: 'repaid' }, (l) => standing(l).length > 0, 'repaid loan')).id, reason: 'x' },
        }),
        status: 422,
        message: /^Loan \d+ cannot be cancelled: it is repaid and has payments\.$/,
      },
    ],
  },

  'loan.getEligibleProductsOfCustomers': {
    reads: 'nothing for a customer in internal collection (customer 6), saying why',
    call: { as: 'agent', data: { customerId: 6 } },
    check: ({ data }) => {
      expect(data).toMatchObject({
        eligible: false,
        products: [],
        reason: 'Customer 6 is internalCollection: only a registered, checked or approved customer can take a loan.',
      });
    },
  },

  'loan.createLoan': {
    does: 'creates an approved loan for a customer free to borrow, planned over the instalments asked',
    call: async (w) => ({
      as: 'agent',
      data: { customerId: await newBorrower(w), amount: 200, installmentCount: 2, reason: 'On the phone' },
    }),
    readBack: async (w, opts) =>
      w.ok('loan.loans', { data: { customerId: (opts.data as { customerId: number }).customerId, status: 'approved' } }),
    check: (after: StaffLoan[], before: StaffLoan[], answer) => {
      expect(before).toEqual([]);
      expect(after.map((l) => l.id)).toEqual([as<{ id: number }>(answer.data).id]);
      expect(after[0]).toMatchObject({ amount: 200, status: 'approved', country: 'GB', application: 'PRONTO_UK' });
      expect(after[0]!.installments).toHaveLength(2);
      expect(sumPrincipal(after[0]!)).toBe(200);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { customerId: await newBorrower(w), amount: 200, installmentCount: 7, reason: 'x' } }),
        status: 422,
        message: 'installmentCount must be one of 1, 2, 3, 4.',
      },
      {
        call: async (w) => ({ as: 'agent', data: { customerId: await newBorrower(w), amount: 50, installmentCount: 2, reason: 'x' } }),
        status: 422,
        message: 'The smallest loan is £100.00.',
      },
    ],
  },

  'loan.AutoIssueCheck': {
    does: 'keeps its decision on the loan: a first loan above the automatic limit waits for an officer',
    call: async (w) => ({
      as: 'agent',
      data: { loanId: (await newLoan(w, 400)).id },
    }),
    readBack: byLoan,
    check: (after: StaffLoan & { autoIssue?: object }, _b, answer) => {
      expect(after.autoIssue).toMatchObject({ eligible: false });
      expect(as<{ decisions: object[] }>(answer.data).decisions).toEqual([
        expect.objectContaining({
          loanId: after.id,
          eligible: false,
          reason: expect.stringMatching(/is above the automatic limit of £300\.00\.$/),
        }),
      ]);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await runningLoan(w)).id } }),
        status: 422,
        message: /^Loan \d+ is issued: only an approved loan waits to be issued\.$/,
      },
    ],
  },
};

const rolledV2 = once(runningLoan);
const rolled = once(runningLoan);
const moved = once(async (w: World) => {
  const loan = await take(
    w,
    { status: 'issued', country: 'GB' },
    (l) => l.installments.length >= 2 && l.installments.every((i) => i.status === 'pending' && i.expectedDate > today()),
    'running loan of two instalments or more',
  );
  return loan;
});
