import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComprehensiveLoanReportEntry, Loan, SummaryRow } from '@pronto/api';
import { createContext } from '../context.ts';
import { createServer } from '../server.ts';

/**
 * The report summary's default window ends with the current period (docs/decisions.md "Report summary
 * window"), checked against the seeded book. The recomputation below is written from the spec's words
 * (back-office.md §1: first-time vs repeat borrowers, paid = paid by due date + 5 days) and shares no
 * code with @pronto/domain's report maths.
 */
const ctx = createContext({ dataFile: null, size: 'small', fresh: true, quiet: true });
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(ctx).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/report`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function summary(application: string, summaryWindow?: string): Promise<SummaryRow[]> {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await fetch(`${base}/ComprehensiveLoanReport`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, application },
    body: JSON.stringify({
      start: '2018-01-01T00:00:00.000Z',
      end: '2018-02-01T00:00:00.000Z',
      ...(summaryWindow ? { summaryWindow } : {}),
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: ComprehensiveLoanReportEntry[] };
  return body.data[0]?.summaryReport ?? [];
}

// ---- An independent recomputation, on Date objects (UTC) and cents ----

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const cents = (amount: number): number => Math.round(amount * 100);
const pct = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);

/** First day of the month `monthsLater` months after the month of `day`. */
function monthStart(day: string, monthsLater = 0): string {
  const d = new Date(ms(day));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthsLater, 1));
}

/** The expected window: `count` periods of `months` months, the last holding `today`. */
function expectedWindow(today: string, months: number, count: number): { dateStart: string; dateEnd: string }[] {
  const month = new Date(ms(today)).getUTCMonth();
  const currentStart = monthStart(today, -(month % months));
  return Array.from({ length: count }, (_, i) => ({
    dateStart: monthStart(currentStart, -months * (count - 1 - i)),
    dateEnd: monthStart(currentStart, -months * (count - 2 - i)),
  }));
}

const money = ['issued', 'overdue', 'repaid', 'closed'];

function recompute(loans: readonly Loan[], period: { dateStart: string; dateEnd: string }, today: string): Record<string, number> {
  const issued = loans.filter((l) => money.includes(l.status));
  const byCustomer = new Map<number, Loan[]>();
  for (const loan of issued) byCustomer.set(loan.customerId, [...(byCustomer.get(loan.customerId) ?? []), loan]);
  for (const list of byCustomer.values()) list.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.id - b.id);

  const sums = { ftb: [0, 0, 0, 0], rtb: [0, 0, 0, 0], toRtb: 0 };
  for (const loan of issued.filter((l) => l.issueDate >= period.dateStart && l.issueDate < period.dateEnd)) {
    const history = byCustomer.get(loan.customerId) ?? [];
    const firstTime = history[0]?.id === loan.id;
    let paidInTime = 0;
    let unpaid = 0;
    for (const inst of loan.installments) {
      const lastDay = iso(ms(inst.expectedDate) + 5 * DAY);
      if (inst.status === 'paid' && inst.paidDate && inst.paidDate <= lastDay && inst.paidDate <= today)
        paidInTime += cents(inst.principal);
      else if (lastDay < today) unpaid += cents(inst.principal);
    }
    const paid = loan.payments.filter((p) => !p.deleted && p.date <= today).reduce((sum, p) => sum + cents(p.amount), 0);
    const bucket = firstTime ? sums.ftb : sums.rtb;
    [cents(loan.amount), paidInTime, unpaid, paid].forEach((value, i) => (bucket[i] = (bucket[i] ?? 0) + value));
    const second = history[1];
    if (firstTime && second && second.issueDate <= today) sums.toRtb += cents(loan.amount);
  }
  const [ftbIssued = 0, ftbPaid = 0, ftbUnpaid = 0, ftbTotal = 0] = sums.ftb;
  const [rtbIssued = 0, rtbPaid = 0, rtbUnpaid = 0, rtbTotal = 0] = sums.rtb;
  const all = ftbIssued + rtbIssued;
  const pairs: Record<string, [number, number]> = {
    ftbIssued: [ftbIssued, all],
    ftbPrincipalPaid: [ftbPaid, ftbIssued],
    ftbUnpaid: [ftbUnpaid, ftbIssued],
    ftbTotalPaid: [ftbTotal, ftbIssued],
    ftbToRtb: [sums.toRtb, ftbIssued],
    rtbIssued: [rtbIssued, all],
    rtbPrincipalPaid: [rtbPaid, rtbIssued],
    rtbUnpaid: [rtbUnpaid, rtbIssued],
    rtbTotalPaid: [rtbTotal, rtbIssued],
    allIssued: [all, all],
    allPrincipalPaid: [ftbPaid + rtbPaid, all],
    allUnpaid: [ftbUnpaid + rtbUnpaid, all],
    allTotalPaid: [ftbTotal + rtbTotal, all],
  };
  return Object.fromEntries(
    Object.entries(pairs).flatMap(([key, [part, whole]]) => [
      [`${key}_v`, part / 100],
      [`${key}_p`, pct(part, whole)],
    ]),
  );
}

describe('report summary, current window (the default), on the seeded book', () => {
  it.each([
    ['PRONTO_UK', 'GB', 3, 12],
    ['PRONTO_ES', 'ES', 1, 6],
  ] as const)(
    '%s: the last row is the current period and every row equals a recomputation from the loans',
    async (application, country, months, count) => {
      const rows = await summary(application);
      const today = ctx.now().toISOString().slice(0, 10);
      const expected = expectedWindow(today, months, count);
      expect(rows.map(({ dateStart, dateEnd }) => ({ dateStart, dateEnd }))).toEqual(expected);
      const last = rows.at(-1);
      expect(last && last.dateStart <= today && today < last.dateEnd).toBe(true);

      const book = ctx.db.loans.filter((loan) => loan.country === country);
      for (const row of rows) expect(row.values, `${row.dateStart}..${row.dateEnd}`).toEqual(recompute(book, row, today));
      // The seed's recent flow issues loans in both markets every day, today included: the current period is not empty.
      expect(last?.values.allIssued_v).toBeGreaterThan(0);
      expect(rows.filter((row) => (row.values.allIssued_v ?? 0) > 0).length).toBeGreaterThan(count / 2);
      // Asked for by name, the default window is the same.
      expect(await summary(application, 'current')).toEqual(rows);
    },
  );

  it("the spec's historical window stays word for word and equals a recomputation too", async () => {
    const today = ctx.now().toISOString().slice(0, 10);
    for (const [application, country, first, last, count] of [
      ['PRONTO_UK', 'GB', '2016-01-01', '2019-01-01', 12],
      ['PRONTO_ES', 'ES', '2018-01-01', '2018-07-01', 6],
    ] as const) {
      const rows = await summary(application, 'historical');
      expect(rows).toHaveLength(count);
      expect(rows[0]?.dateStart).toBe(first);
      expect(rows.at(-1)?.dateEnd).toBe(last);
      const book = ctx.db.loans.filter((loan) => loan.country === country);
      for (const row of rows) expect(row.values, `${row.dateStart}..${row.dateEnd}`).toEqual(recompute(book, row, today));
    }
  });
});
