import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Installment, Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { addDays, round2, withdrawalAmount } from '@pronto/domain';
import type { AccountLoan } from '../routes/loan-account/loans.ts';
import { startMock, type Mock } from './harness.ts';

/* The loan service's staff calls: every write is read back through the catalogue's own read calls. */

let mock: Mock;
let agent: string;
let admin: string;
let reporter: string;
let today: string;
/** Loans a test has taken (each test changes loans of its own). */
const used = new Set<number>();

beforeAll(async () => {
  mock = await startMock();
  agent = await mock.staffToken('agent@pronto.test');
  admin = await mock.staffToken();
  reporter = await mock.staffToken('reporter@pronto.test');
  today = mock.ctx.now().toISOString().slice(0, 10);
  // Kept for the tests that read them as seeded: customer 4's approved loan, customer 6's overdue loan,
  // customer 301's approved loan (two bank accounts).
  for (const loanId of [1, 3, 437]) used.add(loanId);
});
afterAll(() => mock.close());

type StaffLoan = Loan & Record<string, unknown> & { installments: Installment[] };

/** The answer's data of a call that must succeed. */
async function ok(method: string, path: string, body: unknown, token?: string) {
  const answer = await mock.api(method, path, body, token);
  if (answer.status !== 200) throw new Error(`${method} ${path} -> ${answer.status} ${JSON.stringify(answer.body?.errors)}`);
  return answer.body.data;
}
/** The message of a call that must be refused with 422. */
async function refused(method: string, path: string, body: unknown, token?: string): Promise<string> {
  const answer = await mock.api(method, path, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  return answer.body.errors[0].message as string;
}
/** A loan as the console's loan page reads it (loan.searchLoans by id). */
async function loanOf(loanId: number): Promise<StaffLoan> {
  const found = await ok('post', '/api/loan/searchLoans', { filter: { id: loanId } }, agent);
  return found.items[0] as StaffLoan;
}
const db = () => mock.ctx.db.loans as AccountLoan[];
const activeCard = (customerId: number) =>
  mock.ctx.rows('cards').find((c) => c.customerId === customerId && c.status === 'active' && c.deleted === false);
/** A loan of the seed no other test took. */
function take(test: (l: AccountLoan) => boolean, what: string): AccountLoan {
  const loan = db().find((l) => !used.has(l.id) && test(l));
  if (!loan) throw new Error(`no ${what} left in the seed`);
  used.add(loan.id);
  return loan;
}
/** A GB loan issued more than 14 days ago, nothing paid, its next instalment to come, its customer with an active card. */
const runningLoan = (country = 'GB') =>
  take(
    (l) =>
      l.status === 'issued' &&
      l.country === country &&
      l.payments.length === 0 &&
      l.issueDate < addDays(today, -14) &&
      l.installments.every((i) => i.paidAmount === 0 && i.expectedDate > today) &&
      activeCard(l.customerId) !== undefined,
    `running ${country} loan`,
  );
const due = (i: Installment) => round2(i.principal + i.interest + i.fee + i.lateInterest - i.paidAmount);
const settlement = async (loanId: number) => (await ok('post', '/api/loan/calculateFutureCloseAmount', { loanId }, agent)).amount as number;

describe('card payments staff take', () => {
  it('loan.payloan takes a card payment: the loan shows it and its first instalment part paid', async () => {
    const loan = runningLoan();
    const paid = await ok(
      'post',
      '/api/loan/payloan',
      { loanId: loan.id, customerId: loan.customerId, amount: 30, reason: 'Paid on the phone' },
      agent,
    );
    expect(paid.summary.totalRepaid).toBe(30);
    const read = await loanOf(loan.id);
    expect(read.payments).toEqual([expect.objectContaining({ amount: 30, method: 'card', date: today, deleted: false })]);
    expect(read.installments[0]).toMatchObject({ paidAmount: 30, status: 'partiallyPaid' });
    const trail = (await ok('get', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, agent)) as AuditEntry[];
    expect(trail[0]).toMatchObject({ callId: 'loan.payloan', reason: 'Paid on the phone' });
  });

  it('loan.payloan refuses more than settles the loan, saying what is owed, and other bad input', async () => {
    const loan = runningLoan();
    const owed = await settlement(loan.id);
    const body = { loanId: loan.id, reason: 'Card on the phone' };
    expect(await refused('post', '/api/loan/payloan', { ...body, amount: round2(owed + 1) }, agent)).toMatch(
      `The amount of ${formatMoney(round2(owed + 1), 'GB')} is more than the ${formatMoney(owed, 'GB')} owed on loan ${loan.id} (what settles it on `,
    );
    expect(await refused('post', '/api/loan/payloan', { ...body, amount: 0 }, agent)).toBe('amount must be more than 0.');
    expect(await refused('post', '/api/loan/payloan', { ...body, amount: 'ten' }, agent)).toBe('amount must be a number.');
    expect(await refused('post', '/api/loan/payloan', { loanId: loan.id, amount: 10 }, agent)).toBe(
      'Please give a reason for this action.',
    );
    expect(await refused('post', '/api/loan/payloan', { ...body, loanId: 999999, amount: 10 }, agent)).toBe('Loan 999999 does not exist.');
    const otherCard = mock.ctx.rows('cards').find((c) => c.customerId !== loan.customerId && c.deleted === false)!;
    expect(await refused('post', '/api/loan/payloan', { ...body, amount: 10, cardId: otherCard.id }, agent)).toBe(
      `Card ${otherCard.id} is not a card of customer ${loan.customerId}.`,
    );
    expect(await refused('post', '/api/loan/payloan', { ...body, amount: 10, customerId: loan.customerId + 1 }, agent)).toBe(
      `Loan ${loan.id} is not a loan of customer ${loan.customerId + 1}.`,
    );
    const repaid = take((l) => l.status === 'repaid', 'repaid loan');
    expect(await refused('post', '/api/loan/payloan', { ...body, loanId: repaid.id, amount: 10 }, agent)).toBe(
      `Loan ${repaid.id} is repaid: only an issued or overdue loan takes payments.`,
    );
    expect((await loanOf(loan.id)).payments).toEqual([]);
  });

  it('loan.payloanv2 with full: true settles the loan: every instalment paid, the loan repaid', async () => {
    const loan = runningLoan();
    const owed = await settlement(loan.id);
    const answer = await ok('post', '/api/loan/payloanv2', { loanId: loan.id, full: true, reason: 'Settles in full' }, agent);
    expect(answer.paid).toBe(owed);
    const read = await loanOf(loan.id);
    expect(read.status).toBe('repaid');
    expect(read.installments.every((i) => i.status === 'paid')).toBe(true);
    expect(read.payments.map((p) => p.amount)).toEqual([owed]);
    expect(await refused('post', '/api/loan/payloanv2', { loanId: loan.id, amount: 5, reason: 'again' }, agent)).toBe(
      `Loan ${loan.id} is repaid: only an issued or overdue loan takes payments.`,
    );
  });

  it('loan.payLoanSingleInstallment pays the oldest unpaid instalment exactly, and no other', async () => {
    const loan = runningLoan();
    expect(
      await refused('post', '/api/loan/payLoanSingleInstallment', { loanId: loan.id, installmentNumber: 2, reason: 'Instalment' }, agent),
    ).toBe('Instalment 1 is due first: a payment always goes to the oldest unpaid instalment.');
    const first = (await loanOf(loan.id)).installments[0]!;
    const answer = await ok(
      'post',
      '/api/loan/payLoanSingleInstallment',
      { loanId: loan.id, installmentNumber: 1, reason: 'Instalment' },
      agent,
    );
    expect(answer).toMatchObject({ paid: due(first), installmentNumber: 1 });
    const read = await loanOf(loan.id);
    expect(read.installments[0]).toMatchObject({ status: 'paid', paidAmount: due(first), paidDate: today });
    expect(read.installments[1]).toMatchObject({ status: 'pending', paidAmount: 0 });
  });

  it('loan.DesistContractPayment takes the withdrawal amount once the desist was approved and closes the loan as withdrawn', async () => {
    const loan = take(
      (l) => l.status === 'issued' && l.country === 'GB' && l.issueDate >= addDays(today, -10) && activeCard(l.customerId) !== undefined,
      'loan issued in the last 10 days',
    );
    const pay = { loanId: loan.id, customerId: loan.customerId, reason: 'Withdrew' };
    expect(await refused('post', '/api/loan/DesistContractPayment', pay, agent)).toBe(
      `Loan ${loan.id} has no approved withdrawal: the desist must be proposed and approved before its payment.`,
    );
    // The notice: proposed by one staff member, approved by an admin; the loan stays open until paid.
    const proposal = await ok('post', '/api/loan/desistContract', { loanId: loan.id, reason: 'Customer withdrew by e-mail' }, agent);
    await ok('post', '/api/membership/approval/decide', { approvalId: proposal.id, decision: 'approve', reason: 'E-mail read' }, admin);
    const open = await loanOf(loan.id);
    expect(open.status).toBe('issued');
    expect(open.withdrawal).toEqual({ noticeDate: today, repayBy: addDays(today, 30) });
    // Principal and 0.75% a day for the days the customer had it: nothing paid and no fee yet, so what settles it.
    const owed = await settlement(loan.id);
    expect(owed).toBe(withdrawalAmount(loan, today));
    const answer = await ok('post', '/api/loan/DesistContractPayment', pay, agent);
    expect(answer.paid).toBe(owed);
    const read = await loanOf(loan.id);
    expect(read.status).toBe('closed');
    expect(read.withdrawal).toEqual({ noticeDate: today, repayBy: addDays(today, 30), paidOn: today, paid: owed });
    expect(read.payments.map((p) => p.amount)).toEqual([owed]);
    const history = (await ok('get', `/api/loan/loanStatusHistory/${loan.id}`, undefined, agent)) as {
      status: string;
      createdBy: string;
    }[];
    expect(history.at(-1)).toMatchObject({ status: 'closed', createdBy: 'agent@pronto.test (withdrawal)' });
    expect(await refused('post', '/api/loan/DesistContractPayment', pay, agent)).toBe(
      `Loan ${loan.id} is closed: only an issued or overdue loan can be withdrawn from.`,
    );
  });

  it("loan.bulkDebitV2 charges each overdue loan's card what is due, skips a repaid loan, and audits each charge", async () => {
    const overdue = [1, 2].map(() => take((l) => l.status === 'overdue' && activeCard(l.customerId) !== undefined, 'overdue loan'));
    const repaid = take((l) => l.status === 'repaid', 'repaid loan');
    expect(await refused('post', '/api/loan/bulkDebitV2', { loanIds: [overdue[0]!.id, 999999], reason: 'Run' }, agent)).toBe(
      'Loan 999999 does not exist.',
    );
    const answer = await ok(
      'post',
      '/api/loan/bulkDebitV2',
      { loanIds: [...overdue.map((l) => l.id), repaid.id], reason: 'Morning run' },
      agent,
    );
    expect(answer).toMatchObject({ charged: 2, failed: 0, skipped: 1 });
    expect(answer.results.find((r: { loanId: number }) => r.loanId === repaid.id)).toMatchObject({
      outcome: 'skipped',
      message: `Loan ${repaid.id} is repaid.`,
    });
    for (const loan of overdue) {
      const charged = answer.results.find((r: { loanId: number }) => r.loanId === loan.id);
      const read = await loanOf(loan.id);
      expect(read.payments.at(-1)).toMatchObject({ amount: charged.amount, method: 'card', date: today });
      expect(read.installments.filter((i) => i.expectedDate <= today).every((i) => i.status === 'paid')).toBe(true);
      expect(read.status).not.toBe('overdue');
      const trail = (await ok('get', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, agent)) as AuditEntry[];
      expect(trail[0]).toMatchObject({ callId: 'loan.bulkDebitV2', reason: 'Morning run' });
    }
  });
});

describe('changes to a loan', () => {
  it('loan.updateloanstatus sets a status by hand, but not one the book contradicts', async () => {
    const requested = take((l) => l.status === 'requested', 'requested loan');
    await ok('post', '/api/loan/updateloanstatus', { loanId: requested.id, status: 'declined', reason: 'Fraud check failed' }, agent);
    expect((await loanOf(requested.id)).status).toBe('declined');
    const history = (await ok('get', `/api/loan/loanStatusHistory/${requested.id}`, undefined, agent)) as {
      status: string;
      createdBy: string;
    }[];
    expect(history.at(-1)).toMatchObject({ status: 'declined', createdBy: 'agent@pronto.test' });
    const running = runningLoan();
    const owed = await settlement(running.id);
    expect(await refused('post', '/api/loan/updateloanstatus', { loanId: running.id, status: 'repaid', reason: 'x' }, agent)).toBe(
      `Loan ${running.id} still owes ${formatMoney(owed, 'GB')}: take a payment or give a discount before it is repaid.`,
    );
    expect(await refused('post', '/api/loan/updateloanstatus', { loanId: running.id, status: 'overdue', reason: 'x' }, agent)).toBe(
      `Loan ${running.id} has no arrears: it runs as issued.`,
    );
    expect(await refused('post', '/api/loan/updateloanstatus', { loanId: running.id, status: 'lost', reason: 'x' }, agent)).toMatch(
      /^status must be one of requested, approved/,
    );
    expect((await loanOf(running.id)).status).toBe('issued');
  });

  it('loan.updateIssuedDateOfLoan plans the schedule again from the new date; the maintenance call then dates the loan from it', async () => {
    const loan = runningLoan();
    const newDate = addDays(loan.issueDate, 2);
    const dueBefore = loan.installments.map((i) => i.expectedDate);
    expect(
      await refused('post', '/api/loan/updateIssuedDateOfLoan', { loanId: loan.id, issueDate: addDays(today, 1), reason: 'x' }, agent),
    ).toBe('The issue date cannot be in the future: the money has been paid out.');
    await ok('post', '/api/loan/updateIssuedDateOfLoan', { loanId: loan.id, issueDate: newDate, reason: 'Payout went a day late' }, agent);
    const read = await loanOf(loan.id);
    expect(read.issueDate).toBe(newDate);
    expect(read.installments[0]).toMatchObject({ interestStartDate: newDate, id: loan.installments[0]!.id });
    expect(read.installments.map((i) => i.expectedDate)).toEqual(dueBefore.map((d) => addDays(d, 2)));
    expect(round2(read.installments.reduce((s, i) => s + i.principal, 0))).toBe(read.amount);

    // The loan was applied for before its new issue date: the repair sets its created date to the issue date, once.
    expect(read.createdAt).not.toMatch(new RegExp(`^${newDate}`));
    const repair = await ok('post', '/api/loan/updateCreatedDatesWithIssueDates', {}, agent);
    expect(repair.loanIds).toContain(loan.id);
    expect((await loanOf(loan.id)).createdAt).toMatch(new RegExp(`^${newDate}T`));
    expect(await ok('post', '/api/loan/updateCreatedDatesWithIssueDates', {}, agent)).toEqual({ updated: 0, loanIds: [] });
  });

  it('loan.changeLoanAmount re-plans a loan before its payout, within the credit limit', async () => {
    const loan = take((l) => l.status === 'requested' && l.country === 'GB', 'requested GB loan');
    await ok('post', '/api/loan/changeLoanAmount', { loanId: loan.id, amount: 300, reason: 'Customer asked for more' }, agent);
    const read = await loanOf(loan.id);
    expect(read.amount).toBe(300);
    expect(round2(read.installments.reduce((s, i) => s + i.principal, 0))).toBe(300);
    const limit = (await ok('get', `/api/customer/creditlimit?customerId=${loan.customerId}`, undefined, agent)).creditLimit as number;
    expect(await refused('post', '/api/loan/changeLoanAmount', { loanId: loan.id, amount: limit + 100, reason: 'x' }, agent)).toBe(
      `The amount is above the credit limit of customer ${loan.customerId} (${formatMoney(limit, 'GB')}).`,
    );
    const running = runningLoan();
    expect(await refused('post', '/api/loan/changeLoanAmount', { loanId: running.id, amount: 200, reason: 'x' }, agent)).toBe(
      `Loan ${running.id} is issued: only a loan not paid out yet can change its amount.`,
    );
  });

  it('loan.setLoanAccountId, loan.bankNotAvailable and loan.changeLoanToAccount move the payout account of a loan', async () => {
    // Loan 437 (approved, customer 301): account 228 at Santander verified, 234 at Barclays not yet.
    const set = await ok('post', '/api/loan/setLoanAccountId', { loanId: 437, reason: 'Payout account' }, agent);
    expect(set).toMatchObject({ loanId: 437, bankAccountId: 228, updated: 1 });
    expect(await ok('post', '/api/loan/setLoanAccountId', { loanId: 437, accountId: 228, reason: 'again' }, agent)).toMatchObject({
      updated: 0,
    });
    expect((await loanOf(437)).bankAccountId).toBe(228);
    expect(await refused('post', '/api/loan/changeLoanToAccount', { loanId: 437, accountId: 234, reason: 'x' }, agent)).toBe(
      'Bank account 234 is not verified: money only goes to a verified account.',
    );

    await ok('put', '/api/loan/bankNotAvailable', { loanId: 437, reason: 'Santander refused the transfer' }, agent);
    const marked = await loanOf(437);
    expect(marked.bankAccountId).toBeUndefined();
    expect(marked.bankNotAvailable).toMatchObject({ bankName: 'Santander', bankAccountId: 228, by: 'agent@pronto.test' });
    expect(await refused('post', '/api/loan/setLoanAccountId', { loanId: 437, accountId: 228, reason: 'x' }, agent)).toBe(
      'Santander is marked unavailable for loan 437: choose an account at another bank.',
    );

    await ok('post', '/api/bankscraper/scrape', { customerId: 301 }, admin);
    await ok('post', '/api/loan/changeLoanToAccount', { loanId: 437, customerId: 301, accountId: 234, reason: 'Barclays account' }, agent);
    const moved = await loanOf(437);
    expect(moved.bankAccountId).toBe(234);
    expect(moved.bankNotAvailable).toBeUndefined();
    expect(await refused('post', '/api/loan/setLoanAccountId', { loanId: runningLoan().id, reason: 'x' }, agent)).toMatch(
      /is issued: its payout account is fixed once the money has gone out\.$/,
    );
  });

  it('loan.rolloverv2 charges the next instalment’s interest and moves it; loan.rolloverSummary tells the same beforehand', async () => {
    const loan = runningLoan();
    const first = (await loanOf(loan.id)).installments[0]!;
    const summary = await ok('post', '/api/loan/rolloverSummary', { loanId: loan.id, days: 10 }, agent);
    expect(summary).toMatchObject({ days: 10, payNow: first.interest, date: addDays(first.expectedDate, 10), installmentNumber: 1 });
    expect(summary.installmentsAfter[0].expectedDate).toBe(addDays(first.expectedDate, 10));
    expect(summary.card.id).toBe(activeCard(loan.customerId)!.id);

    const done = await ok('post', '/api/loan/rolloverv2', { loanId: loan.id, days: 10, reason: 'Customer short this month' }, agent);
    expect(done).toMatchObject({ days: 10, payNow: first.interest });
    const read = await loanOf(loan.id);
    expect(read.installments[0]!.expectedDate).toBe(addDays(first.expectedDate, 10));
    expect(read.payments).toEqual([expect.objectContaining({ amount: first.interest, method: 'card' })]);
    expect(read.rollovers).toBe(1);
    // Its interest paid, the instalment cannot be rolled over again (the site's rule, staff alike).
    expect(await refused('post', '/api/loan/rolloverv2', { loanId: loan.id, days: 5, reason: 'again' }, agent)).toBe(
      'An instalment that is partly paid cannot be rolled over.',
    );
  });

  it('loan.discount.delete puts back the interest a discount took off', async () => {
    const loan = runningLoan();
    const before = (await loanOf(loan.id)).installments.map((i) => i.interest);
    await ok('post', '/api/loan/discount', { loanId: loan.id, amount: 20, reason: 'Goodwill' }, agent);
    const discounted = (await loanOf(loan.id)).installments.map((i) => i.interest);
    expect(round2(before.reduce((s, i) => s + i, 0) - discounted.reduce((s, i) => s + i, 0))).toBe(20);
    await ok('delete', `/api/loan/discount?loanId=${loan.id}&reason=Given%20in%20error`, undefined, agent);
    expect((await loanOf(loan.id)).installments.map((i) => i.interest)).toEqual(before);
    expect(await refused('delete', `/api/loan/discount?loanId=${loan.id}&reason=again`, undefined, agent)).toBe(
      `Loan ${loan.id} has no discount to remove.`,
    );
  });
});

describe('new loans', () => {
  /** A GB customer who may borrow: a status that may request, no loan open or waiting. */
  const freeCustomer = () => {
    const customer = mock.ctx.db.customers.find(
      (c) =>
        c.country === 'GB' &&
        !c.deleted &&
        !c.blacklisted &&
        ['registered', 'approved'].includes(c.statuses.at(-1)?.status ?? '') &&
        db().some((l) => l.customerId === c.id) &&
        db().every((l) => l.customerId !== c.id || !['requested', 'approved', 'issued', 'overdue'].includes(l.status)) &&
        !used.has(-c.id),
    )!;
    used.add(-customer.id);
    return customer;
  };

  it('loan.getEligibleProductsOfCustomers offers the product up to the credit limit, and nothing to a customer with a running loan', async () => {
    const customer = freeCustomer();
    const limit = (await ok('get', `/api/customer/creditlimit?customerId=${customer.id}`, undefined, agent)).creditLimit as number;
    const answer = await ok('post', '/api/loan/getEligibleProductsOfCustomers', { customerId: customer.id }, agent);
    expect(answer).toMatchObject({ eligible: true, reason: null, creditLimit: limit });
    expect(answer.products[0]).toMatchObject({
      application: 'PRONTO_UK',
      minAmount: 100,
      maxAmount: limit,
      installmentOptions: [1, 2, 3, 4],
    });
    const busy = await ok('post', '/api/loan/getEligibleProductsOfCustomers', { customerId: 6 }, agent);
    expect(busy).toMatchObject({
      eligible: false,
      products: [],
      reason: 'Customer 6 is internalCollection: only a registered, checked or approved customer can take a loan.',
    });
  });

  it('loan.createLoan creates an approved loan for the customer, and no second one', async () => {
    const customer = freeCustomer();
    const created = await ok(
      'post',
      '/api/loan/createLoan',
      { customerId: customer.id, amount: 200, installmentCount: 2, reason: 'On the phone' },
      agent,
    );
    const loans = (await ok('post', '/api/loan/loans', { customerId: customer.id, status: 'approved' }, agent)) as StaffLoan[];
    expect(loans.map((l) => l.id)).toEqual([created.id]);
    expect(loans[0]).toMatchObject({ amount: 200, status: 'approved', country: 'GB', application: 'PRONTO_UK' });
    expect(loans[0]!.installments).toHaveLength(2);
    expect(
      await refused('post', '/api/loan/createLoan', { customerId: customer.id, amount: 200, installmentCount: 2, reason: 'again' }, agent),
    ).toBe(`Customer ${customer.id} has loan ${created.id} approved: it must be repaid or cancelled first.`);
    const other = freeCustomer();
    expect(
      await refused('post', '/api/loan/createLoan', { customerId: other.id, amount: 200, installmentCount: 7, reason: 'x' }, agent),
    ).toBe('installmentCount must be one of 1, 2, 3, 4.');
    expect(
      await refused('post', '/api/loan/createLoan', { customerId: other.id, amount: 50, installmentCount: 2, reason: 'x' }, agent),
    ).toBe('The smallest loan is £100.00.');
  });

  it('loan.checkGetALoanByRestructured allows a new loan until a loan of the customer is restructured and unpaid', async () => {
    const loan = runningLoan();
    const before = await ok('get', `/api/loan/checkGetALoanByRestructured?customerId=${loan.customerId}`, undefined, agent);
    expect(before).toMatchObject({ allowed: true, restructuredLoanIds: [] });
    await ok('post', '/api/loan/restructureLoan', { loanId: loan.id, installmentCount: 4, reason: 'Hardship' }, agent);
    const after = await ok('get', `/api/loan/checkGetALoanByRestructured?customerId=${loan.customerId}`, undefined, agent);
    expect(after).toMatchObject({
      allowed: false,
      restructuredLoanIds: [loan.id],
      reason: `Restructured loan ${loan.id} is issued: it must be repaid first.`,
    });
  });

  it('loan.AutoIssueCheck keeps its decision on the loan: a first loan above the automatic limit waits for an officer', async () => {
    const loan = take((l) => l.status === 'approved' && l.country === 'GB' && l.amount > 300, 'approved GB loan above 300');
    const answer = await ok('post', '/api/loan/AutoIssueCheck', { loanId: loan.id }, agent);
    expect(answer.decisions).toEqual([
      expect.objectContaining({ loanId: loan.id, eligible: false, reason: '£400.00 is above the automatic limit of £300.00.' }),
    ]);
    expect((await loanOf(loan.id)).autoIssue).toMatchObject({ eligible: false });
    const all = await ok('post', '/api/loan/AutoIssueCheck', {}, agent);
    expect(all.checked).toBe((await ok('post', '/api/loan/searchLoans', { filter: { status: 'approved' } }, agent)).total);
    expect(await refused('post', '/api/loan/AutoIssueCheck', { loanId: runningLoan().id }, agent)).toMatch(
      /is issued: only an approved loan waits to be issued\.$/,
    );
  });
});

describe('the agreement and certificates', () => {
  it('loan.agreement sends the agreement by e-mail; loan.agreementSent then says so', async () => {
    const loan = take((l) => l.status === 'approved' && l.country === 'GB', 'approved GB loan');
    const customer = mock.ctx.customerById(loan.customerId)!;
    expect(await ok('get', `/api/loan/agreementSent?loanId=${loan.id}`, undefined, agent)).toMatchObject({ sent: false, accepted: false });
    const sent = await ok('post', '/api/loan/agreement', { loanId: loan.id }, agent);
    const after = await ok('get', `/api/loan/agreementSent?loanId=${loan.id}`, undefined, agent);
    expect(after).toMatchObject({ loanId: loan.id, sent: true, emailId: sent.emailId, accepted: false });
    const mails = await ok('get', `/api/communication/email/history?customerId=${customer.id}`, undefined, admin);
    expect(mails[0]).toMatchObject({
      id: sent.emailId,
      subject: 'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974',
      type: 'loanAgreement',
    });
    expect(mails[0].text).toContain(`${customer.firstName} ${customer.lastName}`);
  });

  it('loan.agreementAsType gives the agreement as HTML or PDF; a seeded issued loan reads as accepted', async () => {
    const loan = runningLoan();
    const customer = mock.ctx.customerById(loan.customerId)!;
    const html = await ok('post', '/api/loan/agreementAsType', { loanId: loan.id, format: 'html' }, agent);
    expect(html).toMatchObject({ contentType: 'text/html', fileName: `loan-agreement-${loan.id}.html` });
    expect(html.content).toContain('<h1>Fixed-sum loan agreement regulated by the Consumer Credit Act 1974</h1>');
    expect(html.content).toContain(`${customer.firstName} ${customer.lastName}`);
    const pdf = await ok('post', '/api/loan/agreementAsType', { loanId: loan.id, format: 'pdf' }, agent);
    const bytes = Buffer.from(pdf.contentBase64, 'base64').toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain(`(This agreement is made on`);
    expect(await refused('post', '/api/loan/agreementAsType', { loanId: loan.id, format: 'doc' }, agent)).toBe(
      'format must be pdf or html.',
    );
    expect(await ok('get', `/api/loan/agreementSent?loanId=${loan.id}`, undefined, agent)).toMatchObject({
      sent: false,
      accepted: true,
      acceptedAt: loan.issueDate,
    });
  });

  it("loan.assignAgreementAfterForRtb stores a repeat borrower's agreement after issue, never a first loan's", async () => {
    const issuedEarlier = (l: AccountLoan) =>
      db().some(
        (o) =>
          o.customerId === l.customerId &&
          o.id !== l.id &&
          ['repaid', 'closed', 'issued', 'overdue'].includes(o.status) &&
          o.issueDate < l.issueDate,
      );
    const repeat = take((l) => l.status === 'issued' && issuedEarlier(l), 'repeat borrower loan');
    await ok('post', '/api/loan/assignAgreementAfterForRtb', { loanId: repeat.id, reason: 'Repeat loan paid out first' }, agent);
    expect((await ok('get', `/api/loan/agreementSent?loanId=${repeat.id}`, undefined, agent)).acceptedAt.slice(0, 10)).toBe(today);
    const docs = await ok('get', `/api/communication/documentList?customerId=${repeat.customerId}&type=loanAgreement`, undefined, agent);
    expect(docs.items.map((d: { loanId: number }) => d.loanId)).toContain(repeat.id);
    expect(await refused('post', '/api/loan/assignAgreementAfterForRtb', { loanId: repeat.id, reason: 'again' }, agent)).toBe(
      `Loan ${repeat.id} already has its agreement (accepted on ${today}).`,
    );
    const first = take((l) => l.status === 'issued' && !issuedEarlier(l), 'first loan');
    expect(await refused('post', '/api/loan/assignAgreementAfterForRtb', { loanId: first.id, reason: 'x' }, agent)).toBe(
      `Loan ${first.id} is customer ${first.customerId}'s first loan: a first loan's agreement comes before issue.`,
    );
  });

  it('loan.desistContractCommunication tells a withdrawing customer what to repay and by when, once', async () => {
    const loan = take(
      (l) => l.status === 'issued' && l.country === 'GB' && l.issueDate >= addDays(today, -10),
      'loan issued in the last 10 days',
    );
    const owed = await settlement(loan.id);
    const sent = await ok(
      'post',
      '/api/loan/desistContractCommunication',
      { loanId: loan.id, customerId: loan.customerId, reason: 'Customer withdrew' },
      agent,
    );
    const mails = await ok('get', `/api/communication/email/history?customerId=${loan.customerId}`, undefined, admin);
    expect(mails[0]).toMatchObject({ id: sent.emailId, type: 'desistNotice', subject: 'Withdrawal from your loan' });
    expect(mails[0].text).toContain(`Please repay ${formatMoney(owed, 'GB')} (the amount borrowed and the interest to today)`);
    expect(await refused('post', '/api/loan/desistContractCommunication', { loanId: loan.id, reason: 'again' }, agent)).toBe(
      `The withdrawal notice of loan ${loan.id} was sent on ${today}.`,
    );
    const old = runningLoan();
    expect(await refused('post', '/api/loan/desistContractCommunication', { loanId: old.id, reason: 'x' }, agent)).toBe(
      `Loan ${old.id} was not withdrawn from and is past its withdrawal period (it ended on ${addDays(old.issueDate, 14)}).`,
    );
  });

  it('loan.certificate/debt, paidOff and balance are PDFs kept in the customer’s documents, with the loan’s figures', async () => {
    const overdue = take((l) => l.status === 'overdue' && l.country === 'GB', 'overdue GB loan');
    const debt = await ok('post', '/api/loan/certificate/debt', { loanId: overdue.id }, agent);
    expect(debt.owed).toBe(await settlement(overdue.id));
    expect(debt.overdue).toBeGreaterThan(0);
    expect(debt.text).toContain(`As of today the customer owes ${formatMoney(debt.owed, 'GB')}`);
    const listed = await ok(
      'get',
      `/api/communication/documentList?customerId=${overdue.customerId}&type=debtCertificate`,
      undefined,
      agent,
    );
    expect(listed.items[0]).toMatchObject({ id: debt.documentId, loanId: overdue.id, contentType: 'application/pdf' });
    const file = await ok('get', `/api/communication/s3Download?documentId=${debt.documentId}`, undefined, agent);
    expect(Buffer.from(file.contentBase64, 'base64').toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*\(Debt certificate\) Tj/);

    const repaid = take((l) => l.status === 'repaid' && l.payments.some((p) => !p.deleted), 'repaid loan with payments');
    const paidOff = await ok('post', '/api/loan/certificate/paidOff', { loanId: repaid.id }, agent);
    const payments = (await loanOf(repaid.id)).payments.filter((p) => !p.deleted);
    expect(paidOff).toMatchObject({
      paid: round2(payments.reduce((s, p) => s + p.amount, 0)),
      paidOffOn: payments
        .map((p) => p.date)
        .sort()
        .at(-1),
    });
    expect(await refused('post', '/api/loan/certificate/paidOff', { loanId: overdue.id }, agent)).toBe(
      `Loan ${overdue.id} is overdue and owes ${formatMoney(debt.owed, 'GB')}: only a repaid loan has a paid-off certificate.`,
    );
    expect(await refused('post', '/api/loan/certificate/debt', { loanId: repaid.id }, agent)).toBe(
      `Loan ${repaid.id} is repaid: only an issued or overdue loan has a debt (issue a paid-off certificate).`,
    );

    const balance = await ok('post', '/api/loan/certificate/balance', { customerId: overdue.customerId }, agent);
    const running = (await ok('post', '/api/loan/loans', { customerId: overdue.customerId, status: ['issued', 'overdue'] }, agent)) as {
      summary: { settlementToday: number };
    }[];
    expect(balance.owed).toBe(round2(running.reduce((s, l) => s + l.summary.settlementToday, 0)));
    const kept = await ok(
      'get',
      `/api/communication/documentList?customerId=${overdue.customerId}&type=balanceCertificate`,
      undefined,
      agent,
    );
    expect(kept.items[0].id).toBe(balance.documentId);
  });
});

describe('quotes on a loan', () => {
  it('loan.calculateInstallmentPaymentAmounts plans as loan.paymentPlan does for the same dates', async () => {
    const quote = await ok('post', '/api/loan/calculateInstallmentPaymentAmounts', { amount: 200, installmentCount: 4 }, agent);
    const plan = await ok(
      'post',
      '/api/loan/paymentPlan',
      { issueDate: today, amount: 200, paymentDates: quote.installments.map((i: { expectedDate: string }) => i.expectedDate) },
      agent,
    );
    expect(quote.installments.map((i: { principal: number }) => i.principal)).toEqual(
      plan.installments.map((i: { initialBase: number }) => i.initialBase),
    );
    expect(quote.installments.map((i: { interest: number }) => i.interest)).toEqual(
      plan.installments.map((i: { initialCalculatedInterest: number }) => i.initialCalculatedInterest),
    );
    expect(quote.total).toBe(round2(quote.installments.reduce((s: number, i: { amount: number }) => s + i.amount, 0)));
    expect(await refused('post', '/api/loan/calculateInstallmentPaymentAmounts', { amount: -5, installmentCount: 2 }, agent)).toBe(
      'amount must be more than 0, in whole pence (cents).',
    );
  });

  it('loan.paymentPlans gives a plan per product amount over the loan’s instalments', async () => {
    const loan = runningLoan();
    const plans = await ok('post', '/api/loan/paymentPlans', { loanId: loan.id }, agent);
    expect(plans.map((p: { amount: number }) => p.amount)).toEqual([100, 200, 300, 400]);
    expect(plans.every((p: { installmentCount: number }) => p.installmentCount === loan.installments.length)).toBe(true);
    expect(plans[1].total).toBeGreaterThan(plans[0].total);
  });

  it('loan.paymentDate lists the unpaid instalments with the working day each is collected on', async () => {
    const loan = runningLoan();
    const { dates } = await ok('post', '/api/loan/paymentDate', { loanId: loan.id }, agent);
    expect(dates.map((d: { expectedDate: string }) => d.expectedDate)).toEqual(loan.installments.map((i) => i.expectedDate));
    for (const d of dates as { expectedDate: string; collectionDate: string }[]) {
      expect(d.collectionDate >= d.expectedDate).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${d.collectionDate}T12:00:00Z`).getUTCDay());
    }
  });

  it('loan.loanFirstInstallmentClosureCalculate and loan.calculateFutureCloseAmount quote from the loan as it stands', async () => {
    const loan = runningLoan();
    const first = (await loanOf(loan.id)).installments[0]!;
    expect(await ok('post', '/api/loan/loanFirstInstallmentClosureCalculate', { loanId: loan.id }, agent)).toMatchObject({
      installmentNumber: 1,
      expectedDate: first.expectedDate,
      amount: due(first),
    });
    const later = await ok('post', '/api/loan/calculateFutureCloseAmount', { loanId: loan.id, date: addDays(today, 5) }, agent);
    expect(later.amount).toBeGreaterThan(await settlement(loan.id));
    expect(round2(later.principal + later.interest + later.charges - later.interestCredit)).toBe(later.amount);
    expect(await refused('post', '/api/loan/calculateFutureCloseAmount', { loanId: loan.id, date: addDays(today, -1) }, agent)).toBe(
      'The date cannot be in the past.',
    );
  });

  it('loan.getTransferDatesOfPayments puts each card payment on the next working day', async () => {
    const loan = take((l) => l.payments.some((p) => !p.deleted && p.method === 'card'), 'loan with card payments');
    const rows = (await ok('post', '/api/loan/getTransferDatesOfPayments', { loanId: loan.id }, agent)) as {
      paymentId: number;
      date: string;
      transferDate: string;
    }[];
    expect(rows.map((r) => r.paymentId)).toEqual(loan.payments.filter((p) => !p.deleted).map((p) => p.id));
    for (const r of rows) {
      expect(r.transferDate > r.date).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${r.transferDate}T12:00:00Z`).getUTCDay());
    }
  });

  it('loan.getExternalParamLoanApr is the APR the agreement states', async () => {
    const loan = runningLoan();
    const apr = await ok('get', `/api/loan/getExternalParamLoanApr?loanId=${loan.id}`, undefined, agent);
    expect(apr).toMatchObject({ loanId: loan.id, label: 'APR', measure: 'CONC App 1.2' });
    const agreement = await ok('get', `/api/loan/staff/loanagreement?loanId=${loan.id}`, undefined, agent);
    expect(agreement.agreement.body).toContain(`APR ${apr.apr.toLocaleString('en-GB', { maximumFractionDigits: 2, useGrouping: false })}%`);
  });
});

