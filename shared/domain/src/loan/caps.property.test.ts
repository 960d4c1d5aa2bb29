import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Installment, Loan } from '@pronto/api';
import { CapError, restructureSchedule, rolloverInterest, rolloverSchedule } from './caps.ts';
import { addDays, addMonths, daysBetween } from './dates.ts';
import { applyPayment, loanAt, replayLoan } from './ledger.ts';
import { installmentsFromPlan, paymentPlan } from './payment-plan.ts';

/*
 * Simulated loans checked day by day against an oracle of CONC 5A written here, from the ledger's
 * state only (not from the cap functions): cumulative interest (contract interest spread evenly over its
 * period, plus late interest) within 0.8% a day of the principal outstanding on each day so far, repaid
 * as scheduled or later (early repayments disregarded); default fees within 15; interest and charges
 * within 100% of the amount borrowed, across rollovers and restructures of the same credit.
 */

type Event =
  | { day: number; kind: 'pay'; share: number }
  | { day: number; kind: 'staffRollover'; days: number }
  | { day: number; kind: 'customerRollover'; days: number }
  | { day: number; kind: 'restructure'; count: number }
  | { day: number; kind: 'discount'; share: number };

interface Scenario {
  amount: number;
  count: number;
  issueDate: string;
  events: Event[];
  tail: number;
}

function newLoan(s: Scenario): Loan {
  const dates = Array.from({ length: s.count }, (_, i) => addMonths(s.issueDate, i + 1));
  const plan = paymentPlan({ issueDate: s.issueDate, paymentDates: dates, amount: s.amount });
  return {
    id: 1,
    customerId: 1,
    country: 'GB',
    application: 'installment_UK',
    amount: s.amount,
    issueDate: s.issueDate,
    status: 'issued',
    installments: installmentsFromPlan(plan, 1, 1),
    payments: [],
    statusHistory: [],
  };
}

const pence = (x: number) => Math.round(x * 100);

/** Oracle: contract interest of one instalment earned by the end of `day` (even spread, exact). */
function earned(i: Installment, day: string): number {
  const period = daysBetween(i.interestStartDate, i.expectedDate);
  const elapsed = daysBetween(i.interestStartDate, addDays(day, 1));
  if (elapsed >= period) return pence(i.interest);
  return elapsed <= 0 ? 0 : (pence(i.interest) * elapsed) / period;
}

interface Tally {
  days: number;
  daily: number;
  fees: number;
  total: number;
  refused: number;
  restructures: number;
  rollovers: number;
  defaults: number;
}

