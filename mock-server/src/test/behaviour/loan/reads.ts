import { expect } from 'vitest';
import type { StaffLoan } from '@pronto/api';
import { DAILY_COST_CAP_RATE, DEFAULT_FEES_CAP, TOTAL_COST_CAP_RATIO } from '@pronto/domain';
import type { Cases, World } from '../harness.ts';
import { addDays, as, due, loansWhere, once, round2, runningLoan, standing, take, today } from './helpers.ts';

/* What staff read of loans and customers, checked against the seed and against one another, and the
 * events and journeys they record. Every loan of the book is checked against the caps of @pronto/domain. */

const NOT_ALLOWED = 'You are not allowed to do this.';

interface JourneyEntry {
  kind: string;
  at: string;
  loanId?: number;
  event?: string;
  step?: string;
  note?: string;
  by?: string;
}
const journeyOf = async (w: World, customerId: number) =>
  as<{ entries: JourneyEntry[] }>(await w.ok('loan.creditJourney', { as: 'reporter', params: { customerId } })).entries;
const loansOfCustomer = async (w: World, customerId: number) =>
  as<StaffLoan[]>(await w.ok('loan.loans', { as: 'agent', data: { customerId } }));

/** A running loan of a customer who had a loan before (a repeat borrower). */
const repeatLoan = once((w: World) =>
  take(
    w,
    { status: 'issued' },
    async (l) => (await loansOfCustomer(w, l.customerId)).some((o) => o.id < l.id && o.status === 'repaid'),
    'repeat loan',
  ),
);
/** A running loan that is its customer's only loan (a first-time borrower). */
const firstLoan = once((w: World) =>
  take(w, { status: 'issued' }, async (l) => (await loansOfCustomer(w, l.customerId)).length === 1, 'only loan'),
);
const quotedLoan = once(runningLoan);

