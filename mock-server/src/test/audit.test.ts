import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@pronto/api';
import { addDays, settlementAmount } from '@pronto/domain';
import type { LoanRecord } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let admin: string;
let agent: string;
let reporter: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
  agent = await mock.staffToken('agent@pronto.test');
  reporter = await mock.staffToken('reporter@pronto.test');
});
afterAll(() => mock.close());

/** A running GB loan with a payment that is not deleted, not used by an earlier test. */
const used = new Set<number>();
function paidLoan(): LoanRecord & { payments: [{ id: number }] } {
  const loan = mock.ctx.db.loans.find(
    (l) => !used.has(l.id) && l.country === 'GB' && ['issued', 'overdue'].includes(l.status) && l.payments.some((p) => !p.deleted),
  );
  if (!loan) throw new Error('the seed has no running loan with a payment');
  used.add(loan.id);
  return loan as LoanRecord & { payments: [{ id: number }] };
}
const livePayment = (loan: LoanRecord) => loan.payments.find((p) => !p.deleted)!;
const loanAudit = async (loanId: number, token = admin) =>
  (await mock.api('get', `/api/loan/staff/audit?loanId=${loanId}`, undefined, token)).body.data as AuditEntry[];

describe('the audit trail of irreversible and money-moving actions', () => {
  it('refuses an audited action without a reason: 422 with a message, and changes nothing', async () => {
    const loan = paidLoan();
    const payment = livePayment(loan);
    for (const reason of [undefined, '', '   ']) {
      const answer = await mock.api('post', '/api/loan/deletePayment', { loanId: loan.id, paymentId: payment.id, reason }, agent);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ data: null, errors: [{ message: 'Please give a reason for this action.' }] });
    }
    expect(payment.deleted).toBe(false);
    expect(await loanAudit(loan.id)).toEqual([]);
    const refused = [
      ['/api/loan/desistContract', { loanId: loan.id }],
      ['/api/loan/payloanmanual', { loanId: loan.id, amount: 10 }],
      ['/api/customer/blacklist/add', { customerId: loan.customerId }],
      ['/api/customer/softDelete', { customerId: loan.customerId }],
      ['/api/card/setDeleted', { cardId: 1 }],
      ['/api/card/setUnlinked', { cardId: 1 }],
    ] as const;
    for (const [path, body] of refused)
      expect((await mock.api('post', path, body, admin)).body.errors, path).toEqual([{ message: 'Please give a reason for this action.' }]);
    expect((await mock.api('post', '/api/membership/resetCamPassword', { staffId: 7 }, admin)).status).toBe(422);
  });

  it('checks the token and the role before the reason: 401 without a token, 403 for a reporter', async () => {
    const loan = paidLoan();
    expect((await mock.api('post', '/api/loan/desistContract', { loanId: loan.id })).status).toBe(401);
    expect((await mock.api('post', '/api/loan/desistContract', { loanId: loan.id }, reporter)).status).toBe(403);
    expect(loan.status).not.toBe('closed');
  });

  it('records who, when, what, before and after, and why, for an agent deleting a payment', async () => {
    const loan = paidLoan();
    const payment = livePayment(loan);
    const statusBefore = loan.status;
    const deleted = await mock.api(
      'post',
      '/api/loan/deletePayment',
      { loanId: loan.id, paymentId: payment.id, reason: '  Bounced: the bank returned the transfer.  ' },
      agent,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const [entry, ...rest] = await loanAudit(loan.id, agent);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      staffId: 2,
      staffName: 'Agnes Agent',
      staffEmail: 'agent@pronto.test',
      callId: 'loan.deletePayment',
      targetType: 'loan',
      targetId: loan.id,
      customerId: loan.customerId,
      loanId: loan.id,
      reason: 'Bounced: the bank returned the transfer.',
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
    expect(entry!.changes).toContainEqual({ field: `payments[${payment.id}].deleted`, before: false, after: true });
    if (loan.status !== statusBefore) expect(entry!.changes).toContainEqual({ field: 'status', before: statusBefore, after: loan.status });
    // The customer page lists the entries of its loans too.
    const ofCustomer = (await mock.api('get', `/api/customer/staff/audit?customerId=${loan.customerId}`, undefined, agent)).body
      .data as AuditEntry[];
    expect(ofCustomer.map((e) => e.id)).toContain(entry!.id);
  });

  it('writes nothing when the action itself is refused', async () => {
    const loan = paidLoan();
    const payment = livePayment(loan);
    const ok = await mock.api('post', '/api/loan/deletePayment', { loanId: loan.id, paymentId: payment.id, reason: 'Duplicate' }, admin);
    expect(ok.status).toBe(200);
    const again = await mock.api('post', '/api/loan/deletePayment', { loanId: loan.id, paymentId: payment.id, reason: 'Duplicate' }, admin);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].message).toBe(`Payment ${payment.id} is already deleted.`);
    expect(await loanAudit(loan.id)).toHaveLength(1);
  });

  it('covers customers, cards and staff; a password is never written to the trail', async () => {
    const customerId = 6;
    expect(
      (await mock.api('post', '/api/customer/blacklist/add', { customerId, reason: 'Fraud confirmed by the bank' }, agent)).status,
    ).toBe(200);
    const card = mock.ctx.rows('cards').find((c) => c.customerId === customerId && c.status !== 'deleted')!;
    expect((await mock.api('post', '/api/card/setDeleted', { cardId: card.id, reason: 'Card reported stolen' }, admin)).status).toBe(200);
    const entries = (await mock.api('get', `/api/customer/staff/audit?customerId=${customerId}`, undefined, admin)).body
      .data as AuditEntry[];
    // Newest first.
    expect(entries.map((e) => [e.callId, e.targetType, e.reason])).toEqual([
      ['card.setDeleted', 'card', 'Card reported stolen'],
      ['customer.blacklist/add', 'customer', 'Fraud confirmed by the bank'],
    ]);
    expect(entries[1]!.changes).toEqual([{ field: 'blacklisted', before: false, after: true }]);
    expect(entries[0]!.changes).toContainEqual({ field: 'deleted', before: false, after: true });

    const reset = await mock.api('post', '/api/membership/resetCamPassword', { staffId: 7, reason: 'Forgot the password' }, admin);
    expect(reset.status).toBe(200);
    const search = await mock.api(
      'post',
      '/api/membership/searchAudit',
      { filter: { callId: 'membership.resetCamPassword' }, page: 1, perPage: 10 },
      admin,
    );
    const [staffEntry] = search.body.data.items as AuditEntry[];
    expect(staffEntry).toMatchObject({ targetType: 'staff', targetId: 7, staffName: 'Alex Admin', reason: 'Forgot the password' });
    expect(staffEntry!.changes).toEqual([{ field: 'password', before: '(hidden)', after: '(hidden, changed)' }]);
    expect(JSON.stringify(mock.ctx.rows('auditTrail'))).not.toContain(reset.body.data.temporaryPassword);
  });

  it("lets reporters and admins search, agents only read a record's own entries", async () => {
    expect((await mock.api('post', '/api/membership/searchAudit', { page: 1, perPage: 5 })).status).toBe(401);
    expect((await mock.api('post', '/api/membership/searchAudit', { page: 1, perPage: 5 }, agent)).status).toBe(403);
    const byReporter = await mock.api('post', '/api/membership/searchAudit', { filter: { staffId: 2 }, page: 1, perPage: 50 }, reporter);
    expect(byReporter.status).toBe(200);
    expect(byReporter.body.data.total).toBeGreaterThan(0);
    expect((byReporter.body.data.items as AuditEntry[]).every((e) => e.staffId === 2)).toBe(true);
    const q = await mock.api('post', '/api/membership/searchAudit', { q: 'stolen', page: 1, perPage: 5 }, admin);
    expect((q.body.data.items as AuditEntry[]).map((e) => e.reason)).toEqual(['Card reported stolen']);
    expect((await mock.api('get', '/api/loan/staff/audit?loanId=1', undefined, reporter)).status).toBe(403);
    expect((await mock.api('get', '/api/loan/staff/audit?loanId=1')).status).toBe(401);
    expect((await mock.api('get', '/api/loan/staff/audit?loanId=999999', undefined, agent)).body.errors[0].message).toBe(
      'Loan 999999 does not exist.',
    );
    expect((await mock.api('post', '/api/membership/searchAudit', { filter: 'all', page: 1, perPage: 5 }, admin)).status).toBe(422);
  });

  it('keeps the trail through a restart (the journal)', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-audit-')), 'db.json');
    const first = await startMock({ dataFile });
    const token = await first.staffToken('agent@pronto.test');
    const loan = first.ctx.db.loans.find((l) => ['issued', 'overdue'].includes(l.status) && l.payments.some((p) => !p.deleted))!;
    const payment = livePayment(loan);
    expect(
      (
        await first.api(
          'post',
          '/api/loan/deletePayment',
          { loanId: loan.id, paymentId: payment.id, reason: 'Chargeback from the card issuer' },
          token,
        )
      ).status,
    ).toBe(200);
    await first.close();
    const second = await startMock({ dataFile });
    const entries = (await second.api('get', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, await second.staffToken())).body
      .data as AuditEntry[];
    expect(entries.map((e) => [e.staffName, e.reason])).toEqual([['Agnes Agent', 'Chargeback from the card issuer']]);
    await second.close();
  });
});

