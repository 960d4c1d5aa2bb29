import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Approval, AuditEntry, Loan } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { loanPosition } from '@pronto/domain';
import { addLoan } from './made-loans.ts';
import { startMock, type Mock } from './harness.ts';

/* Maker-checker by rule: four-eyes limits on running totals (so splitting gains nothing), the facts a
 * checker decides on, and no payment above what a loan owes on any path. */

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
const openInterest = (loan: Loan) =>
  Math.round(loan.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.interest * 100, 0)) / 100;
const proposalsOf = async (loanId: number, status = 'pending'): Promise<Approval[]> =>
  (await mock.api('get', `/api/membership/approvals?loanId=${loanId}&status=${status}`, undefined, admin)).body.data;
const decide = (approvalId: number, token: string, decision = 'approve') =>
  mock.api('post', '/api/membership/approval/decide', { approvalId, decision, reason: 'Checked the file' }, token);

describe('four-eyes limits apply to running totals, not to one call', () => {
  it('a 200 write-off split into four 50 calls: the first is booked, the later three wait for approval with the loan facts', async () => {
    const loan = addLoan(mock.ctx, { amount: 1000, count: 4, issuedDaysAgo: 10 });
    const before = openInterest(await readLoan(loan.id));
    const position = loanPosition(await readLoan(loan.id), new Date());
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await mock.api('post', '/api/loan/discount', { loanId: loan.id, amount: 50, reason: 'Hardship' }, agent));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.body.data.id).toBe(loan.id);
    expect(answers.slice(1).map((a) => a.body.data.status)).toEqual(['pending', 'pending', 'pending']);
    expect(openInterest(await readLoan(loan.id))).toBeCloseTo(before - 50, 2);

    const waiting = await proposalsOf(loan.id);
    expect(waiting).toHaveLength(3);
    for (const p of waiting) {
      expect(p).toMatchObject({ callId: 'loan.discount', proposedByName: 'Agnes Agent', body: { amount: 50 } });
      expect(p.facts).toEqual({
        balanceBefore: Math.round((position.balance - 50) * 100) / 100,
        balanceAfter: Math.round((position.balance - 100) * 100) / 100,
        settlement: expect.any(Number),
        arrears: 0,
        daysPastDue: 0,
        earlierWriteOffs: 50,
        rule: { action: 'writeOff', scope: 'loan', bookedBefore: 50, total: 100, limit: 50 },
      });
    }
    // Approved, a write-off is checked: it runs as the approver, and the maker's next split still waits.
    expect((await decide(waiting[0]!.id, admin)).body.data).toMatchObject({ status: 'approved' });
    expect(openInterest(await readLoan(loan.id))).toBeCloseTo(before - 100, 2);
    const trail: AuditEntry[] = (await mock.api('get', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, admin)).body.data;
    expect(trail.map((e) => [e.staffName, e.amount, e.proposedBy?.staffName])).toEqual([
      ['Alex Admin', 50, 'Agnes Agent'],
      ['Agnes Agent', 50, undefined],
    ]);
    const next = await mock.api('post', '/api/loan/discount', { loanId: loan.id, amount: 1, reason: 'Goodwill' }, agent);
    expect(next.body.data).toMatchObject({ status: 'pending', facts: { earlierWriteOffs: 100, rule: { bookedBefore: 50, total: 51 } } });
  });

  it("counts the maker's day across loans: the third write-off of the day waits even on a fresh loan", async () => {
    const esAgent = await mock.staffToken('agent@pronto.es', 'ES');
    const loans = [0, 1, 2].map(() => addLoan(mock.ctx, { amount: 600, count: 3, issuedDaysAgo: 5 }));
    const discount = (loanId: number, amount: number) =>
      mock.api('post', '/api/loan/discount', { loanId, amount, reason: 'Goodwill' }, esAgent);
    expect((await discount(loans[0]!.id, 50)).body.data.id).toBe(loans[0]!.id);
    expect((await discount(loans[1]!.id, 50)).body.data.id).toBe(loans[1]!.id);
    const third = await discount(loans[2]!.id, 10);
    expect(third.body.data).toMatchObject({
      status: 'pending',
      facts: { earlierWriteOffs: 0, rule: { action: 'writeOff', scope: 'staffDay', bookedBefore: 100, total: 110, limit: 100 } },
    });
  });

  it('counts manual payments on the loan: 200 is booked at once, the next 100 waits for a checker', async () => {
    const loan = addLoan(mock.ctx, { amount: 1000, count: 4, issuedDaysAgo: 10 });
    const first = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount: 200, reason: 'Cash at the branch' }, agent);
    expect(first.body.data.payments.at(-1)).toMatchObject({ amount: 200, method: 'manual' });
    const second = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount: 100, reason: 'Bank transfer' }, agent);
    const balance = loanPosition(await readLoan(loan.id), new Date()).balance;
    expect(second.body.data).toMatchObject({
      status: 'pending',
      facts: {
        balanceBefore: balance,
        balanceAfter: Math.round((balance - 100) * 100) / 100,
        rule: { action: 'manualPayment', scope: 'loan', bookedBefore: 200, total: 300, limit: 250 },
      },
    });
    expect((await readLoan(loan.id)).payments.map((p) => p.amount)).toEqual([200]);
  });

  it('never lets the proposer decide their own proposal, whoever they are', async () => {
    const loan = addLoan(mock.ctx, { amount: 1000, count: 4, issuedDaysAgo: 10 });
    const proposed = await mock.api('post', '/api/loan/discount', { loanId: loan.id, amount: 60, reason: 'Complaint upheld' }, admin);
    expect(proposed.body.data).toMatchObject({ status: 'pending', proposedByName: 'Alex Admin' });
    const own = await decide(proposed.body.data.id, admin);
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual([{ message: 'You proposed this: another staff member must decide it.' }]);
    expect((await proposalsOf(loan.id)).map((p) => p.id)).toEqual([proposed.body.data.id]);
  });
});

