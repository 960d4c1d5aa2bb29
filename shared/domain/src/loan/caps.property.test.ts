import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Installment, Loan } from '@pronto/api';
import { CapError, restructureSchedule, rolloverDearerThanSettling, rolloverInterest, rolloverSchedule } from './caps.ts';
import { addDays, addMonths, daysBetween } from './dates.ts';
import { applyPayment, loanAt, replayLoan, settlementAmount } from './ledger.ts';
import { installmentsFromPlan, paymentPlan } from './payment-plan.ts';
import { applyDiscount } from './discount.ts';
import { OverpaymentError } from './refusals.ts';

/*
 * Simulated loans (payments on time, late, partial and refused overpayments, staff and customer
 * rollovers, restructures and discounts, in any order) checked day by day against an oracle of CONC 5A
 * and 6.7.23 written here, from the ledger's state only (not from the cap functions): cumulative interest
 * (contract interest spread evenly over its period, plus late interest) within 0.8% a day of the principal
 * outstanding on each day so far, repaid as scheduled or later (early repayments disregarded); default
 * fees within 15; interest and charges within 100% of the amount borrowed, across rollovers and
 * restructures of the same credit; a charge once paid never rewritten afterwards (a cap is never met by
 * quietly taking back what the customer was charged); at most two rollovers; no payment above what the
 * loan owes is booked. The normal suite runs a bounded number of loans; PROPERTY_RUNS=full runs 2,000
 * (CAPS_RUNS any number, CAPS_SEED another seed), and CAPS_DEBUG=1 stops at the first breach with its scenario.
 */

type Event =
  | { day: number; kind: 'pay'; share: number }
  | { day: number; kind: 'overpay'; extra: number }
  | { day: number; kind: 'payInstalment' }
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
  /** Days on which a paid instalment's interest, fee or late interest had changed. */
  rewritten: number;
  /** Rollovers beyond the second on a loan. */
  extraRollovers: number;
  /** Payments above what the loan owed that were booked. */
  overpaid: number;
  refused: number;
  restructures: number;
  rollovers: number;
  defaults: number;
}

/** A paid instalment's identity (the same period) and the charges it paid (its interest may be waived by an early settlement). */
const paidKey = (i: Installment) => `${i.number}:${i.interestStartDate}:${i.expectedDate}`;
const paidCharges = (i: Installment) => `${pence(i.fee)}/${pence(i.lateInterest)}`;