describe('opening the customer site as a customer is audited', () => {
  it('refuses a morph without a reason and gives no token', async () => {
    const answer = await mock.api('post', '/api/membership/morphTo/9', {}, agent);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ data: null, errors: [{ message: 'Please give a reason for this action.' }] });
  });

  it("records who opened the customer's account, when and why, on the customer's trail", async () => {
    const answer = await mock.api('post', '/api/membership/morphTo/9', { reason: 'Customer on the phone cannot see the schedule' }, agent);
    expect(answer.status).toBe(200);
    const me = await mock.api('get', `/api/membership/token?token=${answer.body.data.token}`);
    expect(me.body.data.id).toBe(9);
    const entries = (await mock.api('get', '/api/customer/staff/audit?customerId=9', undefined, admin)).body.data as AuditEntry[];
    expect(entries[0]).toMatchObject({
      callId: 'membership.morphTo',
      staffName: 'Agnes Agent',
      targetType: 'customer',
      targetId: 9,
      reason: 'Customer on the phone cannot see the schedule',
      changes: [],
    });
  });
});

describe("messages to customers and ticket assignments are recorded, without a reason (the agent's day)", () => {
  it("records who sent an SMS or an e-mail to a customer, on the customer's trail, with no reason asked", async () => {
    const customer = mock.ctx.db.customers.find((c) => c.country === 'GB' && c.id > 40)!;
    const sms = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: customer.id, text: 'Please call us back.' },
      agent,
    );
    expect(sms.status, JSON.stringify(sms.body)).toBe(200);
    const email = await mock.api(
      'post',
      '/api/communication/SendEmailSingle',
      { customerId: customer.id, subject: 'Your loan', text: 'Please call us back.' },
      agent,
    );
    expect(email.status, JSON.stringify(email.body)).toBe(200);
    const entries = (await mock.api('get', `/api/customer/staff/audit?customerId=${customer.id}`, undefined, admin)).body
      .data as AuditEntry[];
    expect(entries.map((e) => e.callId)).toEqual(['communication.SendEmailSingle', 'communication.SendSmsSingle']);
    expect(entries[1]).toMatchObject({ staffName: 'Agnes Agent', targetType: 'customer', targetId: customer.id, reason: '' });
  });

  it("records who reassigned a ticket, from whom to whom, on the ticket's customer's trail; a refused one records nothing", async () => {
    const ticket = mock.ctx.rows('tickets').find((t) => typeof t.customerId === 'number' && t.assignedTo !== 7)!;
    const from = ticket.assignedTo ?? null;
    const customerId = Number(ticket.customerId);
    const refused = await mock.api('post', '/api/communication/reassign', { ticketId: ticket.id, staffId: 999 }, agent);
    expect(refused.status).toBe(422);
    const moved = await mock.api('post', '/api/communication/reassign', { ticketId: ticket.id, staffId: 7 }, agent);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const entries = (await mock.api('get', `/api/customer/staff/audit?customerId=${customerId}`, undefined, admin)).body
      .data as AuditEntry[];
    const reassigned = entries.filter((e) => e.callId === 'communication.reassign');
    expect(reassigned).toHaveLength(1);
    expect(reassigned[0]).toMatchObject({ staffName: 'Agnes Agent', targetType: 'ticket', targetId: ticket.id, customerId, reason: '' });
    // Only what the staff member changed: the record's touch time is not a change worth listing.
    // By name, as they were called then: a reader needs no staff list to know who had it and who has it now.
    const fromName = typeof from === 'number' ? mock.ctx.staffById(from)?.fullName : null;
    expect(reassigned[0]?.changes).toEqual([{ field: 'assignedTo', before: fromName ?? null, after: 'Colin Collector' }]);
  });

  it('keeps a reason when one is given', async () => {
    const ticket = mock.ctx.rows('tickets').find((t) => typeof t.customerId === 'number' && t.assignedTo !== 2)!;
    await mock.api('post', '/api/communication/assign', { ticketId: ticket.id, staffId: 2, reason: ' Agnes knows the customer ' }, admin);
    const entries = (await mock.api('get', `/api/customer/staff/audit?customerId=${Number(ticket.customerId)}`, undefined, admin)).body
      .data as AuditEntry[];
    expect(entries[0]).toMatchObject({ callId: 'communication.assign', staffName: 'Alex Admin', reason: 'Agnes knows the customer' });
  });
});

