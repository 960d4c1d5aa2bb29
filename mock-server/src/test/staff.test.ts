import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanRecord } from '../types.ts';
import { rel } from '../seed/random.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

describe('customers', () => {
  it('search matches phone, e-mail, name and national ID, filters by status and country, pages', async () => {
    const byPhone = await mock.api('post', '/api/customer/search', { q: '07100000008', page: 1, perPage: 10 }, admin);
    expect(byPhone.body.data.items.map((c: { id: number }) => c.id)).toEqual([8]);
    const byMail = await mock.api('post', '/api/customer/search', { q: 'customer.declined@pronto.test', page: 1, perPage: 10 }, admin);
    expect(byMail.body.data.items[0].status).toBe('declined');
    const es = mock.ctx.db.customers.find((c) => c.country === 'ES' && c.additionalField)!;
    const byId = await mock.api('post', '/api/customer/search', { q: es.additionalField!.toLowerCase(), page: 1, perPage: 10 }, admin);
    expect(byId.body.data.items.map((c: { id: number }) => c.id)).toContain(es.id);
    const approvedEs = await mock.api(
      'post',
      '/api/customer/search',
      { filter: { status: 'approved', country: 'ES' }, sort: 'id', order: 'DESC', page: 2, perPage: 3 },
      admin,
    );
    const expected = mock.ctx.db.customers
      .filter((c) => !c.deleted && c.country === 'ES' && c.statuses.at(-1)?.status === 'approved')
      .map((c) => c.id)
      .sort((a, b) => b - a);
    expect(approvedEs.body.data.total).toBe(expected.length);
    expect(approvedEs.body.data.items.map((c: { id: number }) => c.id)).toEqual(expected.slice(3, 6));
  });

  it('status post records who and when; blacklist, VIP, soft delete and undelete', async () => {
    const set = await mock.api('post', '/api/customer/status', { customerId: 5, status: 'approved' }, admin);
    expect(set.body.data.status).toBe('approved');
    const history = await mock.api('get', '/api/customer/status?customerId=5', undefined, admin);
    expect(history.body.data.at(-1)).toMatchObject({ status: 'approved', createdBy: 'admin@pronto.test' });
    expect((await mock.api('post', '/api/customer/status', { customerId: 5, status: 'nonsense' }, admin)).body.errors[0].message).toBe(
      'Unknown status "nonsense".',
    );
    expect((await mock.api('post', '/api/customer/blacklist/add', { customerId: 5, reason: 'Fraud' }, admin)).body.data.blacklisted).toBe(
      true,
    );
    expect((await mock.api('post', '/api/customer/status/vip', { customerId: 5, vip: true }, admin)).body.data.vip).toBe(true);
    await mock.api('post', '/api/customer/softDelete', { customerId: 5, reason: 'Asked to be forgotten' }, admin);
    expect((await mock.api('post', '/api/customer/search', { q: '07100000005', page: 1, perPage: 5 }, admin)).body.data.total).toBe(0);
    await mock.api('post', '/api/customer/undelete', { customerId: 5, reason: 'Deleted by mistake' }, admin);
    expect((await mock.api('post', '/api/customer/search', { q: '07100000005', page: 1, perPage: 5 }, admin)).body.data.total).toBe(1);
  });

  it('comments: add, pin first, unpin, update', async () => {
    const first = await mock.api('post', '/api/customer/comment', { customerId: 4, text: 'First note' }, admin);
    const second = await mock.api('post', '/api/customer/comment', { customerId: 4, text: 'Second note' }, admin);
    await mock.api('post', '/api/customer/comment/pin', { commentId: first.body.data.id }, admin);
    let list = await mock.api('get', '/api/customer/comment?customerId=4', undefined, admin);
    expect(list.body.data[0].text).toBe('First note');
    await mock.api('post', '/api/customer/comment/unpin', { commentId: first.body.data.id }, admin);
    const updated = await mock.api(
      'put',
      '/api/customer/updateComment',
      { commentId: second.body.data.id, text: 'Second note, edited' },
      admin,
    );
    expect(updated.body.data.text).toBe('Second note, edited');
    list = await mock.api('get', '/api/customer/comment?customerId=4', undefined, admin);
    expect(list.body.data.find((c: { id: number }) => c.id === first.body.data.id).pinned).toBe(false);
  });
});

