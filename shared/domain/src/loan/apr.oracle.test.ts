import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { concApr, concYears } from './apr.ts';
import { addDays, addMonths } from './dates.ts';
import { paymentPlan } from './payment-plan.ts';
import { planRepayments, representativeApr } from './representative.ts';

/*
 * The independent implementation the APR table in docs/decisions.md is checked against: "the Newton
 * oracle" below. It differs from apr.ts in both halves: the time measure (CONC App 1.2) is computed from
 * the dates' year/month/day numbers, not by stepping addMonths; and the CONC App 1.1 equation is solved
 * by Newton's method on u = ln(1 + X) (monotone convergence, the equation is convex in u), not by
 * bisection, and left unrounded.
 */

const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate(); // m is 1-based
const ymd = (s: string) => s.split('-').map(Number) as [number, number, number];

/** Oracle time: whole calendar months forward from the drawdown (day clamped to month end) + days / 365. */
function oracleYears(from: string, to: string): number {
  const [y1, m1, d1] = ymd(from);
  const [y2, m2, d2] = ymd(to);
  let months = (y2 - y1) * 12 + (m2 - m1);
  if (d2 < Math.min(d1, lastDay(y2, m2))) months -= 1;
  const ay = y1 + Math.floor((m1 - 1 + months) / 12);
  const am = ((m1 - 1 + months) % 12) + 1;
  const ad = Math.min(d1, lastDay(ay, am));
  return months / 12 + (Date.UTC(y2, m2 - 1, d2) - Date.UTC(ay, am - 1, ad)) / 86_400_000 / 365;
}

/** Oracle APR in percent, unrounded: Newton on f(u) = sum a e^(-t u) - P. */
function oracleApr(amount: number, flows: { years: number; amount: number }[]): number {
  let u = 0;
  for (let i = 0; i < 200; i++) {
    const f = flows.reduce((s, r) => s + r.amount * Math.exp(-r.years * u), 0) - amount;
    const df = -flows.reduce((s, r) => s + r.years * r.amount * Math.exp(-r.years * u), 0);
    const step = f / df;
    u -= step;
    if (Math.abs(step) < 1e-14) break;
  }
  return (Math.exp(u) - 1) * 100;
}

function datedPlan(issueDate: string, dates: string[], amount: number) {
  const plan = paymentPlan({ issueDate, paymentDates: dates, amount });
  return plan.map((p) => ({ date: p.expectedDate, amount: Math.round((p.initialBase + p.initialCalculatedInterest) * 100) / 100 }));
}

interface Case {
  id: string;
  issueDate: string;
  dates: string[];
}

const monthly = (issueDate: string, n: number) => Array.from({ length: n }, (_, i) => addMonths(issueDate, i + 1));
const CASES: Case[] = [
  ...[1, 2, 3, 4].map((n) => ({
    id: `rep-${n}`,
    issueDate: '2026-03-10',
    dates: Array.from({ length: n }, (_, i) => addDays('2026-03-10', 30 * (i + 1))),
  })),
  ...[1, 2, 3, 4].map((n) => ({ id: `jan-${n}`, issueDate: '2026-01-01', dates: monthly('2026-01-01', n) })),
  ...[1, 2, 3, 4].map((n) => ({ id: `feb-${n}`, issueDate: '2026-02-01', dates: monthly('2026-02-01', n) })),
];

/** `npm test` checks a bounded sample; PROPERTY_RUNS=full (a long local or nightly run) checks far more. */
const FULL = process.env.PROPERTY_RUNS === 'full';

describe('APR by CONC App 1.2 against the Newton oracle', () => {
  it('the time measure agrees with the oracle on random date pairs (month ends, leap years)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 800 }), (start, length) => {
        const from = addDays('2024-01-01', start);
        const to = addDays(from, length);
        expect(concYears(from, to)).toBeCloseTo(oracleYears(from, to), 12);
      }),
      { numRuns: FULL ? 50_000 : 5000, seed: 18 },
    );
  });

  it('31 Jan to 28 Feb is a whole month; 1 Jan to 1 Feb (31 days) too; 30 days from 10 Mar is 30/365', () => {
    expect(concYears('2025-01-31', '2025-02-28')).toBeCloseTo(1 / 12, 12);
    expect(concYears('2026-01-01', '2026-02-01')).toBeCloseTo(1 / 12, 12);
    expect(concYears('2026-03-10', '2026-04-09')).toBeCloseTo(30 / 365, 12);
    expect(concYears('2026-01-01', '2026-01-15', 'week')).toBeCloseTo(2 / 52, 12);
  });

  it('matches the oracle to 0.1 pp on random monthly plans of 100 to 1500 over 1 to 4 instalments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 100, max: 1500 }),
        fc.integer({ min: 1, max: 4 }),
        (start, amount, n) => {
          const issueDate = addDays('2025-01-01', start);
          const flows = datedPlan(issueDate, monthly(issueDate, n), amount);
          const oracle = oracleApr(
            amount,
            flows.map((f) => ({ years: oracleYears(issueDate, f.date), amount: f.amount })),
          );
          expect(Math.abs(concApr(amount, issueDate, flows) - oracle)).toBeLessThanOrEqual(0.1);
        },
      ),
      { numRuns: FULL ? 20_000 : 2000, seed: 18 },
    );
  });

  it('the representative example (30-day periods stated in days) still reads 1081.5%', () => {
    const c = CASES.find((x) => x.id === 'rep-4')!;
    const plan = paymentPlan({ issueDate: c.issueDate, paymentDates: c.dates, amount: 200 });
    expect(representativeApr(200, planRepayments(c.issueDate, plan))).toBe(1081.5);
  });

  it('the worked table in docs/decisions.md matches the oracle to 0.1 pp', () => {
    const docs = readFileSync(new URL('../../../../docs/decisions.md', import.meta.url), 'utf8');
    const printed: string[] = [];
    const rows: { c: Case; domain: number; oracle: number }[] = [];
    for (const c of CASES) {
      const flows = datedPlan(c.issueDate, c.dates, 200);
      const days = representativeApr(
        200,
        planRepayments(c.issueDate, paymentPlan({ issueDate: c.issueDate, paymentDates: c.dates, amount: 200 })),
      );
      const oracle = oracleApr(
        200,
        flows.map((f) => ({ years: oracleYears(c.issueDate, f.date), amount: f.amount })),
      );
      const domain = concApr(200, c.issueDate, flows);
      printed.push(
        `| ${c.id} | ${c.issueDate} | ${c.dates.join(', ')} | ${flows.map((f) => f.amount.toFixed(2)).join(', ')} | ${days.toFixed(1)}% | ${domain.toFixed(1)}% | ${oracle.toFixed(3)}% |`,
      );
      rows.push({ c, domain, oracle });
    }
    console.info(printed.join('\n'));
    for (const { c, domain, oracle } of rows) {
      expect(Math.abs(domain - oracle)).toBeLessThanOrEqual(0.1);
      const row = docs.split('\n').find((l) => l.startsWith(`| ${c.id} |`));
      expect(row, `docs/decisions.md has a row for ${c.id}`).toBeDefined();
      const app12 = Number(row!.split('|')[6]!.trim().replace('%', ''));
      expect(Math.abs(app12 - oracle), c.id).toBeLessThanOrEqual(0.1);
    }
  });
});
