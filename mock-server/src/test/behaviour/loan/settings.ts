import { expect } from 'vitest';
import type { DiscountRule, LoanDefinition } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { lateInterestForDay, toPence, toPounds } from '@pronto/domain';
import { addDays, as, loanOf, once, round2, runningLoan, settlement, take, today } from './helpers.ts';

/* The loan settings of the console: products, discount rules, holidays and freeze days, banks, the
 * issue strategy. Writes are content staff's (admin); an agent is refused. */

const NOT_ALLOWED = 'You are not allowed to do this.';

interface Day {
  id: number;
  date: string;
  country: string;
  name?: string;
  reason?: string;
}

const ukDefinition = (w: World) => w.ok('loan.getLoanDefinition', { params: { country: 'UK' } });
const rules = (w: World) => w.ok('loan.discount/rules');
const holidays = async (w: World) => as<Day[]>(await w.ok('loan.hollidays', { params: { country: 'GB' } }));
const freezeDays = async (w: World, country = 'GB') => as<Day[]>(await w.ok('loan.freezeDay.get', { params: { country } }));
const yesterday = () => addDays(today(), -1);
/** A Spanish overdue loan late for days, nothing paid, its charges far from the total cost cap. */
const frozenLoan = once((w: World) =>
  take(
    w,
    { status: 'overdue', country: 'ES' },
    (l) =>
      l.payments.length === 0 &&
      l.installments.some((i) => i.expectedDate < addDays(today(), -3)) &&
      l.installments.reduce((s, i) => s + i.interest + i.fee + i.lateInterest, 0) < l.amount - 20,
    'Spanish overdue loan, nothing paid',
  ),
);

interface Collection {
  expectedDate: string;
  collectionDate: string;
}
const collectedLoan = once(runningLoan);
/** The day the first instalment of a running loan is collected (loan.paymentDate): its due date or the next working day. */
const firstCollection = async (w: World) =>
  as<{ dates: Collection[] }>(await w.ok('loan.paymentDate', { as: 'agent', data: { loanId: (await collectedLoan(w)).id } })).dates[0]!;
const testDay = async (w: World) => (await holidays(w)).find((d) => d.name === 'Test day')!;

const addedRule = once(async (w: World) => (await rules(w)).find((r) => r.name === 'Winter 7%')!);
const proposalLoan = once(runningLoan);

