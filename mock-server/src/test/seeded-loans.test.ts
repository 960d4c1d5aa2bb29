import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { startMock, type Mock } from './harness.ts';

/**
 * A seeded loan seen by its customer days after the seed's day follows the clock, and its
 * figures (next payment, charges, settlement today, still to pay) come from one ledger replay.
 */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

interface View {
  status: string;
  nextInstallment: { expectedDate: string; status: string; amount: number } | null;
  installments: { expectedDate: string; status: string; fee: number; lateInterest: number }[];
  summary: { charges: number; outstanding: number; settlementToday: number };
}

async function currentLoan(phone: string, at: string): Promise<View> {
  const token = await mock.customerToken(phone);
  mock.ctx.now = () => new Date(at);
  try {
    const answer = await mock.api('get', '/api/loan/loan', undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as View;
  } finally {
    mock.ctx.now = () => new Date();
  }
}

describe('seeded loans on a later day', () => {
  it('07100000008: a payment ten days past its due date is overdue, with late charges, and settling never exceeds what is left to pay', async () => {
    const before = await currentLoan('07100000008', new Date().toISOString());
    expect(before.status).toBe('issued');
    const due = before.nextInstallment?.expectedDate as string;
    const later = await currentLoan('07100000008', `${addDays(due, 10)}T12:00:00Z`);
    expect(later.status).toBe('overdue');
    expect(later.nextInstallment).toMatchObject({ expectedDate: due, status: 'overdue' });
    expect(later.summary.charges).toBeGreaterThan(0);
    expect(later.summary.settlementToday).toBeLessThanOrEqual(later.summary.outstanding);
    // Back on the real day the same replay puts it back (and leaves the book as the other tests expect).
    expect((await currentLoan('07100000008', new Date().toISOString())).status).toBe('issued');
  });

  it('07100000006: the charges shown are the ones the settlement counts', async () => {
    // At midday: from the 23:45 posting to midnight the schedule shows that day's posted charges, while a
    // payment made that day is booked before them, so "settle today" is lower by the day's posting
    // (docs/decisions.md, "Charges posted at 23:45"). The test failed when run in that window.
    const view = await currentLoan('07100000006', `${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
    expect(view.status).toBe('overdue');
    const charges = view.installments.reduce((s, i) => s + i.fee + i.lateInterest, 0);
    expect(view.summary.charges).toBeCloseTo(charges, 2);
    expect(view.summary.charges).toBeGreaterThan(0);
    // Every instalment is past due: settling today is exactly what is still to pay.
    expect(view.summary.settlementToday).toBeCloseTo(view.summary.outstanding, 2);
  });
});

describe("the dashboard's loan filters on the seeded book", () => {
  const search = async (filter: Record<string, unknown>) => {
    const answer = await mock.api('post', '/api/loan/searchLoans', { filter, page: 1, perPage: 1000 }, await mock.staffToken());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as {
      items: { status: string; createdAt: string; installments: { expectedDate: string; status: string }[] }[];
      total: number;
    };
  };
  const today = new Date().toISOString().slice(0, 10);

  it("finds today's applications, approvals, due instalments and overdue buckets that add up", async () => {
    const created = await search({ createdOn: today });
    expect(created.total).toBeGreaterThan(0);
    expect(created.items.every((l) => l.createdAt.startsWith(today))).toBe(true);
    expect((await search({ approvedOn: today })).total).toBeGreaterThan(0);
    const due = await search({ dueOn: today });
    expect(due.items.every((l) => l.installments.some((i) => i.expectedDate === today))).toBe(true);
    const overdue = (await search({ status: 'overdue' })).total;
    const recent = (await search({ status: 'overdue', overdueSinceFrom: addDays(today, -30), overdueSinceTo: addDays(today, -1) })).total;
    const older = (await search({ status: 'overdue', overdueSinceTo: addDays(today, -31) })).total;
    expect(recent + older).toBe(overdue);
  });
});
