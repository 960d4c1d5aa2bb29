import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annexIApr, annexIYears, concApr, concYears, loanApr, solveAprPercent } from './apr.ts';
import { addDays, addMonths } from './dates.ts';
import { paymentPlan } from './payment-plan.ts';
import { planRepayments, representativeApr, sampleLoan } from './representative.ts';

/*
 * The Spanish TAE by the Consumer Credit Directive's Annex I, checked against an implementation written
 * outside the project: curo, Andrew Murphy's instalment-credit calculator (MIT), its day count `EU200848EC`
 * (2008/48/EC, updated for 2023/2225). Three kinds of evidence, each naming where it comes from:
 * - curo's own published test cases for that day count (Dart package, repository andrewmurphy353/curo):
 *   release 3.0.3 (commit 65ad93b) test/daycounts/eu_2008_48_ec_test.dart, and release 2.x (commit c86c398)
 *   test/daycount/eu_2008_48_ec_test.dart, whose 2012/2013 dates are the European Commission's APRC
 *   guidelines' examples;
 * - curo's published APR results (3.0.3 doc/site/test/example_test.dart "Example 2"; 2.x
 *   test/core/calculator_test.dart);
 * - the worked table of docs/decisions.md against curo run on the table's own cash flows: the TypeScript
 *   package (andrewmurphy353/curo-calculator 2.0.0, commit 7d13c69) compiled with this repo's tsc and
 *   run under node with its EU200848EC day count and its SolveRoot solver (see docs/decisions.md). curo is
 *   not a dependency (not on the npm registry), so its figures are written here as it printed them.
 */

interface FactorCase {
  from: string;
  to: string;
  period: 'month' | 'week';
  years: number;
  source: string;
}

const HEAD = 'curo 3.0.3 eu_2008_48_ec_test.dart';
const V2 = 'curo 2.x eu_2008_48_ec_test.dart';
const FACTORS: FactorCase[] = [
  { from: '2019-01-12', to: '2020-01-12', period: 'month', years: 1, source: HEAD },
  { from: '2019-01-31', to: '2019-02-28', period: 'month', years: 1 / 12, source: HEAD },
  { from: '2020-01-31', to: '2020-02-29', period: 'month', years: 1 / 12, source: HEAD },
  { from: '2019-02-28', to: '2019-03-31', period: 'month', years: 1 / 12, source: HEAD },
  { from: '2019-02-15', to: '2019-03-15', period: 'month', years: 1 / 12, source: HEAD },
  { from: '2019-01-31', to: '2019-03-01', period: 'month', years: 1 / 12 + 1 / 365, source: HEAD },
  { from: '2020-12-31', to: '2021-03-01', period: 'month', years: 2 / 12 + 1 / 366, source: HEAD },
  { from: '2019-01-01', to: '2020-06-15', period: 'month', years: 17 / 12 + 14 / 365, source: HEAD },
  { from: '2020-03-01', to: '2021-08-15', period: 'month', years: 17 / 12 + 14 / 366, source: HEAD },
  { from: '2019-01-01', to: '2019-01-08', period: 'week', years: 1 / 52, source: HEAD },
  { from: '2012-01-12', to: '2012-02-15', period: 'month', years: 0.0915525114155251, source: V2 },
  { from: '2012-01-12', to: '2012-03-15', period: 'month', years: 0.17488584474885843, source: V2 },
  { from: '2012-01-12', to: '2012-04-15', period: 'month', years: 0.2582191780821918, source: V2 },
  { from: '2013-01-12', to: '2013-02-15', period: 'month', years: 0.09153005464480873, source: V2 },
  { from: '2013-01-12', to: '2013-03-15', period: 'month', years: 0.17486338797814208, source: V2 },
  { from: '2013-01-12', to: '2013-04-15', period: 'month', years: 0.2581967213114754, source: V2 },
  { from: '2013-02-25', to: '2013-03-28', period: 'month', years: 0.09153005464480873, source: V2 },
  { from: '2013-02-26', to: '2013-03-29', period: 'month', years: 0.08879781420765027, source: V2 },
  { from: '2012-02-26', to: '2012-03-29', period: 'month', years: 0.09153005464480873, source: V2 },
  { from: '2012-02-26', to: '2012-02-26', period: 'month', years: 0, source: V2 },
  { from: '2024-12-31', to: '2025-02-28', period: 'month', years: 2 / 12, source: V2 },
  { from: '2024-02-28', to: '2024-03-31', period: 'month', years: 0.0860655737704918, source: V2 },
  { from: '2024-02-29', to: '2024-03-31', period: 'month', years: 1 / 12, source: V2 },
  { from: '2024-01-31', to: '2024-02-29', period: 'month', years: 1 / 12, source: V2 },
  { from: '2024-01-31', to: '2025-02-28', period: 'month', years: 13 / 12, source: V2 },
  { from: '2012-01-12', to: '2012-01-26', period: 'week', years: 2 / 52, source: V2 },
  { from: '2012-01-12', to: '2013-01-10', period: 'week', years: 1, source: V2 },
  { from: '2012-01-12', to: '2012-01-30', period: 'week', years: 0.0494204425711275, source: V2 },
  { from: '2012-01-12', to: '2013-01-12', period: 'week', years: 1.0054794520547945, source: V2 },
];