describe('card payments and loan changes are audited like the other money calls', () => {
  it('refuses a card payment, a chargeback or a template deletion without a reason, and records nothing', async () => {
    const before = (await mock.api('get', '/api/loan/staff/audit?loanId=3', undefined, admin)).body.data as AuditEntry[];
    expect((await mock.api('post', '/api/loan/payloan', { loanId: 3, amount: 20 }, agent)).body.errors).toEqual([
      { message: 'Please give a reason for this action.' },
    ]);
    expect((await mock.api('post', '/api/loan/chargeback', { loanId: 3, paymentId: 1, reason: '  ' }, agent)).status).toBe(422);
    expect((await mock.api('get', '/api/loan/staff/audit?loanId=3', undefined, admin)).body.data).toEqual(before);
  });

  it("records a card payment taken on a loan with who and why on the loan's trail", async () => {
    const cards = mock.ctx.rows('cards');
    const loan = mock.ctx.db.loans.find(
      (l) =>
        l.status === 'overdue' &&
        l.id !== 3 &&
        !used.has(l.id) &&
        cards.some((c) => c.customerId === l.customerId && c.status === 'active' && !c.deleted),
    )!;
    used.add(loan.id);
    const answer = await mock.api(
      'post',
      '/api/loan/payloan',
      { loanId: loan.id, amount: 20, reason: 'Customer paid by card on the phone' },
      agent,
    );
    expect(answer.body.errors).toEqual([]);
    const entries = (await mock.api('get', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, admin)).body.data as AuditEntry[];
    expect(entries[0]).toMatchObject({
      callId: 'loan.payloan',
      staffName: 'Agnes Agent',
      targetType: 'loan',
      targetId: loan.id,
      reason: 'Customer paid by card on the phone',
    });
    expect(entries[0]?.changes).toContainEqual(expect.objectContaining({ field: `installments[${loan.installments[0]!.id}].paidAmount` }));
  });

  it('reads the reason of a DELETE from its query string', async () => {
    await mock.api('post', '/api/loan/discount', { loanId: 3, amount: 5, reason: 'Goodwill' }, agent);
    const answer = await mock.api('delete', '/api/loan/discount?loanId=3&reason=Discount%20given%20in%20error', undefined, agent);
    expect(answer.status).toBe(200);
    const entries = (await mock.api('get', '/api/loan/staff/audit?loanId=3', undefined, admin)).body.data as AuditEntry[];
    expect(entries[0]).toMatchObject({ callId: 'loan.discount.delete', reason: 'Discount given in error' });
  });
});