describe('loans', () => {
  const runningLoan = () => mock.ctx.db.loans.find((l) => l.customerId === 8 && l.status === 'issued') as LoanRecord;

  it('searchLoans filters by customer, status, amount and issue date', async () => {
    const { body } = await mock.api(
      'post',
      '/api/loan/searchLoans',
      { filter: { customerId: 8 }, sort: 'issueDate', order: 'ASC', page: 1, perPage: 10 },
      admin,
    );
    expect(body.data.items.map((l: { issueDate: string }) => l.issueDate)).toEqual([rel('2025-11-10'), rel('2026-09-15')]);
    const big = await mock.api(
      'post',
      '/api/loan/searchLoans',
      { filter: { country: 'GB', amountMin: 300, issueDateFrom: '2016-01-01', issueDateTo: '2019-12-31' }, page: 1, perPage: 500 },
      admin,
    );
    expect(big.body.data.items.length).toBeGreaterThan(0);
    expect(
      big.body.data.items.every((l: LoanRecord) => l.amount >= 300 && l.issueDate >= '2016' && l.issueDate < '2020' && l.country === 'GB'),
    ).toBe(true);
  });

  it('a manual payment changes the schedule; deleting and restoring it moves the schedule back and forth', async () => {
    const loan = runningLoan();
    const before = loan.installments.reduce((s, i) => s + i.paidAmount, 0);
    const paid = await mock.api(
      'post',
      '/api/loan/payloanmanual',
      { loanId: loan.id, amount: 50, date: '2026-11-02', reason: 'Paid at the branch' },
      admin,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = paid.body.data.installments.reduce((s: number, i: { paidAmount: number }) => s + i.paidAmount, 0);
    expect(after - before).toBeCloseTo(50, 2);
    const payment = paid.body.data.payments.at(-1);
    expect(payment).toMatchObject({ amount: 50, method: 'manual', deleted: false });
    const deleted = await mock.api('post', '/api/loan/deletePayment', { loanId: loan.id, paymentId: payment.id, reason: 'Bounced' }, admin);
    expect(deleted.body.data.installments.reduce((s: number, i: { paidAmount: number }) => s + i.paidAmount, 0)).toBeCloseTo(before, 2);
    const again = await mock.api('post', '/api/loan/deletePayment', { loanId: loan.id, paymentId: payment.id, reason: 'Bounced' }, admin);
    expect(again.status).toBe(422);
    const restored = await mock.api(
      'post',
      '/api/loan/undeletePayment',
      { loanId: loan.id, paymentId: payment.id, reason: 'Cleared after all' },
      admin,
    );
    expect(restored.body.data.installments.reduce((s: number, i: { paidAmount: number }) => s + i.paidAmount, 0)).toBeCloseTo(after, 2);
    const one = await mock.api('get', `/api/rest/loans/${loan.id}`, undefined, admin);
    expect(one.body.data.payments.at(-1).id).toBe(payment.id);
  });

  it('issue and cancel follow the loan status; history records who', async () => {
    const requested = mock.ctx.db.loans.find((l) => l.status === 'requested')!;
    const unsigned = await mock.api('post', '/api/loan/setLoanIssued', { loanId: requested.id, reason: 'Checks done' }, admin);
    expect(unsigned.body.errors).toEqual([
      { message: `Loan ${requested.id} cannot be paid out: the customer has not accepted (signed) its agreement yet.` },
    ]);
    // The customer's acceptance on the site (loan.account/agreement) is what a payout needs.
    (requested as { agreementAcceptedAt?: string }).agreementAcceptedAt = mock.ctx.nowIso();
    const issued = await mock.api('post', '/api/loan/setLoanIssued', { loanId: requested.id, reason: 'Checks done' }, admin);
    expect(issued.body.data.status).toBe('issued');
    const history = await mock.api('get', `/api/loan/loanStatusHistory/${requested.id}`, undefined, admin);
    expect(history.body.data.at(-1)).toMatchObject({ status: 'issued', createdBy: 'admin@pronto.test' });
    const repaid = mock.ctx.db.loans.find((l) => l.status === 'repaid')!;
    const refused = await mock.api('post', '/api/loan/setLoanCancelled', { loanId: repaid.id, reason: 'Customer asked' }, admin);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(/cannot be cancelled/);
  });
});

describe('cards, tickets and histories', () => {
  it('card status setters keep a history; active makes the other cards linked', async () => {
    const cards = await mock.api('get', '/api/card/customer?customerId=8', undefined, admin);
    const card = cards.body.data[0];
    await mock.api('post', '/api/card/setUnlinked', { cardId: card.id, reason: 'Customer asked' }, admin);
    const active = await mock.api('put', `/api/card/active/${card.id}`, {}, admin);
    expect(active.body.data.status).toBe('active');
    const history = await mock.api('get', `/api/card/statusHistory/${card.id}`, undefined, admin);
    expect(history.body.data.slice(-2).map((h: { status: string }) => h.status)).toEqual(['unlinked', 'active']);
    const tx = await mock.api('get', `/api/card/transactionsPaged/${card.id}?page=1&perPage=2`, undefined, admin);
    expect(tx.body.data.items.length).toBeLessThanOrEqual(2);
    expect(tx.body.data.total).toBeGreaterThan(0);
  });

  it('tickets: unissued queue, assign, reply (e-mailed), close', async () => {
    const agent = await mock.staffToken('agent@pronto.test');
    const unissued = await mock.api('get', '/api/communication/camUnissuedTickets', undefined, agent);
    const ticket = unissued.body.data[0];
    expect(ticket.assignedTo).toBeNull();
    await mock.api('post', '/api/communication/assign', { ticketId: ticket.id }, agent);
    const mine = await mock.api('get', '/api/communication/getTickets?queue=mine', undefined, agent);
    expect(mine.body.data.items.map((t: { id: number }) => t.id)).toContain(ticket.id);
    await mock.api('post', '/api/communication/reply', { ticketId: ticket.id, text: 'We have received your message.' }, agent);
    const thread = await mock.api('get', `/api/communication/getThread?ticketId=${ticket.id}`, undefined, agent);
    expect(thread.body.data.at(-1)).toMatchObject({ direction: 'out', body: 'We have received your message.', from: 'agent@pronto.test' });
    const mails = await mock.api(
      'get',
      `/api/communication/email/history?emailAddress=${encodeURIComponent(ticket.emailAddress)}`,
      undefined,
      admin,
    );
    expect(mails.body.data[0].text).toBe('We have received your message.');
    const closed = await mock.api('post', '/api/communication/close', { ticketId: ticket.id }, agent);
    expect(closed.body.data.status).toBe('closed');
  });

  it('sms history filters by mobile phone', async () => {
    await mock.api('post', '/api/membership/forgotPin', { countryCode: 'ES', mobilePhone: '600000008' });
    const { body } = await mock.api('get', '/api/communication/sms/history?mobilePhone=600000008', undefined, admin);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((s: { mobilePhone: string }) => s.mobilePhone === '600000008')).toBe(true);
    expect(body.data[0].text).toMatch(/^Su nuevo PIN de Pronto es \d{4}\.$/);
  });
});