export const settings: Cases<'loan'> = {
  'loan.getAllLoanDefinitions': {
    reads: "the calculator's products of a market: the UK product from £100 to £400",
    call: { params: { country: 'GB' } },
    check: ({ data }) => {
      expect(data.every((d) => d.country === 'GB')).toBe(true);
      expect(data[0]).toMatchObject({ name: 'PRONTO_UK', minAmount: 100, maxAmount: 400, currency: 'GBP' });
    },
  },

  'loan.getLoanDefinition': {
    reads: 'one product by its market',
    call: { params: { country: 'UK' } },
    check: ({ data }) => {
      expect(data).toMatchObject({ name: 'PRONTO_UK', country: 'GB', minAmount: 100, maxAmount: 400, amounts: [100, 200, 300, 400] });
    },
  },

  'loan.loanDefinition': {
    does: 'changes a product: its amounts follow the new maximum, and the calculator reads them',
    call: async (w) => ({ data: { id: (await ukDefinition(w)).id, maxAmount: 600, defaultAmount: 200 } }),
    readBack: async (w) => (await w.ok('loan.getAllLoanDefinitions', { params: { country: 'GB' } }))[0]!,
    check: (after: LoanDefinition) => {
      expect(after).toMatchObject({
        maxAmount: 600,
        defaultAmount: 200,
        amounts: [100, 200, 300, 400, 500, 600],
        updatedBy: 'Alex Admin',
        version: 1,
      });
    },
    refuses: [
      {
        call: async (w) => ({ data: { id: (await ukDefinition(w)).id, minAmount: 700 } }),
        status: 422,
        message: 'The minimum amount (700) cannot be more than the maximum amount (400).',
      },
      { call: async (w) => ({ as: 'agent', data: { id: (await ukDefinition(w)).id, maxAmount: 500 } }), status: 403, message: NOT_ALLOWED },
    ],
  },

  'loan.discount/rules': {
    reads: 'the seeded discount rules',
    call: {},
    check: ({ data }) => {
      expect(data.map((r) => r.name)).toEqual(['Repeat borrower 10%', 'Loyalty 20%', 'Summer 5%']);
    },
  },

  'loan.discount/rules.post': {
    does: 'adds a discount rule, listed with the others',
    call: { data: { name: 'Winter 7%', percent: 7, validFrom: '2026-12-01', validTo: '2027-02-28' } },
    readBack: rules,
    check: (after: DiscountRule[], before: DiscountRule[]) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ name: 'Winter 7%', percent: 7, minLoans: 0, active: true });
    },
    refuses: [
      {
        call: { data: { name: 'loyalty 20%', percent: 5, validFrom: '2026-01-01', validTo: '2026-02-01' } },
        status: 422,
        message: 'A discount rule named "loyalty 20%" already exists.',
      },
      {
        call: { data: { name: 'Late', percent: 5, validFrom: '2026-03-01', validTo: '2026-02-01' } },
        status: 422,
        message: 'The start date (2026-03-01) must not be after the end date (2026-02-01).',
      },
      { call: { as: 'agent', data: { name: 'Agent rule', percent: 5 } }, status: 403, message: NOT_ALLOWED },
    ],
  },

  'loan.discount/proposals': {
    reads: 'what each rule that applies would take off the interest left on a loan',
    call: async (w) => {
      await w.ok('loan.discount/rules.post', {
        data: { name: 'Everyone 50%', percent: 50, validFrom: '2000-01-01', validTo: '2099-12-31' },
      });
      return { as: 'agent', params: { loanId: (await proposalLoan(w)).id } };
    },
    check: async ({ data }, w) => {
      const loan = await loanOf(w, (await proposalLoan(w)).id);
      const interestLeft = loan.installments.filter((i) => i.status !== 'paid').reduce((s, i) => s + i.interest, 0);
      expect(data.find((p) => p.name === 'Everyone 50%')).toMatchObject({
        percent: 50,
        loanId: loan.id,
        amount: round2(interestLeft * 0.5),
      });
    },
  },

  'loan.discount/rule': {
    does: 'deletes a discount rule',
    call: async (w) => ({ params: { id: (await addedRule(w)).id } }),
    readBack: rules,
    check: (after: DiscountRule[], before: DiscountRule[]) => {
      expect(before.some((r) => r.name === 'Winter 7%')).toBe(true);
      expect(after.some((r) => r.name === 'Winter 7%')).toBe(false);
    },
    refuses: [{ call: { params: { id: 999999 } }, status: 422, message: 'Discount rule 999999 does not exist.' }],
  },

  'loan.LoanIssueStrategy': {
    reads: "a market's issue strategy: Spain's loans are issued by an officer",
    call: { as: 'agent', params: { country: 'ES' } },
    check: async ({ data }, w) => {
      expect(data).toMatchObject({ country: 'ES', strategy: 'manual' });
      expect(await w.ok('loan.LoanIssueStrategy', { as: 'agent' })).toHaveLength(2);
    },
  },

  'loan.staff/banks': {
    reads: 'every bank payouts may go to, by market',
    call: { as: 'agent', params: { country: 'ES' } },
    check: ({ data }) => {
      expect(data.every((b) => b.country === 'ES')).toBe(true);
      expect(data.map((b) => b.name)).toContain('BBVA');
    },
  },

  'loan.hollidays': {
    reads: "the UK's bank holidays of the seed",
    call: { params: { country: 'GB' } },
    check: ({ data }) => {
      const days = as<Day[]>(data);
      expect(days.every((d) => d.country === 'GB')).toBe(true);
      expect(days.map((d) => d.date)).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-28']));
    },
  },

  'loan.holliday': {
    does: 'adds a bank holiday: an instalment due to be collected that day is collected the next working day',
    call: async (w) => ({ data: { date: (await firstCollection(w)).collectionDate, country: 'GB', name: 'Test day' } }),
    readBack: async (w) => ({ holidays: await holidays(w), collection: await firstCollection(w) }),
    check: (after: { holidays: Day[]; collection: Collection }, before: { holidays: Day[]; collection: Collection }) => {
      expect(after.holidays).toHaveLength(before.holidays.length + 1);
      expect(after.holidays.find((d) => d.name === 'Test day')).toMatchObject({ date: before.collection.collectionDate, country: 'GB' });
      expect(after.collection.expectedDate).toBe(before.collection.expectedDate);
      expect(after.collection.collectionDate > before.collection.collectionDate).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${after.collection.collectionDate}T12:00:00Z`).getUTCDay());
    },
    refuses: [
      { call: { data: { date: '2026-12-25', country: 'GB' } }, status: 422, message: '2026-12-25 is already a holiday in GB.' },
      { call: { data: { date: '2027-02-30', country: 'GB' } }, status: 422, message: 'date must be a day (YYYY-MM-DD).' },
      { call: { as: 'agent', data: { date: '2027-03-18', country: 'GB' } }, status: 403, message: NOT_ALLOWED },
    ],
  },

  'loan.holliday.put': {
    does: 'renames and moves a holiday: the collection it had moved comes back to its day',
    call: async (w) => ({ data: { id: (await testDay(w)).id, date: '2027-03-19', name: 'Moved' } }),
    readBack: async (w) => ({ holidays: await holidays(w), collection: await firstCollection(w) }),
    check: (after: { holidays: Day[]; collection: Collection }, before: { holidays: Day[]; collection: Collection }) => {
      expect(after.holidays.find((d) => d.name === 'Moved')).toMatchObject({ date: '2027-03-19', country: 'GB' });
      expect(after.holidays.some((d) => d.name === 'Test day')).toBe(false);
      expect(after.collection.collectionDate < before.collection.collectionDate).toBe(true);
    },
    refuses: [
      {
        call: async (w) => ({ data: { id: (await testDay(w)).id, date: 'soon' } }),
        status: 422,
        message: 'date must be a day (YYYY-MM-DD).',
      },
    ],
  },

  'loan.freezeDay.get': {
    reads: "the UK's freeze days of the seed",
    call: { params: { country: 'GB' } },
    check: ({ data }) => {
      expect(as<Day[]>(data)).toEqual([expect.objectContaining({ date: '2026-12-24', country: 'GB', reason: 'Christmas Eve' })]);
    },
  },

  'loan.freezeDay': {
    does: "adds a freeze day: an overdue loan of that market is charged no late interest for it (what settles it drops by that day's)",
    call: async (w) => {
      await frozenLoan(w);
      return { data: { date: yesterday(), country: 'ES', reason: 'Systems migration' } };
    },
    readBack: async (w) => ({ days: await freezeDays(w, 'ES'), owed: await settlement(w, (await frozenLoan(w)).id) }),
    check: async (after: { days: Day[]; owed: number }, before: { days: Day[]; owed: number }, _a, w) => {
      expect(after.days.map((d) => d.date)).toEqual([yesterday(), '2026-12-31']);
      // One day of late interest: 0.75% of each overdue instalment's principal, rounded down (nothing paid).
      const loan = await frozenLoan(w);
      const oneDay = loan.installments
        .filter((i) => i.expectedDate < yesterday())
        .reduce((s, i) => s + lateInterestForDay(toPence(i.principal)), 0);
      expect(oneDay).toBeGreaterThan(0);
      expect(round2(before.owed - after.owed)).toBe(toPounds(oneDay));
    },
    refuses: [
      { call: { data: { date: '2026-12-24', country: 'GB' } }, status: 422, message: '2026-12-24 is already a freeze day in GB.' },
      { call: { data: { date: '2027-01-05', country: 'FR' } }, status: 422, message: 'country must be GB or ES.' },
    ],
  },

  'loan.freezeDay.put': {
    does: 'moves a freeze day: the late interest of the day it left is charged again',
    call: async (w) => ({ data: { id: (await freezeDays(w, 'ES')).find((d) => d.date === yesterday())!.id, date: '2027-01-06' } }),
    readBack: async (w) => ({ days: await freezeDays(w, 'ES'), owed: await settlement(w, (await frozenLoan(w)).id) }),
    check: (after: { days: Day[]; owed: number }, before: { days: Day[]; owed: number }) => {
      expect(after.days.map((d) => d.date)).toEqual(['2026-12-31', '2027-01-06']);
      expect(after.owed).toBeGreaterThan(before.owed);
    },
    refuses: [{ call: { as: 'agent', data: { id: 1, date: '2027-01-07' } }, status: 403, message: NOT_ALLOWED }],
  },
};