describe('four-eyes for desist (maker-checker)', () => {
  // A loan still within its 14-day withdrawal period.
  const runningLoan = () =>
    mock.ctx.db.loans.find(
      (l) =>
        !used.has(l.id) &&
        l.country === 'GB' &&
        ['issued', 'overdue'].includes(l.status) &&
        l.issueDate >= addDays(mock.ctx.nowIso().slice(0, 10), -10),
    )!;

  it('refuses at once a desist past the 14 days, as a 422 with the day the period ended', async () => {
    const today = mock.ctx.nowIso().slice(0, 10);
    const old = mock.ctx.db.loans.find(
      (l) => !used.has(l.id) && l.country === 'GB' && l.status === 'issued' && l.issueDate < addDays(today, -14),
    )!;
    const answer = await mock.api('post', '/api/loan/desistContract', { loanId: old.id, reason: 'Asked after a month' }, agent);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      {
        message: `Loan ${old.id} was issued on ${old.issueDate}: its 14-day withdrawal period ended on ${addDays(old.issueDate, 14)}.`,
      },
    ]);
    const pending = (await mock.api('get', `/api/membership/approvals?loanId=${old.id}`, undefined, agent)).body.data;
    expect(pending).toEqual([]);
  });

  it('stores a desist as a proposal; an admin approves it and the loan stays open owing the withdrawal amount', async () => {
    const loan = runningLoan();
    used.add(loan.id);
    const proposed = await mock.api(
      'post',
      '/api/loan/desistContract',
      { loanId: loan.id, reason: 'Customer withdrew within 14 days' },
      agent,
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.data).toMatchObject({
      status: 'pending',
      callId: 'loan.desistContract',
      loanId: loan.id,
      proposedByName: 'Agnes Agent',
      reason: 'Customer withdrew within 14 days',
    });
    expect(loan.status).not.toBe('closed');
    const twice = await mock.api('post', '/api/loan/desistContract', { loanId: loan.id, reason: 'Again' }, agent);
    expect(twice.body.errors[0].message).toBe(`This is already waiting for approval (proposal ${proposed.body.data.id}).`);

    const pending = (await mock.api('get', `/api/membership/approvals?loanId=${loan.id}`, undefined, agent)).body.data;
    expect(pending.map((a: { id: number }) => a.id)).toEqual([proposed.body.data.id]);
    const decide = (token: string, body: Record<string, unknown>) =>
      mock.api('post', '/api/membership/approval/decide', { approvalId: proposed.body.data.id, ...body }, token);
    expect((await decide(agent, { decision: 'approve', reason: 'ok' })).status).toBe(403);
    expect((await decide(admin, { decision: 'approve' })).body.errors).toEqual([{ message: 'Please give a reason for this action.' }]);
    const approved = await decide(admin, { decision: 'approve', reason: 'Checked the withdrawal letter' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      decidedByName: 'Alex Admin',
      decisionReason: 'Checked the withdrawal letter',
    });
    // Approved, the notice is recorded; the loan closes only once the withdrawal amount is paid.
    const today = mock.ctx.nowIso().slice(0, 10);
    const read = (await mock.api('get', `/api/rest/loans/${loan.id}`, undefined, admin)).body.data as LoanRecord;
    expect(['issued', 'overdue']).toContain(read.status);
    expect(read.withdrawal).toEqual({ noticeDate: today, repayBy: addDays(today, 30) });
    expect(approved.body.data.status).toBe('approved');
    const [entry] = await loanAudit(loan.id);
    expect(entry).toMatchObject({
      callId: 'loan.desistContract',
      staffName: 'Alex Admin',
      reason: 'Checked the withdrawal letter',
      proposedBy: { staffName: 'Agnes Agent', reason: 'Customer withdrew within 14 days' },
    });
    expect(entry!.changes).toContainEqual({ field: 'withdrawal.noticeDate', before: null, after: today });
    expect((await decide(admin, { decision: 'reject', reason: 'late' })).body.errors[0].message).toBe(
      `Proposal ${proposed.body.data.id} was already approved.`,
    );
  });

  it('the proposer cannot decide their own proposal; a rejection changes nothing', async () => {
    const loan = runningLoan();
    used.add(loan.id);
    const proposed = await mock.api('post', '/api/loan/desistContract', { loanId: loan.id, reason: 'Asked by phone' }, admin);
    const approvalId = proposed.body.data.id;
    const own = await mock.api('post', '/api/membership/approval/decide', { approvalId, decision: 'approve', reason: 'mine' }, admin);
    expect(own.status).toBe(422);
    expect(own.body.errors[0].message).toBe('You proposed this: another staff member must decide it.');
    const esAdmin = await mock.staffToken('admin@pronto.es', 'ES');
    const rejected = await mock.api(
      'post',
      '/api/membership/approval/decide',
      { approvalId, decision: 'reject', reason: 'No written request' },
      esAdmin,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decisionReason: 'No written request' });
    expect(loan.status).not.toBe('closed');
    expect(await loanAudit(loan.id)).toEqual([]);
    expect(
      (await mock.api('get', '/api/membership/approvals?status=rejected', undefined, admin)).body.data.map((a: { id: number }) => a.id),
    ).toContain(approvalId);
  });
});