function simulate(s: Scenario, tally: Tally): void {
  let loan = newLoan(s);
  const last = loan.installments.at(-1)?.expectedDate ?? s.issueDate;
  const end = addDays(last, s.tail);
  let allowance = 0; // pence, cumulative 0.8% a day of the principal outstanding
  let defaulted = false;
  for (let day = s.issueDate; day <= end; day = addDays(day, 1)) {
    const offset = daysBetween(s.issueDate, day);
    for (const e of s.events.filter((x) => x.day === offset)) {
      if (loan.status === 'repaid') break;
      try {
        if (e.kind === 'pay') {
          const owed = loan.installments.reduce((t, i) => t + i.principal + i.interest + i.fee + i.lateInterest - i.paidAmount, 0);
          const amount = Math.max(0.01, Math.round(owed * e.share * 100) / 100);
          loan = applyPayment(loan, amount, day);
        } else if (e.kind === 'staffRollover') {
          loan = loanAt({ ...loan, installments: rolloverSchedule(loan, e.days) }, `${day}T12:00:00Z`);
          tally.rollovers++;
        } else if (e.kind === 'customerRollover') {
          const next = loan.installments.find((i) => i.status !== 'paid');
          if (!next || next.expectedDate < day || next.paidAmount > 0) continue;
          const extra = rolloverInterest(loan, e.days);
          const installments = rolloverSchedule(loan, e.days, extra);
          loan = loanAt({ ...loan, installments }, `${day}T12:00:00Z`);
          if (next.interest > 0) loan = applyPayment(loan, next.interest, day);
          tally.rollovers++;
        } else if (e.kind === 'restructure') {
          const current = loanAt(loan, `${day}T00:00:00Z`);
          const status = current.installments.some((i) => i.status !== 'paid' && i.expectedDate < day) ? 'overdue' : 'issued';
          const plan = restructureSchedule({ ...current, status }, e.count, day);
          const kept = current.installments.filter((i) => i.status === 'paid');
          const installments: Installment[] = [
            ...kept,
            ...plan.installments.map((p, n) => ({
              id: 100 + kept.length + n,
              loanId: 1,
              number: kept.length + n + 1,
              expectedDate: p.expectedDate,
              interestStartDate: p.interestStartDate,
              principal: p.initialBase,
              interest: p.initialCalculatedInterest,
              fee: 0,
              lateInterest: 0,
              paidAmount: 0,
              status: 'pending' as const,
            })),
          ];
          loan = loanAt({ ...loan, installments }, `${day}T12:00:00Z`);
          tally.restructures++;
        } else {
          const open = loan.installments.filter((i) => i.status !== 'paid').reverse();
          let left = pence(open.reduce((t, i) => t + i.interest, 0) * e.share);
          const installments = loan.installments.map((i) => {
            if (i.status === 'paid' || left <= 0) return i;
            const cut = Math.min(left, pence(i.interest));
            left -= cut;
            return { ...i, interest: (pence(i.interest) - cut) / 100 };
          });
          loan = loanAt({ ...loan, installments }, `${day}T12:00:00Z`);
        }
      } catch (error) {
        if (!(error instanceof CapError)) throw error;
        tally.refused++;
      }
    }
    // The day's state after the 23:45 posting.
    const state = loanAt(loan, `${day}T23:59:00Z`);
    const lines = replayLoan(loan, `${day}T23:59:00Z`).lines;
    const outstanding = lines.reduce((t, l) => t + (l.expectedDate > day ? l.principal : l.principal - l.paidPrincipal), 0);
    allowance += outstanding * 0.008;
    const interest = state.installments.reduce((t, i) => t + earned(i, day) + pence(i.lateInterest), 0);
    const fees = state.installments.reduce((t, i) => t + pence(i.fee), 0);
    const charges = state.installments.reduce((t, i) => t + pence(i.interest) + pence(i.lateInterest) + pence(i.fee), 0);
    if (fees > 0) defaulted = true;
    tally.days++;
    if (interest > allowance + 1e-6) tally.daily++;
    if (fees > 1500) tally.fees++;
    if (charges > pence(s.amount)) tally.total++;
  }
  if (defaulted) tally.defaults++;
}

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('pay' as const),
      share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('staffRollover' as const),
      days: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('customerRollover' as const),
      days: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('restructure' as const),
      count: fc.integer({ min: 1, max: 12 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('discount' as const),
      share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    }),
  },
);

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  amount: fc.integer({ min: 100, max: 1500 }),
  count: fc.integer({ min: 1, max: 4 }),
  issueDate: fc.integer({ min: 0, max: 1460 }).map((d) => addDays('2025-01-01', d)),
  events: fc.array(eventArb, { maxLength: 8 }),
  tail: fc.integer({ min: 0, max: 400 }),
});

/** `npm test` checks a bounded sample; PROPERTY_RUNS=full (a long local or nightly run) checks far more. */
const FULL = process.env.PROPERTY_RUNS === 'full';
const LOANS = FULL ? 2000 : 120;
// About 250 loan-days a simulated loan (113,492 over 450 loans with seed 18).
const LOAN_DAYS = LOANS * 200;

describe('CONC 5A price caps over simulated loans', () => {
  it(
    `0 breaches over at least ${LOAN_DAYS.toLocaleString('en-GB')} loan-days with defaults, rollovers and restructures`,
    { timeout: 600_000 },
    () => {
      const tally: Tally = { days: 0, daily: 0, fees: 0, total: 0, refused: 0, restructures: 0, rollovers: 0, defaults: 0 };
      fc.assert(
        fc.property(scenarioArb, (s) => simulate(s, tally)),
        { numRuns: LOANS, seed: 18 },
      );
      console.info(`caps: ${JSON.stringify(tally)}`);
      expect(tally.days).toBeGreaterThanOrEqual(LOAN_DAYS);
      expect(tally.defaults).toBeGreaterThan(50);
      expect(tally.restructures).toBeGreaterThan(20);
      expect(tally.rollovers).toBeGreaterThan(20);
      expect({ daily: tally.daily, fees: tally.fees, total: tally.total }).toEqual({ daily: 0, fees: 0, total: 0 });
    },
  );
});