describe('journeys, events and profitability', () => {
  it('loan.event, loan.ftbEvent and loan.rtbEvent are recorded on the customer’s credit journey', async () => {
    const repeat = take(
      (l) => l.status === 'issued' && db().some((o) => o.customerId === l.customerId && o.id < l.id && o.status === 'repaid'),
      'repeat loan',
    );
    await ok('put', '/api/loan/event', { loanId: repeat.id, event: 'calledCustomer', step: 'collections' }, agent);
    await ok('put', '/api/loan/rtbEvent', { loanId: repeat.id, event: 'offerShown' }, agent);
    expect(await refused('put', '/api/loan/ftbEvent', { loanId: repeat.id, event: 'welcome' }, agent)).toBe(
      `Loan ${repeat.id} is not customer ${repeat.customerId}'s first loan: record a repeat-loan event.`,
    );
    const journey = await ok('get', `/api/loan/creditJourney?customerId=${repeat.customerId}`, undefined, reporter);
    const events = journey.entries.filter((e: { kind: string }) => e.kind.endsWith('Event'));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'loanEvent',
        loanId: repeat.id,
        event: 'calledCustomer',
        step: 'collections',
        by: 'agent@pronto.test',
      }),
      expect.objectContaining({ kind: 'rtbEvent', loanId: repeat.id, event: 'offerShown' }),
    ]);
    const first = take((l) => l.status === 'issued' && !db().some((o) => o.customerId === l.customerId && o.id !== l.id), 'only loan');
    await ok('put', '/api/loan/ftbEvent', { loanId: first.id, event: 'welcomeCall' }, agent);
    const firstJourney = await ok('get', `/api/loan/creditJourney?customerId=${first.customerId}`, undefined, reporter);
    expect(firstJourney.entries.at(-1)).toMatchObject({ kind: 'ftbEvent', event: 'welcomeCall' });
    expect(await refused('put', '/api/loan/event', { loanId: first.id, event: '' }, agent)).toBe('event is required.');
  });

  it('loan.creditJourney.post records a step; loan.creditJourney reads the journey in order (reports only)', async () => {
    await ok('post', '/api/loan/creditJourney', { customerId: 8, step: 'limitReview', note: 'Asked for more' }, reporter);
    const journey = await ok('get', '/api/loan/creditJourney?customerId=8', undefined, reporter);
    const ats = journey.entries.map((e: { at: string }) => e.at);
    expect(ats).toEqual([...ats].sort());
    expect(journey.entries).toContainEqual(expect.objectContaining({ kind: 'customerStatus', status: 'new', by: 'customer' }));
    expect(journey.entries.at(-1)).toMatchObject({ kind: 'step', step: 'limitReview', note: 'Asked for more', by: 'reporter@pronto.test' });
    expect((await mock.api('get', '/api/loan/creditJourney?customerId=8', undefined, agent)).status).toBe(403);
  });

  it('loan.customerJourneyList finds customers whose latest loan waits for its credit decision', async () => {
    const requested = (await ok('post', '/api/loan/searchLoans', { filter: { status: 'requested' }, perPage: 100 }, agent))
      .items as StaffLoan[];
    const waiting: number[] = [];
    for (const loan of requested) {
      const theirs = (await ok('post', '/api/loan/loans', { customerId: loan.customerId }, agent)) as StaffLoan[];
      if (theirs[0]?.id === loan.id) waiting.push(loan.customerId);
    }
    const answer = await ok('post', '/api/loan/customerJourneyList', { step: 'creditDecision', perPage: 100 }, agent);
    expect(waiting.length).toBeGreaterThan(0);
    expect(answer.items.map((i: { customerId: number }) => i.customerId).sort()).toEqual(waiting.sort());
    expect(await refused('post', '/api/loan/customerJourneyList', { step: 'lunch' }, agent)).toMatch(
      /^step must be one of request, creditDecision/,
    );
  });

  it('loan.runCustomerProfitability works out and keeps the figures loan.getCustomerProfitability reads', async () => {
    const customerId = 8;
    expect(await ok('get', `/api/loan/getCustomerProfitability?customerId=${customerId}`, undefined, reporter)).toBeNull();
    const run = await ok('post', '/api/loan/runCustomerProfitability', { customerId }, reporter);
    expect(await ok('get', `/api/loan/getCustomerProfitability?customerId=${customerId}`, undefined, reporter)).toEqual(run);
    const loans = (await ok(
      'post',
      '/api/loan/loans',
      { customerId, status: ['issued', 'overdue', 'repaid', 'closed'] },
      agent,
    )) as StaffLoan[];
    expect(run).toMatchObject({ customerId, currency: 'GBP', loans: loans.length, lent: round2(loans.reduce((s, l) => s + l.amount, 0)) });
    expect(run.received).toBe(round2(loans.flatMap((l) => l.payments.filter((p) => !p.deleted)).reduce((s, p) => s + p.amount, 0)));
    expect(run.profit).toBe(round2(run.received - run.principalRepaid - run.writtenOff));
  });
});