describe('more back-office calls', () => {
  it('credit limit follows repaid loans (domain creditLimit) and can be overridden', async () => {
    const approved = await mock.api('get', '/api/customer/creditlimit?customerId=8', undefined, admin);
    expect(approved.body.data.creditLimit).toBe(1000);
    const fresh = await mock.api('get', '/api/customer/creditlimit?customerId=3', undefined, admin);
    expect(fresh.body.data.creditLimit).toBe(400);
    const set = await mock.api(
      'post',
      '/api/customer/creditlimit',
      { customerId: 3, creditLimit: 250, reason: 'Income checked on the phone' },
      admin,
    );
    expect(set.body.data).toMatchObject({ creditLimit: 250, computedLimit: 400 });
    expect(
      (await mock.api('post', '/api/customer/creditlimit', { customerId: 3, creditLimit: 'lots', reason: 'Typo test' }, admin)).status,
    ).toBe(422);
  });

  it('sets the status of many customers at once, and none when one id is unknown', async () => {
    const last = (id: number) => mock.ctx.customerById(id)?.statuses.at(-1)?.status;
    const refused = await mock.api('post', '/api/customer/bulk/status', { customerIds: [20, 999999], status: 'securityChecked' }, admin);
    expect(refused.status).toBe(422);
    expect(last(20)).not.toBe('securityChecked');
    const done = await mock.api(
      'post',
      '/api/customer/bulk/status',
      { customerIds: [20, 21], status: 'securityChecked', reason: 'Checked on the phone' },
      admin,
    );
    expect(done.status).toBe(200);
    expect([last(20), last(21)]).toEqual(['securityChecked', 'securityChecked']);
    expect((await mock.api('post', '/api/customer/bulk/status', { customerIds: [20], status: 'sleeping' }, admin)).body.errors).toEqual([
      { message: 'Unknown status "sleeping".' },
    ]);
  });

  it('morphTo gives a customer token for the customer', async () => {
    const { body } = await mock.api('post', '/api/membership/morphTo/9', { reason: 'Checking what the customer sees' }, admin);
    const me = await mock.api('get', `/api/membership/token?token=${body.data.token}`);
    expect(me.body.data.id).toBe(9);
  });

  it('complaint case: create, change status with history, refuse an unknown status', async () => {
    const created = await mock.api('post', '/api/customer/complaintCase', { customerId: 8, subject: 'Fees too high' }, admin);
    const caseId = created.body.data.id;
    await mock.api('post', '/api/customer/complaintCase/changeStatus', { complaintCaseId: caseId, status: 'inProgress' }, admin);
    const history = await mock.api('get', `/api/customer/complaintCase/history?complaintCaseId=${caseId}`, undefined, admin);
    expect(history.body.data.map((h: { status: string }) => h.status)).toEqual(['open', 'inProgress']);
    const bad = await mock.api('post', '/api/customer/complaintCase/changeStatus', { complaintCaseId: caseId, status: 'lost' }, admin);
    expect(bad.body.errors[0].message).toBe('status must be one of open, inProgress, resolved, closed.');
  });

  it("complaint case: a loan is optional (absent or null) and must be one of the customer's", async () => {
    const own = mock.ctx.db.loans.find((l) => l.customerId === 8)!;
    const other = mock.ctx.db.loans.find((l) => l.customerId !== 8)!;
    const withNull = await mock.api('post', '/api/customer/complaintCase', { customerId: 8, loanId: null, subject: 'Rude call' }, admin);
    expect(withNull.body.data).toMatchObject({ customerId: 8, loanId: null });
    const withOwn = await mock.api('post', '/api/customer/complaintCase', { customerId: 8, loanId: own.id, subject: 'Fees' }, admin);
    expect(withOwn.body.data).toMatchObject({ customerId: 8, loanId: own.id });
    const count = mock.ctx.rows('complaintCases').length;
    const foreign = await mock.api('post', '/api/customer/complaintCase', { customerId: 8, loanId: other.id, subject: 'Fees' }, admin);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ message: `Loan ${other.id} is not a loan of customer 8.` }]);
    expect(mock.ctx.rows('complaintCases')).toHaveLength(count);
  });

  it('a discount lowers the interest still to pay; an expected date moves within its neighbours', async () => {
    const loan = mock.ctx.db.loans.find((l) => l.customerId === 8 && (l.status === 'issued' || l.status === 'overdue'))!;
    const open = loan.installments.filter((i) => i.status !== 'paid');
    const interestBefore = open.reduce((s, i) => s + i.interest, 0);
    const discounted = await mock.api('post', '/api/loan/discount', { loanId: loan.id, amount: 5, reason: 'goodwill' }, admin);
    expect(discounted.status, JSON.stringify(discounted.body)).toBe(200);
    const interestAfter = discounted.body.data.installments
      .filter((i: { status: string }) => i.status !== 'paid')
      .reduce((s: number, i: { interest: number }) => s + i.interest, 0);
    expect(interestBefore - interestAfter).toBeCloseTo(5, 2);
    const last = loan.installments.at(-1)!;
    const prev = loan.installments.at(-2)!;
    const tooEarly = await mock.api(
      'post',
      '/api/loan/changeExpectedDate',
      { loanId: loan.id, installmentId: last.id, expectedDate: prev.expectedDate },
      admin,
    );
    expect(tooEarly.body.errors[0].message).toBe('The new date must fall between the previous and the next installment.');
  });
});