/** Days between two ISO dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export const reads: Cases<'loan'> = {
  'loan.searchLoans': {
    reads: 'the book by a filter; every loan in it within the caps: 0.8% a day, £15 of default fees, 100% total cost',
    call: { as: 'agent', data: { filter: { status: ['issued', 'overdue', 'repaid'] }, page: 1, perPage: 1000 } },
    check: ({ data }) => {
      expect(data.total).toBeGreaterThan(100);
      expect(data.items).toHaveLength(data.total);
      for (const loan of data.items) {
        expect(['issued', 'overdue', 'repaid']).toContain(loan.status);
        const fees = round2(loan.installments.reduce((s, i) => s + i.fee, 0));
        const cost = round2(loan.installments.reduce((s, i) => s + i.interest + i.fee + i.lateInterest, 0));
        expect(fees, `loan ${loan.id}: default fees`).toBeLessThanOrEqual(DEFAULT_FEES_CAP);
        expect(cost, `loan ${loan.id}: total cost`).toBeLessThanOrEqual(round2(loan.amount * TOTAL_COST_CAP_RATIO));
        for (const [n, i] of loan.installments.entries()) {
          // After a rollover the next instalment's period starts at the moved date but keeps the interest its
          // principal accrues from its planned start: the cap engine (scheduleCapBreach) counts that over the
          // loan's days, not over the shortened period.
          if ((loan.installments[n - 1] as { rolledOverFrom?: string } | undefined)?.rolledOverFrom) continue;
          const days = daysBetween(i.interestStartDate, i.expectedDate);
          expect(i.interest, `loan ${loan.id} instalment ${i.number}: interest`).toBeLessThanOrEqual(
            round2(loan.amount * DAILY_COST_CAP_RATE * days) + 0.01,
          );
        }
      }
    },
    refuses: [
      { call: { as: 'agent', data: { filter: [] as never, page: 1, perPage: 25 } }, status: 422, message: 'filter must be an object.' },
    ],
  },

  'loan.loans': {
    reads: "a customer's loans by status: customer 8's repaid loans",
    call: { as: 'agent', data: { customerId: 8, status: 'repaid' } },
    check: async ({ data }, w) => {
      const repaid = as<StaffLoan[]>(data);
      expect(repaid.length).toBeGreaterThan(0);
      expect(repaid.every((l) => l.status === 'repaid' && l.customerId === 8)).toBe(true);
      expect(repaid.map((l) => l.id).sort()).toEqual((await loansWhere(w, { customerId: 8, status: 'repaid' })).map((l) => l.id).sort());
    },
    refuses: [{ call: { as: 'agent', data: {} }, status: 422, message: 'customerId or loanIds is required.' }],
  },

  'loan.customerAllLoansReport': {
    reads: "customer 8's loans, one row each, with what they repaid in total (reports only)",
    call: { as: 'reporter', data: { customerId: 8 } },
    check: async ({ data }, w) => {
      const all = (await loansOfCustomer(w, 8)) as (StaffLoan & { summary: { totalRepaid: number } })[];
      const report = as<{ loans: { loanId: number }[]; totals: { repaid: number } }>(data);
      expect(report.loans.map((r) => r.loanId)).toEqual(all.map((l) => l.id).sort((a, b) => a - b));
      expect(report.totals.repaid).toBe(round2(all.reduce((s, l) => s + l.summary.totalRepaid, 0)));
      expect((await w.call('loan.customerAllLoansReport', { as: 'agent', data: { customerId: 8 } })).status).toBe(403);
    },
  },

  'loan.latestActiveLoanForChatbot': {
    reads: "customer 6's running loan (3, overdue) with what is overdue",
    call: { as: 'agent', params: { customerId: 6 } },
    check: async ({ data }, w) => {
      const [loan] = await loansWhere(w, { id: 3 });
      const answer = as<{ loanId: number; status: string; overdueAmount: number; daysOverdue: number }>(data);
      expect(answer).toMatchObject({ loanId: 3, status: 'overdue' });
      expect(answer.overdueAmount).toBe(round2(loan!.installments.filter((i) => i.expectedDate < today()).reduce((s, i) => s + due(i), 0)));
      expect(answer.daysOverdue).toBeGreaterThan(0);
    },
  },

  'loan.getApplicationDetailsOfCustomer': {
    reads: 'what customer 8 gave with the application, and their latest loan',
    call: { as: 'agent', vars: { id: 8 } },
    check: async ({ data }, w) => {
      const latest = (await loansOfCustomer(w, 8))[0]!;
      expect(data).toMatchObject({
        customerId: 8,
        mobilePhone: '07100000008',
        latestApplication: { loanId: latest.id, amount: latest.amount },
      });
    },
    refuses: [{ call: { as: 'agent', vars: { id: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },

  'loan.customerWorkInformation': {
    reads: "customer 8's employer and the pending check of their work e-mail",
    call: { as: 'agent', params: { customerId: 8 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ companyName: 'Heaney and Sons', workEmailVerificationPending: true });
    },
  },

  'loan.customerAddedAccountsAfterScrape': {
    reads: 'an account added by hand after the scrape, not the scraped ones',
    call: async (w) => {
      const iban = await w.ok('bankscraper.randomIban', { params: { country: 'GB' } });
      await w.ok('bankscraper.addCustomerBankAccountManually', { data: { customerId: 4, iban } });
      return { params: { customerId: 4 } };
    },
    check: ({ data }) => {
      expect(as<{ source: string }[]>(data)).toEqual([expect.objectContaining({ source: 'manual' })]);
    },
  },

  'loan.loanStatusHistory': {
    reads: 'the status changes of a seeded overdue loan, oldest first: requested, then issued, now overdue',
    call: { as: 'agent', vars: { loanId: 3 } },
    check: ({ data }) => {
      const statuses = data.map((h) => h.status);
      expect(statuses[0]).toBe('requested');
      expect(statuses.indexOf('issued')).toBeGreaterThan(0);
      expect(statuses.at(-1)).toBe('overdue');
      const ats = data.map((h) => h.createdAt);
      expect(ats).toEqual([...ats].sort());
    },
    refuses: [{ call: { as: 'agent', vars: { loanId: 999999 } }, status: 422, message: 'Loan 999999 does not exist.' }],
  },

  'loan.installmentStatusHistory': {
    reads: 'the status changes of an overdue instalment: pending, then overdue on its due date',
    call: async (w) => {
      const [loan] = await loansWhere(w, { id: 3 });
      return { as: 'agent', vars: { installmentId: loan!.installments.find((i) => i.status === 'overdue')!.id } };
    },
    check: async ({ data }, w) => {
      const [loan] = await loansWhere(w, { id: 3 });
      const inst = loan!.installments.find((i) => i.status === 'overdue')!;
      expect(data.map((h) => h.status)).toEqual(['pending', 'overdue']);
      expect(data[1]!.createdAt.slice(0, 10)).toBe(inst.expectedDate);
    },
    refuses: [{ call: { as: 'agent', vars: { installmentId: 999999 } }, status: 422, message: 'Installment 999999 does not exist.' }],
  },

  'loan.staff/audit': {
    reads: "a loan's audit trail: the rollover of an earlier case, who did it and why",
    call: async (w) => {
      const loan = await runningLoan(w);
      await w.ok('loan.rollover', { as: 'agent', data: { loanId: loan.id, days: 5, reason: 'Short this month' } });
      return { as: 'agent', params: { loanId: loan.id } };
    },
    check: ({ data }) => {
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ callId: 'loan.rollover', staffName: 'Agnes Agent', reason: 'Short this month', targetType: 'loan' });
      expect(data[0]!.changes.some((c) => c.field.endsWith('expectedDate'))).toBe(true);
    },
  },

  'loan.staff/rolloverCalculate': {
    reads: "what rolling a loan's next instalment over 10 days costs, and the dates offered",
    call: async (w) => ({ as: 'agent', params: { loanId: (await quotedLoan(w)).id, days: 10 } }),
    check: async ({ data }, w) => {
      const first = (await quotedLoan(w)).installments[0]!;
      expect(data.installmentNumber).toBe(1);
      expect(data.dates.length).toBeGreaterThan(0);
      expect(data.dates.every((d) => d > first.expectedDate && d <= addDays(first.expectedDate, 30))).toBe(true);
    },
  },

  'loan.event': {
    does: "records a loan event on the customer's credit journey",
    call: async (w) => ({ as: 'agent', data: { loanId: (await repeatLoan(w)).id, event: 'calledCustomer', step: 'collections' } }),
    readBack: async (w) => journeyOf(w, (await repeatLoan(w)).customerId),
    check: async (after: JourneyEntry[], _b, _a, w) => {
      expect(after.filter((e) => e.kind === 'loanEvent')).toEqual([
        expect.objectContaining({
          loanId: (await repeatLoan(w)).id,
          event: 'calledCustomer',
          step: 'collections',
          by: 'agent@pronto.test',
        }),
      ]);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await repeatLoan(w)).id, event: '' } }),
        status: 422,
        message: 'event is required.',
      },
    ],
  },

  'loan.rtbEvent': {
    does: "records a repeat-borrower event on the customer's credit journey",
    call: async (w) => ({ as: 'agent', data: { loanId: (await repeatLoan(w)).id, event: 'offerShown' } }),
    readBack: async (w) => journeyOf(w, (await repeatLoan(w)).customerId),
    check: (after: JourneyEntry[]) => {
      expect(after.filter((e) => e.kind === 'rtbEvent')).toEqual([expect.objectContaining({ event: 'offerShown' })]);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await firstLoan(w)).id, event: 'offerShown' } }),
        status: 422,
        message: /^Loan \d+ is customer \d+'s first loan: record a first-loan event\.$/,
      },
    ],
  },

  'loan.ftbEvent': {
    does: "records a first-time-borrower event on the customer's credit journey",
    call: async (w) => ({ as: 'agent', data: { loanId: (await firstLoan(w)).id, event: 'welcomeCall' } }),
    readBack: async (w) => journeyOf(w, (await firstLoan(w)).customerId),
    check: (after: JourneyEntry[]) => {
      expect(after.at(-1)).toMatchObject({ kind: 'ftbEvent', event: 'welcomeCall' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await repeatLoan(w)).id, event: 'welcome' } }),
        status: 422,
        message: /^Loan \d+ is not customer \d+'s first loan: record a repeat-loan event\.$/,
      },
    ],
  },

  'loan.creditJourney.post': {
    does: "records a step on customer 8's credit journey (reports only)",
    call: { as: 'reporter', data: { customerId: 8, step: 'limitReview', note: 'Asked for more' } },
    readBack: (w) => journeyOf(w, 8),
    check: (after: JourneyEntry[]) => {
      expect(after.at(-1)).toMatchObject({ kind: 'step', step: 'limitReview', note: 'Asked for more', by: 'reporter@pronto.test' });
    },
    refuses: [{ call: { as: 'agent', data: { customerId: 8, step: 'x' } }, status: 403, message: NOT_ALLOWED }],
  },

  'loan.creditJourney': {
    reads: "customer 8's journey in time order, from their registration",
    call: { as: 'reporter', params: { customerId: 8 } },
    check: ({ data }) => {
      const entries = as<{ entries: JourneyEntry[] }>(data).entries;
      const ats = entries.map((e) => e.at);
      expect(ats).toEqual([...ats].sort());
      expect(entries).toContainEqual(expect.objectContaining({ kind: 'customerStatus', status: 'new', by: 'customer' }));
    },
  },

  'loan.customerJourneyList': {
    reads: 'the customers whose latest loan waits for its credit decision',
    call: { as: 'agent', data: { step: 'creditDecision', perPage: 100 } },
    check: async ({ data }, w) => {
      const waiting: number[] = [];
      for (const loan of await loansWhere(w, { status: 'requested' }))
        if ((await loansOfCustomer(w, loan.customerId))[0]?.id === loan.id) waiting.push(loan.customerId);
      const items = as<{ items: { customerId: number }[] }>(data).items;
      expect(items.map((i) => i.customerId).sort()).toEqual(waiting.sort());
    },
    refuses: [{ call: { as: 'agent', data: { step: 'lunch' } }, status: 422, message: /^step must be one of request, creditDecision/ }],
  },

  'loan.runCustomerProfitability': {
    does: "works out and keeps a customer's profitability from their loans",
    call: { as: 'reporter', data: { customerId: 8 } },
    readBack: (w) => w.ok('loan.getCustomerProfitability', { as: 'reporter', params: { customerId: 8 } }),
    check: async (after: Record<string, number> | null, before: unknown, answer, w) => {
      expect(before).toBeNull();
      expect(after).toEqual(answer.data);
      const loans = as<StaffLoan[]>(
        await w.ok('loan.loans', { as: 'agent', data: { customerId: 8, status: ['issued', 'overdue', 'repaid', 'closed'] } }),
      );
      expect(after).toMatchObject({
        customerId: 8,
        currency: 'GBP',
        loans: loans.length,
        lent: round2(loans.reduce((s, l) => s + l.amount, 0)),
      });
      expect(after!.received).toBe(round2(loans.flatMap(standing).reduce((s, p) => s + p.amount, 0)));
    },
    refuses: [{ call: { as: 'agent', data: { customerId: 8 } }, status: 403, message: NOT_ALLOWED }],
  },

  'loan.getCustomerProfitability': {
    reads: 'the figures last worked out for customer 8',
    call: { as: 'reporter', params: { customerId: 8 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ customerId: 8, currency: 'GBP', computedBy: 'reporter@pronto.test' });
    },
  },
};