const monthly = (issueDate: string, n: number, amount: number) =>
  Array.from({ length: n }, (_, i) => ({ date: addMonths(issueDate, i + 1), amount }));
const flowsOf = (issueDate: string, dates: string[], amount: number) =>
  paymentPlan({ issueDate, paymentDates: dates, amount }).map((p) => ({
    date: p.expectedDate,
    amount: Math.round((p.initialBase + p.initialCalculatedInterest) * 100) / 100,
  }));

/** `npm test` checks a bounded sample; PROPERTY_RUNS=full (a long local or nightly run) checks far more. */
const FULL = process.env.PROPERTY_RUNS === 'full';

describe("Annex I time measure against curo's published EU200848EC cases", () => {
  it.each(FACTORS)('$from to $to in $period periods is $years years ($source)', ({ from, to, period, years }) => {
    expect(annexIYears(from, to, period)).toBeCloseTo(years, 12);
  });

  it('a year of days after the whole periods is 366 when it holds 29 February (12 Jan 2013 + 1 month + 3 days)', () => {
    expect(annexIYears('2013-01-12', '2013-02-15')).toBeCloseTo(1 / 12 + 3 / 366, 15);
    expect(annexIYears('2014-01-12', '2014-02-15')).toBeCloseTo(1 / 12 + 3 / 365, 15);
  });

  it("agrees with CONC App 1.2 whenever the repayment is on the drawdown's day of a later month (days 1-28)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 48 }), (start, months) => {
        const from = addDays('2024-01-01', start);
        fc.pre(Number(from.slice(8)) <= 28);
        const to = addMonths(from, months);
        expect(annexIYears(from, to)).toBeCloseTo(months / 12, 12);
        expect(concYears(from, to)).toBeCloseTo(months / 12, 12);
      }),
      { numRuns: FULL ? 20_000 : 2000, seed: 18 },
    );
  });

  it('stays within 3 days of the actual days over 365.25, any dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 800 }), (start, length) => {
        const from = addDays('2024-01-01', start);
        expect(Math.abs(annexIYears(from, addDays(from, length)) - length / 365.25)).toBeLessThan(3 / 365);
      }),
      { numRuns: FULL ? 50_000 : 5000, seed: 18 },
    );
  });
});

describe("the solver against curo's published APR results (EU200848EC)", () => {
  it('10,000 drawn 5 Jan 2026, a 50 fee on 5 Feb, six 1,707.00 monthly: 10.447489% (curo 3.0.3 Example 2)', () => {
    const flows = [{ date: '2026-02-05', amount: 50 }, ...monthly('2026-01-05', 6, 1707)];
    const years = flows.map((f) => ({ years: annexIYears('2026-01-05', f.date), amount: f.amount }));
    // curo asserts the rate to 1e-8 (as a fraction), so 1e-6 here in percent.
    expect(Math.abs(solveAprPercent(10_000, years) - 10.447489)).toBeLessThanOrEqual(1e-6);
    expect(annexIApr(10_000, '2026-01-05', flows)).toBe(10.4);
  });

  it('1,000 drawn 1 Jan 2022, six 172.55 monthly: 12.68619060964253% (curo 2.x calculator_test.dart)', () => {
    const flows = monthly('2022-01-01', 6, 172.55);
    expect(
      solveAprPercent(
        1000,
        flows.map((f) => ({ years: annexIYears('2022-01-01', f.date), amount: f.amount })),
      ),
    ).toBeCloseTo(12.68619060964253, 8);
    expect(annexIApr(1000, '2022-01-01', flows)).toBe(12.7);
  });

  it('10,000 drawn 1 Jan 2022, six 1,707.00 monthly: 8.569256859182904% (curo 2.x calculator_test.dart, README)', () => {
    const flows = monthly('2022-01-01', 6, 1707);
    expect(
      solveAprPercent(
        10_000,
        flows.map((f) => ({ years: annexIYears('2022-01-01', f.date), amount: f.amount })),
      ),
    ).toBeCloseTo(8.569256859182904, 8);
    expect(annexIApr(10_000, '2022-01-01', flows)).toBe(8.6);
  });
});

interface TableCase {
  id: string;
  issueDate: string;
  dates: string[];
  /** curo-calculator 2.0.0's APR in percent on the same flows (EU200848EC, SolveRoot from 1000%). */
  curo: number;
}