describe('four-eyes for a manual payment above the limit', () => {
  // Owing enough for both payments: 250 booked at once, then 300 proposed and approved.
  const runningLoan = () =>
    mock.ctx.db.loans.find(
      (l) =>
        !used.has(l.id) &&
        l.country === 'GB' &&
        ['issued', 'overdue'].includes(l.status) &&
        settlementAmount(l, mock.ctx.nowIso().slice(0, 10)) > 600,
    )!;

  it('records a payment up to 250 at once, and proposes a larger one that runs only when an admin approves it', async () => {
    const loan = runningLoan();
    used.add(loan.id);
    const small = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount: 250, reason: 'Cash at the branch' }, agent);
    expect(small.body.data.payments.at(-1)).toMatchObject({ amount: 250, method: 'manual' });
    const paymentsBefore = loan.payments.length;

    const large = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount: 300, reason: 'Bank transfer seen' }, agent);
    expect(large.status, JSON.stringify(large.body)).toBe(200);
    expect(large.body.data).toMatchObject({ status: 'pending', callId: 'loan.payloanmanual', loanId: loan.id, body: { amount: 300 } });
    expect(loan.payments).toHaveLength(paymentsBefore);

    const approved = await mock.api(
      'post',
      '/api/membership/approval/decide',
      { approvalId: large.body.data.id, decision: 'approve', reason: 'Transfer matched on the statement' },
      admin,
    );
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedByName: 'Alex Admin' });
    expect(loan.payments.at(-1)).toMatchObject({ amount: 300, method: 'manual' });
    const [entry] = await loanAudit(loan.id);
    expect(entry).toMatchObject({ callId: 'loan.payloanmanual', staffName: 'Alex Admin', proposedBy: { staffName: 'Agnes Agent' } });
  });
});