describe('no overpayment by accident: every payment path refuses more than the loan owes, naming it', () => {
  const refusal = (loan: Loan, amount: number, owed: number) =>
    `The amount of ${formatMoney(amount, loan.country)} is more than the ${formatMoney(owed, loan.country)} owed on loan ${loan.id} (what settles it on ${formatDate(new Date().toISOString().slice(0, 10), loan.country)}).`;

  it('refuses a manual payment above what settles the loan today, booked at once or proposed', async () => {
    const loan = addLoan(mock.ctx, { amount: 200, count: 1, issuedDaysAgo: 20 });
    const owed = loanPosition(await readLoan(loan.id), new Date()).settlement;
    for (const amount of [Math.round((owed + 0.01) * 100) / 100, 300]) {
      const answer = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount, reason: 'Transfer' }, agent);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.errors).toEqual([{ message: refusal(loan, amount, owed) }]);
    }
    const after = await readLoan(loan.id);
    expect(after.payments).toEqual([]);
    expect(after.status).toBe('issued');
    expect(await proposalsOf(loan.id)).toEqual([]);
    // Exactly what is owed repays the loan.
    const settled = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount: owed, reason: 'Transfer' }, agent);
    expect(settled.body.data.status).toBe('repaid');
  });

  it('refuses an approved payment that has become more than the loan owes: the proposal stays, nothing is booked', async () => {
    const loan = addLoan(mock.ctx, { amount: 500, count: 2, issuedDaysAgo: 10 });
    const proposed = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount: 300, reason: 'Transfer seen' }, agent);
    expect(proposed.body.data.status).toBe('pending');
    // Meanwhile the customer pays most of it by card.
    const customer = mock.ctx.customerById(loan.customerId)!;
    const site = await mock.customerToken(customer.mobilePhone);
    const card = (await mock.api('get', '/api/card/account/cards', undefined, site)).body.data?.[0];
    const owedBefore = loanPosition(await readLoan(loan.id), new Date()).settlement;
    const paid = await mock.api('post', '/api/loan/account/payloanv2', { loanId: loan.id, cardId: card.id, amount: 300 }, site);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const owed = Math.round((owedBefore - 300) * 100) / 100;
    const approved = await decide(proposed.body.data.id, admin);
    expect(approved.status).toBe(422);
    expect(approved.body.errors).toEqual([{ message: refusal(loan, 300, owed) }]);
    expect((await readLoan(loan.id)).payments.map((p) => p.amount)).toEqual([300]);
    expect((await proposalsOf(loan.id)).map((p) => p.id)).toEqual([proposed.body.data.id]);
  });

  it('refuses a card payment above what settles the loan, before the card is charged', async () => {
    const loan = addLoan(mock.ctx, { amount: 200, count: 2, issuedDaysAgo: 3 });
    const customer = mock.ctx.customerById(loan.customerId)!;
    const site = await mock.customerToken(customer.mobilePhone);
    const card = (await mock.api('get', '/api/card/account/cards', undefined, site)).body.data?.[0];
    const owed = loanPosition(await readLoan(loan.id), new Date()).settlement;
    const sales = () => mock.ctx.rows('cardTransactions').filter((t) => t.loanId === loan.id).length;
    const answer = await mock.api('post', '/api/loan/account/payloanv2', { loanId: loan.id, cardId: card.id, amount: 500 }, site);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ message: refusal(loan, 500, owed) }]);
    expect(sales()).toBe(0);
    expect((await readLoan(loan.id)).payments).toEqual([]);
  });
});