describe('what staff read of a customer', () => {
  it('loan.loans filters a customer’s loans by status; loan.customerAllLoansReport totals them (reports)', async () => {
    const all = (await ok('post', '/api/loan/loans', { customerId: 8 }, agent)) as StaffLoan[];
    expect(all.map((l) => l.id)).toEqual(
      db()
        .filter((l) => l.customerId === 8)
        .map((l) => l.id)
        .sort((a, b) => b - a),
    );
    const repaid = (await ok('post', '/api/loan/loans', { customerId: 8, status: 'repaid' }, agent)) as StaffLoan[];
    expect(repaid.length).toBeGreaterThan(0);
    expect(repaid.every((l) => l.status === 'repaid')).toBe(true);
    expect(await refused('post', '/api/loan/loans', {}, agent)).toBe('customerId or loanIds is required.');
    const report = await ok('post', '/api/loan/customerAllLoansReport', { customerId: 8 }, reporter);
    expect(report.loans.map((r: { loanId: number }) => r.loanId)).toEqual([...all.map((l) => l.id)].sort((a, b) => a - b));
    expect(report.totals.repaid).toBe(
      round2(all.reduce((s, l) => s + (l as unknown as { summary: { totalRepaid: number } }).summary.totalRepaid, 0)),
    );
    expect((await mock.api('post', '/api/loan/customerAllLoansReport', { customerId: 8 }, agent)).status).toBe(403);
  });

  it('loan.latestActiveLoanForChatbot gives the running loan with what is overdue, and null without one', async () => {
    const answer = await ok('get', '/api/loan/latestActiveLoanForChatbot?customerId=6', undefined, agent);
    const loan = await loanOf(3);
    expect(answer).toMatchObject({ loanId: 3, status: 'overdue' });
    expect(answer.overdueAmount).toBe(round2(loan.installments.filter((i) => i.expectedDate < today).reduce((s, i) => s + due(i), 0)));
    expect(answer.daysOverdue).toBeGreaterThan(0);
    const noLoan = mock.ctx.db.customers.find((c) => !db().some((l) => l.customerId === c.id))!;
    expect(await ok('get', `/api/loan/latestActiveLoanForChatbot?customerId=${noLoan.id}`, undefined, agent)).toBeNull();
  });

  it('loan.getApplicationDetailsOfCustomer and loan.customerWorkInformation read what the customer gave', async () => {
    const customer = mock.ctx.customerById(8)!;
    const details = await ok('get', '/api/loan/getApplicationDetailsOfCustomer/8', undefined, agent);
    const latest = db()
      .filter((l) => l.customerId === 8)
      .sort((a, b) => b.id - a.id)[0]!;
    expect(details).toMatchObject({
      customerId: 8,
      firstName: customer.firstName,
      mobilePhone: '07100000008',
      monthlyIncome: customer.monthlyIncome,
      latestApplication: { loanId: latest.id, amount: latest.amount },
    });
    expect(details.homeAddress).toMatchObject({ addressType: 'home', postCode: customer.customerAddress[0]!.postCode });
    const work = await ok('get', '/api/loan/customerWorkInformation?customerId=8', undefined, agent);
    expect(work).toMatchObject({ companyName: 'Heaney and Sons', position: customer.position, workEmailVerificationPending: true });
    expect(await refused('get', '/api/loan/getApplicationDetailsOfCustomer/999999', undefined, agent)).toBe(
      'Customer 999999 does not exist.',
    );
  });

  it('loan.customerAddedAccountsAfterScrape lists an account added by hand, not the scraped ones', async () => {
    expect(await ok('get', '/api/loan/customerAddedAccountsAfterScrape?customerId=4', undefined, admin)).toEqual([]);
    const iban = await ok('get', '/api/bankscraper/randomIban?country=GB', undefined, admin);
    const added = await ok('post', '/api/bankscraper/addCustomerBankAccountManually', { customerId: 4, iban }, admin);
    const after = await ok('get', '/api/loan/customerAddedAccountsAfterScrape?customerId=4', undefined, admin);
    expect(after).toEqual([expect.objectContaining({ id: added.id, iban, source: 'manual' })]);
  });
});

