import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';
import { tokenDigest } from '../security/secrets.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

describe('loan definitions', () => {
  it('reads one by id or country, and an edit is kept or refused with a sentence', async () => {
    const uk = await mock.api('get', '/api/loan/getLoanDefinition?country=UK', undefined, admin);
    expect(uk.body.data).toMatchObject({ name: 'PRONTO_UK', minAmount: 100, maxAmount: 400 });
    const edited = await mock.api('put', '/api/loan/loanDefinition', { id: uk.body.data.id, maxAmount: 600, defaultAmount: 200 }, admin);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.amounts).toEqual([100, 200, 300, 400, 500, 600]);
    const listed = await mock.api('get', '/api/loan/getAllLoanDefinitions?country=GB');
    expect(listed.body.data[0]).toMatchObject({ maxAmount: 600, defaultAmount: 200, updatedBy: 'Alex Admin', version: 1 });

    const refused = await mock.api('put', '/api/loan/loanDefinition', { id: uk.body.data.id, minAmount: 700 }, admin);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe('The minimum amount (700) cannot be more than the maximum amount (600).');
    const missing = await mock.api('get', '/api/loan/getLoanDefinition?id=99', undefined, admin);
    expect(missing.body.errors[0].message).toBe('Loan definition 99 does not exist.');
  });
});

describe('discount rules and proposals', () => {
  it('lists seeded rules, adds, changes and deletes one; bad input is a 422', async () => {
    const seeded = await mock.api('get', '/api/loan/discount/rules', undefined, admin);
    expect(seeded.body.data.map((r: { name: string }) => r.name)).toEqual(['Repeat borrower 10%', 'Loyalty 20%', 'Summer 5%']);
    const added = await mock.api(
      'post',
      '/api/loan/discount/rules',
      { name: 'Winter 7%', percent: 7, validFrom: '2026-12-01', validTo: '2027-02-28' },
      admin,
    );
    expect(added.body.data).toMatchObject({ name: 'Winter 7%', percent: 7, minLoans: 0, active: true });
    const changed = await mock.api(
      'post',
      '/api/loan/discount/rules',
      { id: added.body.data.id, name: 'Winter 8%', percent: 8, validFrom: '2026-12-01', validTo: '2027-02-28' },
      admin,
    );
    expect(changed.body.data).toMatchObject({ id: added.body.data.id, name: 'Winter 8%', percent: 8 });
    const clash = await mock.api(
      'post',
      '/api/loan/discount/rules',
      { name: 'loyalty 20%', percent: 5, validFrom: '2026-01-01', validTo: '2026-02-01' },
      admin,
    );
    expect(clash.body.errors[0].message).toBe('A discount rule named "loyalty 20%" already exists.');
    const backwards = await mock.api(
      'post',
      '/api/loan/discount/rules',
      { name: 'Late', percent: 5, validFrom: '2026-03-01', validTo: '2026-02-01' },
      admin,
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].message).toBe('The start date (2026-03-01) must not be after the end date (2026-02-01).');
    const deleted = await mock.api('delete', `/api/loan/discount/rule?id=${added.body.data.id}`, undefined, admin);
    expect(deleted.status).toBe(200);
    const after = await mock.api('get', '/api/loan/discount/rules', undefined, admin);
    expect(after.body.data.some((r: { id: number }) => r.id === added.body.data.id)).toBe(false);
    const again = await mock.api('delete', `/api/loan/discount/rule?id=${added.body.data.id}`, undefined, admin);
    expect(again.body.errors[0].message).toBe(`Discount rule ${added.body.data.id} does not exist.`);
  });

  it('a per-loan discount is not a rule; proposals price the rules that apply to a loan', async () => {
    const loan = mock.ctx.db.loans.find((l) => l.status === 'issued' && l.installments.some((i) => i.status !== 'paid' && i.interest > 1))!;
    await mock.api('post', '/api/loan/discount', { loanId: loan.id, amount: 1, reason: 'goodwill' }, admin);
    const rules = await mock.api('get', '/api/loan/discount/rules', undefined, admin);
    expect(rules.body.data.every((r: { kind?: string }) => r.kind !== 'loanDiscount')).toBe(true);
    const rule = await mock.api(
      'post',
      '/api/loan/discount/rules',
      { name: 'Everyone 50%', percent: 50, validFrom: '2000-01-01', validTo: '2099-12-31' },
      admin,
    );
    const proposals = await mock.api('get', `/api/loan/discount/proposals?loanId=${loan.id}`, undefined, admin);
    const interestLeft = loan.installments.filter((i) => i.status !== 'paid').reduce((s, i) => s + i.interest, 0);
    const everyone = proposals.body.data.find((p: { ruleId: number }) => p.ruleId === rule.body.data.id);
    expect(everyone).toMatchObject({ name: 'Everyone 50%', percent: 50, amount: Math.round(interestLeft * 50) / 100 });
    const repaid = mock.ctx.db.loans.find((l) => l.status === 'repaid')!;
    expect((await mock.api('get', `/api/loan/discount/proposals?loanId=${repaid.id}`, undefined, admin)).body.data).toEqual([]);
  });
});