const days30 = (n: number) => Array.from({ length: n }, (_, i) => addDays('2026-03-10', 30 * (i + 1)));
const months = (issueDate: string, n: number) => Array.from({ length: n }, (_, i) => addMonths(issueDate, i + 1));
const TABLE: TableCase[] = [
  { id: 'rep-1', issueDate: '2026-03-10', dates: days30(1), curo: 1081.197 },
  { id: 'rep-2', issueDate: '2026-03-10', dates: days30(2), curo: 1068.932 },
  { id: 'rep-3', issueDate: '2026-03-10', dates: days30(3), curo: 1076.242 },
  { id: 'rep-4', issueDate: '2026-03-10', dates: days30(4), curo: 1076.32 },
  { id: 'jan-1', issueDate: '2026-01-01', dates: months('2026-01-01', 1), curo: 1128.692 },
  { id: 'jan-2', issueDate: '2026-01-01', dates: months('2026-01-01', 2), curo: 1046.995 },
  { id: 'jan-3', issueDate: '2026-01-01', dates: months('2026-01-01', 3), curo: 1044.725 },
  { id: 'jan-4', issueDate: '2026-01-01', dates: months('2026-01-01', 4), curo: 1043.715 },
  { id: 'feb-1', issueDate: '2026-02-01', dates: months('2026-02-01', 1), curo: 884.973 },
  { id: 'feb-2', issueDate: '2026-02-01', dates: months('2026-02-01', 2), curo: 954.786 },
  { id: 'feb-3', issueDate: '2026-02-01', dates: months('2026-02-01', 3), curo: 979.997 },
  { id: 'feb-4', issueDate: '2026-02-01', dates: months('2026-02-01', 4), curo: 999.255 },
];

describe('the TAE table in docs/decisions.md', () => {
  it("every Annex I figure is within 0.1 pp of curo's and the docs print it", () => {
    const docs = readFileSync(new URL('../../../../docs/decisions.md', import.meta.url), 'utf8');
    const rows = TABLE.map((c) => {
      const flows = flowsOf(c.issueDate, c.dates, 200);
      const annex = annexIApr(200, c.issueDate, flows);
      const intervals = c.id.startsWith('rep') ? `${c.dates.length} × 30 days` : `${c.dates.length} × 1 month`;
      const cells = [
        c.id,
        c.issueDate,
        intervals,
        `${concApr(200, c.issueDate, flows).toFixed(1)}%`,
        `TAE ${annex.toFixed(1)}%`,
        `${c.curo.toFixed(3)}%`,
        `${annex >= c.curo ? '+' : ''}${(annex - c.curo).toFixed(3)}`,
      ];
      return { c, annex, line: `| ${cells.join(' | ')} |` };
    });
    console.info(rows.map((r) => r.line).join('\n'));
    for (const { c, annex, line } of rows) {
      expect(Math.abs(annex - c.curo), c.id).toBeLessThanOrEqual(0.1);
      expect(docs.split('\n'), `docs/decisions.md prints the Annex I row of ${c.id}`).toContain(line);
    }
  });

  it('the representative example stated in 30-day periods still reads 1081.5% (the spec\'s "TAE representativa")', () => {
    const plan = paymentPlan({ issueDate: '2026-03-10', paymentDates: days30(4), amount: 200 });
    expect(representativeApr(200, planRepayments('2026-03-10', plan))).toBe(1081.5);
  });
});

describe("a loan's own APR by market (loanApr, sampleLoan)", () => {
  it('Spain measures by Annex I, the UK by CONC App 1.2: 200 over four 30-day periods is TAE 1076.3%, APR 1095.9%', () => {
    const flows = flowsOf('2026-03-10', days30(4), 200);
    expect(loanApr('ES', 200, '2026-03-10', flows)).toBe(1076.3);
    expect(loanApr('GB', 200, '2026-03-10', flows)).toBe(1095.9);
    const plan = paymentPlan({ issueDate: '2026-03-10', paymentDates: days30(4), amount: 200 });
    expect(sampleLoan('2026-03-10', 200, plan, 'ES').apr).toBe(1076.3);
    expect(sampleLoan('2026-03-10', 200, plan, 'GB').apr).toBe(1095.9);
  });

  it('a plan from 30 January (second due date clamped to 28 Feb) is a month under App 1.2, 29 days under Annex I', () => {
    const flows = flowsOf('2026-01-30', [addMonths('2026-01-30', 1)], 200);
    expect(flows[0]!.date).toBe('2026-02-28');
    expect(concYears('2026-01-30', '2026-02-28')).toBeCloseTo(1 / 12, 12);
    expect(annexIYears('2026-01-30', '2026-02-28')).toBeCloseTo(29 / 365, 12);
    expect(loanApr('ES', 200, '2026-01-30', flows)).toBeGreaterThan(loanApr('GB', 200, '2026-01-30', flows));
  });

  it('month end to month end is whole months, never one too many: 31 Jan-28 Feb is 1, 31 Mar-31 May is 2', () => {
    expect(annexIYears('2026-01-31', '2026-02-28')).toBeCloseTo(1 / 12, 15);
    expect(annexIYears('2025-03-31', '2025-05-31')).toBeCloseTo(2 / 12, 15);
    expect(annexIYears('2025-03-31', '2025-04-30')).toBeCloseTo(1 / 12, 15);
    // A repayment on 28 Feb after a drawdown on 28 Jan is one calendar month (curo 3.0 counts back from a
    // month-end repayment through month ends and makes it 1 month and 3 days; curo 2.x made it 1 month).
    expect(annexIYears('2026-01-28', '2026-02-28')).toBeCloseTo(1 / 12, 15);
  });
});