describe('collections', () => {
  it('loan.loanArrangementByPaymentProof holds collection on the payment shown, in the loan’s collection history', async () => {
    const loan = take((l) => l.status === 'overdue', 'overdue loan');
    const owed = await settlement(loan.id);
    const saved = await ok(
      'post',
      '/api/loan/loanArrangementByPaymentProof',
      { loanId: loan.id, amount: 25, date: addDays(today, -2), reason: 'Transfer receipt' },
      agent,
    );
    const history = await ok('get', `/api/loan/icHistory?loanId=${loan.id}`, undefined, agent);
    expect(history[0]).toMatchObject({
      kind: 'arrangement',
      value: { arrangementId: saved.id, amount: 25, date: addDays(today, -2), source: 'paymentProof' },
    });
    expect(
      await refused(
        'post',
        '/api/loan/loanArrangementByPaymentProof',
        { loanId: loan.id, amount: owed + 1, date: today, reason: 'x' },
        agent,
      ),
    ).toBe(`The arrangement is for more than loan ${loan.id} owes (${formatMoney(owed, loan.country)}).`);
    expect(
      await refused(
        'post',
        '/api/loan/loanArrangementByPaymentProof',
        { loanId: loan.id, amount: 5, date: addDays(today, -20), reason: 'x' },
        agent,
      ),
    ).toBe("The proof of payment is older than 14 days: that transfer would have arrived; check the loan's payments.");
  });

  it('loan.bulkArrangement sets one arrangement on many loans and skips a loan it does not fit', async () => {
    const loans = [1, 2].map(() => take((l) => l.status === 'overdue', 'overdue loan'));
    const repaid = take((l) => l.status === 'repaid', 'repaid loan');
    const date = addDays(today, 7);
    const answer = await ok(
      'post',
      '/api/loan/bulkArrangement',
      { loanIds: [...loans.map((l) => l.id), repaid.id], amount: 20, date, reason: 'Campaign' },
      agent,
    );
    expect(answer).toMatchObject({ saved: 2, skipped: 1 });
    expect(answer.results.at(-1)).toMatchObject({
      loanId: repaid.id,
      outcome: 'skipped',
      message: `Loan ${repaid.id} is repaid: only an issued or overdue loan can have a payment arrangement.`,
    });
    for (const loan of loans) {
      const history = await ok('get', `/api/loan/icHistory?loanId=${loan.id}`, undefined, agent);
      expect(history[0]).toMatchObject({
        kind: 'arrangement',
        value: { amount: 20, date, source: 'bulk' },
        createdBy: 'agent@pronto.test',
      });
    }
  });

  it('loan.autoLoanAssignHints suggests an available agent of the market for each overdue loan nobody works', async () => {
    const { hints, agents } = await ok('get', '/api/loan/autoLoanAssignHints', undefined, agent);
    const waiting = (await ok('post', '/api/loan/searchLoans', { filter: { status: 'overdue' }, perPage: 500 }, agent)).items.filter(
      (l: { assignedCamId?: number; collectionCompanyId?: number }) => !l.assignedCamId && !l.collectionCompanyId,
    );
    expect(hints.map((h: { loanId: number }) => h.loanId).sort()).toEqual(waiting.map((l: { id: number }) => l.id).sort());
    const staff = new Map(mock.ctx.db.staff.map((s) => [s.id, s]));
    for (const h of hints as { country: string; staffId: number }[])
      expect(staff.get(h.staffId)).toMatchObject({ role: 'agent', country: h.country });
    const gb = (agents as { country: string; overdueLoansAfter: number }[])
      .filter((a) => a.country === 'GB')
      .map((a) => a.overdueLoansAfter);
    expect(Math.max(...gb) - Math.min(...gb)).toBeLessThanOrEqual(1);
  });

  it('loan.createLoanImpedimentWithToken: a customer asks for a payment hold from their payment link', async () => {
    // Customer 4's approved loan is accepted and paid out through the account, which texts the payment link.
    const customer = await mock.customerToken('07100000004');
    await ok('post', '/api/loan/account/agreement', { loanId: 1, accepted: true }, customer);
    await ok('post', '/api/loan/account/setLoanIssued', { loanId: 1, cardId: activeCard(4)!.id, bankAccountId: 1 }, customer);
    const sms = await ok('get', '/api/communication/sms/history?mobilePhone=07100000004', undefined, admin);
    const token = /\/r\/([0-9a-f]+)/.exec(sms[0].text)?.[1];
    expect(token).toBeTruthy();
    const asked = await ok('post', `/api/loan/createLoanImpedimentWithToken/${token}`, { reason: 'I lost my job' });
    expect(asked).toMatchObject({ loanId: 1, status: 'pending' });
    const holds = await ok('get', '/api/loan/getAllImpediments?loanId=1', undefined, agent);
    expect(holds[0]).toMatchObject({ id: asked.impedimentId, type: 'I lost my job', status: 'pending', createdBy: 'customer (link)' });
    expect(await refused('post', `/api/loan/createLoanImpedimentWithToken/${token}`, { reason: 'again' })).toBe(
      'Loan 1 already has an open impediment (pending).',
    );
    expect(await refused('post', '/api/loan/createLoanImpedimentWithToken/not-a-link', { reason: 'x' })).toBe(
      'This payment link is not valid.',
    );
  });
});
