import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan } from '@pronto/api';
import { addDays, loanAt } from '@pronto/domain';
import { addLoan } from './made-loans.ts';
import { startMock, type Mock } from './harness.ts';

/* The price caps on the staff paths, counted from the ledger (CONC 5A), and at most two rollovers per loan
 * whoever asks (CONC 6.7.23). Effects are read back through the API. */

let mock: Mock;
let admin: string;
let agent: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
  agent = await mock.staffToken('agent@pronto.test');
});
afterAll(() => mock.close());

const readLoan = async (loanId: number): Promise<Loan> => (await mock.api('get', `/api/rest/loans/${loanId}`, undefined, admin)).body.data;
const charges = (loan: Loan) =>
  Math.round(loan.installments.reduce((sum, i) => sum + (i.interest + i.fee + i.lateInterest) * 100, 0)) / 100;

describe('a restructure after a late payment stays within 100% of the amount borrowed', () => {
  it('counts the fee and late interest the paid instalment was charged: the plan offered fits, and keeps them', async () => {
    // 150 over three months; the first instalment paid 25 days late, the others unpaid since.
    const loan = addLoan(mock.ctx, { amount: 150, count: 3, issuedDaysAgo: 100, payments: [{ day: 56, amount: 'instalment' }] });
    const first = (await readLoan(loan.id)).installments[0]!;
    expect(first).toMatchObject({ status: 'paid', fee: 10 });
    expect(first.lateInterest).toBeGreaterThan(5);

    const offer = await mock.api('post', '/api/loan/validateRestructure', { loanId: loan.id, installmentCount: 1 }, agent);
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const most = offer.body.data.maxInstallments as number;
    expect(most).toBeGreaterThan(0);
    const over = await mock.api(
      'post',
      '/api/loan/restructureLoan',
      { loanId: loan.id, installmentCount: most + 1, reason: 'Hardship' },
      agent,
    );
    expect(over.status).toBe(422);
    expect(over.body.errors[0].message).toMatch(/of interest, fees and late interest already charged would exceed the 150\.00 borrowed/);

    const done = await mock.api(
      'post',
      '/api/loan/restructureLoan',
      { loanId: loan.id, installmentCount: most, reason: 'Hardship' },
      agent,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = await readLoan(loan.id);
    expect(after.installments).toHaveLength(1 + most);
    expect(charges(after)).toBeLessThanOrEqual(150);
    // The paid instalment keeps what it was charged, today and when the ledger is read again later.
    expect(after.installments[0]).toMatchObject({ status: 'paid', fee: first.fee, lateInterest: first.lateInterest });
    const later = loanAt(after, new Date(Date.now() + 400 * 86_400_000));
    expect(later.installments[0]).toMatchObject({ fee: first.fee, lateInterest: first.lateInterest });
    expect(charges(later)).toBeLessThanOrEqual(150);
  });
});

describe('at most two rollovers per loan, for staff and customers alike (CONC 6.7.23)', () => {
  it('refuses a third staff rollover with the reason, and changes nothing', async () => {
    const loan = addLoan(mock.ctx, { amount: 300, count: 1, issuedDaysAgo: 5 });
    const rollover = () => mock.api('post', '/api/loan/rollover', { loanId: loan.id, days: 3, reason: 'Salary late' }, agent);
    expect((await rollover()).status).toBe(200);
    expect((await rollover()).status).toBe(200);
    const before = await readLoan(loan.id);
    expect(before.rollovers).toBe(2);
    const third = await rollover();
    expect(third.status).toBe(422);
    expect(third.body.errors).toEqual([
      { message: 'This loan has already been rolled over twice: a loan may be rolled over at most twice (FCA CONC 6.7.23).' },
    ]);
    const after = await readLoan(loan.id);
    expect(after.installments.map((i) => i.expectedDate)).toEqual(before.installments.map((i) => i.expectedDate));
    expect(after.rollovers).toBe(2);
  });

  it("counts staff rollovers on the customer's site: after two by staff the site offers none, saying why", async () => {
    const loan = addLoan(mock.ctx, { amount: 300, count: 2, issuedDaysAgo: 5 });
    for (let i = 0; i < 2; i++)
      expect((await mock.api('post', '/api/loan/rollover', { loanId: loan.id, days: 2, reason: 'Asked by phone' }, agent)).status).toBe(
        200,
      );
    const site = await mock.customerToken(mock.ctx.customerById(loan.customerId)!.mobilePhone);
    const offered = await mock.api('get', `/api/loan/rolloverAvailableDates?loanId=${loan.id}`, undefined, site);
    expect(offered.body.data).toEqual({
      dates: [],
      reason: 'This loan has already been rolled over twice: a loan may be rolled over at most twice (FCA CONC 6.7.23).',
    });
  });

  it('offers the customer no rollover that costs more than repaying in full (interest paid ahead lowers the settlement)', async () => {
    // 100 over three months; the first two instalments paid in full the day after the loan was issued.
    const loan = addLoan(mock.ctx, {
      amount: 100,
      count: 3,
      issuedDaysAgo: 2,
      payments: [
        { day: 1, amount: 'instalment' },
        { day: 1, amount: 'instalment' },
      ],
    });
    const site = await mock.customerToken(mock.ctx.customerById(loan.customerId)!.mobilePhone);
    const view = (await mock.api('get', `/api/loan/rolloverAvailableDates?loanId=${loan.id}`, undefined, site)).body.data;
    const third = (await readLoan(loan.id)).installments[2]!;
    expect(view.dates).toEqual([]);
    expect(view.reason).toMatch(
      /^Repaying the loan in full today costs £\d+\.\d\d, no more than the roll-over's £\d+\.\d\d: please repay it in full instead\.$/,
    );
    const quote = await mock.api(
      'get',
      `/api/loan/rolloverCalculate?loanId=${loan.id}&date=${addDays(third.expectedDate, 1)}`,
      undefined,
      site,
    );
    expect(quote.status).toBe(422);
    expect(quote.body.errors[0].message).toBe(view.reason);
  });
});