function simulate(s: Scenario, tally: Tally): void {
  let loan = newLoan(s);
  const last = loan.installments.at(-1)?.expectedDate ?? s.issueDate;
  const end = addDays(last, s.tail);
  let allowance = 0; // pence, cumulative 0.8% a day of the principal outstanding
  let defaulted = false;
  const paid = new Map<string, string>();
  const rolledOver = () => {
    loan = { ...loan, rollovers: (loan.rollovers ?? 0) + 1 };
    tally.rollovers++;
    if ((loan.rollovers ?? 0) > 2) tally.extraRollovers++; // CONC 6.7.23R: no more than two
  };
  for (let day = s.issueDate; day <= end; day = addDays(day, 1)) {
    const offset = daysBetween(s.issueDate, day);
    for (const e of s.events.filter((x) => x.day === offset)) {
      if (loan.status === 'repaid') break;
      try {
        if (e.kind === 'pay') {
          const amount = Math.max(0.01, Math.round(settlementAmount(loan, day) * e.share * 100) / 100);
          loan = applyPayment(loan, amount, day);
        } else if (e.kind === 'payInstalment') {
          // What the oldest unpaid instalment owes that day, charges included (a late payment when past due).
          const line = replayLoan(loan, day).lines.find((l) => l.paidPrincipal < l.principal || l.paidInterest < l.interest);
          if (!line) continue;
          const due =
            line.fee - line.paidFee + line.late - line.paidLate + line.interest - line.paidInterest + line.principal - line.paidPrincipal;
          loan = applyPayment(loan, Math.min(due / 100, settlementAmount(loan, day)), day);
        } else if (e.kind === 'overpay') {
          const owed = settlementAmount(loan, day);
          try {
            loan = applyPayment(loan, Math.round((owed + e.extra) * 100) / 100, day);
            tally.overpaid++;
          } catch (error) {
            if (!(error instanceof OverpaymentError) || error.owed !== owed) throw error;
            tally.refused++;
          }
        } else if (e.kind === 'staffRollover') {
          loan = loanAt({ ...loan, installments: rolloverSchedule(loan, e.days) }, `${day}T12:00:00Z`);
          rolledOver();
          // Re-dating an overdue instalment may share capped late interest differently between instalments.
          paid.clear();
        } else if (e.kind === 'customerRollover') {
          const next = loan.installments.find((i) => i.status !== 'paid');
          // The product's rules: not when overdue or partly paid, nor when repaying in full costs no more.
          if (!next || next.expectedDate < day || next.paidAmount > 0 || rolloverDearerThanSettling(loan, day)) continue;
          const extra = rolloverInterest(loan, e.days);
          const installments = rolloverSchedule(loan, e.days, extra);
          loan = loanAt({ ...loan, installments }, `${day}T12:00:00Z`);
          if (next.interest > 0) loan = applyPayment(loan, next.interest, day);
          rolledOver();
        } else if (e.kind === 'restructure') {
          const current = loanAt(loan, `${day}T00:00:00Z`);
          const status = current.installments.some((i) => i.status !== 'paid' && i.expectedDate < day) ? 'overdue' : 'issued';
          const plan = restructureSchedule({ ...current, status }, e.count, day);
          const kept = plan.kept;
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
          loan = loanAt({ ...loan, installments, writtenOff: 0 }, `${day}T12:00:00Z`);
          tally.restructures++;
        } else {
          const open = loan.installments.filter((i) => i.status !== 'paid');
          const amount = Math.round(open.reduce((t, i) => t + i.interest, 0) * e.share * 100) / 100;
          if (amount > 0) loan = loanAt(applyDiscount(loan, amount), `${day}T12:00:00Z`);
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
    if (interest > allowance + 1e-6) {
      tally.daily++;
      if (process.env.CAPS_DEBUG) throw new Error(JSON.stringify({ day, interest, allowance, s, state }));
    }
    if (fees > 1500) tally.fees++;
    if (charges > pence(s.amount)) tally.total++;
    let rewritten = false;
    for (const i of state.installments) {
      if (i.status !== 'paid') continue;
      const before = paid.get(paidKey(i));
      if (before !== undefined && before !== paidCharges(i)) {
        rewritten = true;
        if (process.env.CAPS_DEBUG) throw new Error(JSON.stringify({ day, before, i, s }));
      }
      paid.set(paidKey(i), paidCharges(i));
    }
    if (rewritten) tally.rewritten++;
  }
  if (defaulted) tally.defaults++;
}

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('overpay' as const),
      extra: fc.double({ min: 0.01, max: 50, noNaN: true }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ day: fc.integer({ min: 1, max: 200 }), kind: fc.constant('payInstalment' as const) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('pay' as const),
      share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      day: fc.integer({ min: 1, max: 200 }),
      kind: fc.constant('staffRollover' as const),
      days: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 3,
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
  events: fc.array(eventArb, { maxLength: 12 }),
  tail: fc.integer({ min: 0, max: 400 }),
});

/**
 * `npm test` simulates a bounded sample (120 loans, about 2 s); PROPERTY_RUNS=full (a long local or nightly
 * run) simulates 2,000, CAPS_RUNS sets any other number and CAPS_SEED another seed.
 */
const FULL = process.env.PROPERTY_RUNS === 'full';
const RUNS = Number(process.env.CAPS_RUNS ?? (FULL ? 2000 : 120));
const SEED = Number(process.env.CAPS_SEED ?? 18);

describe('CONC 5A price caps and CONC 6.7.23 over simulated loans', () => {
  it(
    'no day breaks 0.8% a day, the 15 of default fees or the 100% total cap; paid charges stay; two rollovers at most',
    { timeout: 600_000 },
    () => {
      const tally: Tally = {
        days: 0,
        daily: 0,
        fees: 0,
        total: 0,
        rewritten: 0,
        extraRollovers: 0,
        overpaid: 0,
        refused: 0,
        restructures: 0,
        rollovers: 0,
        defaults: 0,
      };
      fc.assert(
        fc.property(scenarioArb, (s) => simulate(s, tally)),
        { numRuns: RUNS, seed: SEED },
      );
      console.info(`caps: ${JSON.stringify(tally)}`);
      // The runs reach what they check: defaulted loans, restructures, rollovers past the limit, refusals.
      expect(tally.days).toBeGreaterThanOrEqual(RUNS * 150);
      expect(tally.defaults).toBeGreaterThan(RUNS / 10);
      expect(tally.restructures).toBeGreaterThan(RUNS / 20);
      expect(tally.rollovers).toBeGreaterThan(RUNS / 20);
      expect(tally.refused).toBeGreaterThan(RUNS / 20);
      expect({
        daily: tally.daily,
        fees: tally.fees,
        total: tally.total,
        rewritten: tally.rewritten,
        extraRollovers: tally.extraRollovers,
        overpaid: tally.overpaid,
      }).toEqual({ daily: 0, fees: 0, total: 0, rewritten: 0, extraRollovers: 0, overpaid: 0 });
    },
  );
});