describe('four-eyes for a write-off: a discount above the goodwill limit', () => {
  const openInterest = (loan: LoanRecord) =>
    Math.round(loan.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.interest, 0) * 100) / 100;

  it('gives a discount up to 50 at once, and proposes a larger one that writes the interest off only when an admin approves it', async () => {
    const loan = mock.ctx.db.loans.find(
      (l) => !used.has(l.id) && l.country === 'GB' && ['issued', 'overdue'].includes(l.status) && openInterest(l) > 70,
    );
    if (!loan) throw new Error('the seed has a running GB loan with more than 70 of interest to pay');
    used.add(loan.id);
    const before = openInterest(loan);
    const goodwill = await mock.api('post', '/api/loan/discount', { loanId: loan.id, amount: 5, reason: 'Goodwill' }, agent);
    expect(goodwill.status, JSON.stringify(goodwill.body)).toBe(200);
    expect(openInterest(loan)).toBeCloseTo(before - 5, 2);

    const writeOff = await mock.api('post', '/api/loan/discount', { loanId: loan.id, amount: 60, reason: 'Hardship: lost job' }, agent);
    expect(writeOff.body.data).toMatchObject({ status: 'pending', callId: 'loan.discount', loanId: loan.id, body: { amount: 60 } });
    expect(openInterest(loan)).toBeCloseTo(before - 5, 2);

    const approved = await mock.api(
      'post',
      '/api/membership/approval/decide',
      { approvalId: writeOff.body.data.id, decision: 'approve', reason: 'Payslips checked' },
      admin,
    );
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedByName: 'Alex Admin' });
    expect(openInterest(loan)).toBeCloseTo(before - 65, 2);
    const [entry] = await loanAudit(loan.id);
    expect(entry).toMatchObject({
      callId: 'loan.discount',
      staffName: 'Alex Admin',
      proposedBy: { staffName: 'Agnes Agent', reason: 'Hardship: lost job' },
    });
  });
});