describe('collections tools', () => {
  it('restructure re-plans the principal owed; validate only proposes', async () => {
    const loan = mock.ctx.db.loans.find((l) => l.status === 'overdue' && l.customerId === 6)!;
    const owed = loan.installments.filter((i) => i.status !== 'paid').reduce((s, i) => s + i.principal, 0);
    const proposal = await mock.api('post', '/api/loan/validateRestructure', { loanId: loan.id, installmentCount: 4 }, admin);
    expect(proposal.body.data.installments).toHaveLength(4);
    expect(proposal.body.data.owed).toBeCloseTo(owed, 2);
    expect(mock.ctx.db.loans.find((l) => l.id === loan.id)!.status).toBe('overdue');
    const done = await mock.api(
      'post',
      '/api/loan/restructureLoan',
      { loanId: loan.id, installmentCount: 4, reason: 'Lost the job' },
      admin,
    );
    expect(done.body.data.status).toBe('issued');
    const pending = done.body.data.installments.filter((i: { status: string }) => i.status === 'pending');
    expect(pending).toHaveLength(4);
    expect(pending.reduce((s: number, i: { principal: number }) => s + i.principal, 0)).toBeCloseTo(owed, 2);
    expect(
      (await mock.api('post', '/api/loan/restructureLoan', { loanId: loan.id, installmentCount: 40, reason: 'Lost the job' }, admin)).body
        .errors[0].message,
    ).toBe('installmentCount must be a whole number from 1 to 12.');
  });

  it('restructure and rollover refuse plans over the CONC 5A caps, saying how many instalments fit', async () => {
    const loan = mock.ctx.db.loans.find((l) => ['issued', 'overdue'].includes(l.status) && l.customerId !== 6)!;
    const status = loan.status;
    const twelve = await mock.api('post', '/api/loan/validateRestructure', { loanId: loan.id, installmentCount: 12 }, admin);
    expect(twelve.status).toBe(422);
    const message: string = twelve.body.errors[0].message;
    expect(message).toMatch(/^A restructure over 12 instalments is refused: .*total cost cap.*At most \d+ instalments? fits? the caps\.$/);
    const fits = Number(/At most (\d+)/.exec(message)![1]);
    expect(fits).toBeGreaterThan(0);
    expect(fits).toBeLessThan(12);
    const ok = await mock.api('post', '/api/loan/validateRestructure', { loanId: loan.id, installmentCount: fits }, admin);
    expect(ok.body.data.maxInstallments).toBe(fits);
    const interest = ok.body.data.installments.reduce(
      (s: number, i: { initialCalculatedInterest: number }) => s + i.initialCalculatedInterest,
      0,
    );
    const kept = loan.installments.filter((i) => i.status === 'paid').reduce((s, i) => s + i.interest, 0);
    expect(interest + kept).toBeLessThanOrEqual(loan.amount);
    expect(
      (await mock.api('post', '/api/loan/restructureLoan', { loanId: loan.id, installmentCount: fits + 1, reason: 'Lost the job' }, admin))
        .status,
    ).toBe(422);
    expect(mock.ctx.db.loans.find((l) => l.id === loan.id)!.status).toBe(status);
  });

  it('an arrangement must be dated today or later', async () => {
    const loan = mock.ctx.db.loans.find((l) => l.status === 'overdue')!;
    const past = await mock.api(
      'post',
      '/api/loan/createUpdateLoanArrangement',
      { loanId: loan.id, amount: 20, date: '2020-01-01' },
      admin,
    );
    expect(past.body.errors[0].message).toBe('The arrangement date cannot be in the past.');
    const ok = await mock.api('post', '/api/loan/createUpdateLoanArrangement', { loanId: loan.id, amount: 20, date: '2099-01-01' }, admin);
    expect(ok.body.data).toMatchObject({ loanId: loan.id, amount: 20, status: 'active', createdBy: 'admin@pronto.test' });
  });
});