describe('impediments', () => {
  it('filters by status, follows the allowed changes and allows one open impediment per loan', async () => {
    const pending = await mock.api('post', '/api/loan/getAllImpediments/paged', { status: 'pending', page: 1, perPage: 50 }, admin);
    expect(pending.body.data.total).toBeGreaterThan(0);
    expect(pending.body.data.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const unknown = await mock.api('post', '/api/loan/getAllImpediments/paged', { status: 'done' }, admin);
    expect(unknown.body.errors[0].message).toBe('status must be one of pending, accepted, rejected, closed.');

    const first = pending.body.data.items[0];
    const twice = await mock.api('post', '/api/loan/createLoanImpediment', { loanId: first.loanId, reason: 'illness' }, admin);
    expect(twice.body.errors[0].message).toBe(`Loan ${first.loanId} already has an open impediment (pending).`);
    const skip = await mock.api('post', '/api/loan/setImpedimentStatus', { impedimentId: first.id, status: 'closed' }, admin);
    expect(skip.body.errors[0].message).toBe('An impediment that is pending can only become accepted or rejected.');
    expect(
      (await mock.api('post', '/api/loan/setImpedimentStatus', { impedimentId: first.id, status: 'rejected' }, admin)).body.data.status,
    ).toBe('rejected');
    const created = await mock.api('post', '/api/loan/createLoanImpediment', { loanId: first.loanId, reason: 'illness' }, admin);
    expect(created.body.data).toMatchObject({ loanId: first.loanId, status: 'pending', type: 'illness' });

    const repaid = mock.ctx.db.loans.find((l) => l.status === 'repaid')!;
    const closedLoan = await mock.api('post', '/api/loan/createLoanImpediment', { loanId: repaid.id, reason: 'illness' }, admin);
    expect(closedLoan.body.errors[0].message).toBe(`Loan ${repaid.id} is repaid: only an issued or overdue loan can have an impediment.`);
  });

  it('says whether a customer may ask for one (staff and customer calls agree)', async () => {
    const token = await mock.customerToken();
    const own = await mock.api('get', '/api/loan/customerCanCreateImpediment', undefined, token);
    const customerId = mock.ctx.db.tokens.find((t) => t.token === tokenDigest(token))?.subjectId;
    const staff = await mock.api('get', `/api/loan/staff/customerCanCreateImpediment?customerId=${customerId}`, undefined, admin);
    expect(own.status).toBe(200);
    expect(staff.body.data).toEqual(own.body.data);
    const running = mock.ctx.db.loans.filter((l) => l.customerId === customerId && ['issued', 'overdue'].includes(l.status));
    expect(own.body.data.canCreate).toBe(running.length > 0);
    expect((await mock.api('get', '/api/loan/customerCanCreateImpediment', undefined, admin)).status).toBe(403);
  });
});

describe('banks, loan purposes and the issue strategy', () => {
  it('lists them from the seed', async () => {
    const all = await mock.api('get', '/api/loan/staff/banks', undefined, admin);
    expect(all.body.data).toHaveLength(14);
    const es = await mock.api('get', '/api/loan/staff/banks?country=ES', undefined, admin);
    expect(es.body.data.map((b: { name: string }) => b.name)).toContain('BBVA');
    const customer = await mock.api('get', '/api/loan/banks', undefined, await mock.customerToken());
    expect(customer.body.data.map((b: { name: string }) => b.name)).not.toContain('Nationwide');

    const purposes = await mock.api('post', '/api/loan/getLoanPurpose', { language: 'es-ES' }, admin);
    expect(purposes.body.data.find((p: { key: string }) => p.key === 'carRepair')).toMatchObject({
      name: 'Car repair',
      label: 'Reparación del coche',
    });

    const strategy = await mock.api('get', '/api/loan/LoanIssueStrategy?country=ES', undefined, admin);
    expect(strategy.body.data).toMatchObject({ country: 'ES', strategy: 'manual' });
    expect((await mock.api('get', '/api/loan/LoanIssueStrategy', undefined, admin)).body.data).toHaveLength(2);
  });
});