describe('bank accounts', () => {
  it('a manual account needs a valid IBAN and appears on the customer', async () => {
    const bad = await mock.api(
      'post',
      '/api/bankscraper/addCustomerBankAccountManually',
      { customerId: 3, iban: 'GB82WEST12345698765433' },
      admin,
    );
    expect(bad.body.errors[0].message).toBe('The IBAN is not valid.');
    const ok = await mock.api(
      'post',
      '/api/bankscraper/addCustomerBankAccountManually',
      { customerId: 3, iban: 'GB82 WEST 1234 5698 7654 32' },
      admin,
    );
    expect(ok.body.data).toMatchObject({ customerId: 3, iban: 'GB82WEST12345698765432', addedBy: 'admin@pronto.test' });
    const list = await mock.api('get', '/api/bankscraper/getAccountWithBankDetails?customerId=3', undefined, admin);
    expect(list.body.data.map((a: { iban: string }) => a.iban)).toContain('GB82WEST12345698765432');
    const agent = await mock.staffToken('agent@pronto.test');
    expect((await mock.api('get', '/api/bankscraper/getAccountWithBankDetails?customerId=3', undefined, agent)).status).toBe(403);
  });
});

describe('collections', () => {
  it('overdue loans go to an agent or a collection company, with history', async () => {
    const search = await mock.api('post', '/api/loan/internalCollectionSearch', { page: 1, perPage: 5 }, admin);
    const first = search.body.data.items[0];
    expect(first.status).toBe('overdue');
    expect(first.daysOverdue).toBeGreaterThanOrEqual(search.body.data.items.at(-1).daysOverdue);
    const cams = await mock.api('get', '/api/membership/cams', undefined, admin);
    const cam = cams.body.data[0];
    expect(cam).not.toHaveProperty('password');
    await mock.api('post', '/api/customer/assignToCam', { loanId: first.id, staffId: cam.id }, admin);
    const mine = await mock.api('post', '/api/loan/internalCollectionSearch', { staffId: cam.id, page: 1, perPage: 50 }, admin);
    expect(mine.body.data.items.map((l: { id: number }) => l.id)).toContain(first.id);
    const company = await mock.api('post', '/api/customer/collectionCompany/assign', { loanId: first.id, collectionCompanyId: 1 }, admin);
    expect(company.body.data).toMatchObject({ collectionCompanyId: 1, collectionStatus: 'external' });
    const inactive = await mock.api('post', '/api/customer/collectionCompany/assign', { loanId: first.id, collectionCompanyId: 3 }, admin);
    expect(inactive.body.errors[0].message).toBe('Albion Collections does not take new cases.');
    const history = await mock.api('get', `/api/loan/icHistory?loanId=${first.id}`, undefined, admin);
    expect(history.body.data.map((h: { kind: string }) => h.kind)).toEqual(['collectionCompany', 'cam']);
  });
});
