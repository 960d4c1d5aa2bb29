import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@pronto/api';
import { startMock, type Mock } from './harness.ts';

// Staff edits of records through the console's forms: each one in the audit trail with who, what and
// before / after, read back through the catalogue's own audit reads.

let mock: Mock;
let admin: string;
let agent: string;
beforeAll(async () => {
  mock = await startMock();
  [admin, agent] = await Promise.all([mock.staffToken(), mock.staffToken('agent@pronto.test')]);
});
afterAll(() => mock.close());

const customerAudit = async (customerId: number) =>
  (await mock.api('get', `/api/customer/staff/audit?customerId=${customerId}`, undefined, admin)).body.data as AuditEntry[];
const search = async (filter: Record<string, unknown>) =>
  (await mock.api('post', '/api/membership/searchAudit', { filter, page: 1, perPage: 50 }, admin)).body.data.items as AuditEntry[];

describe('staff edits in the audit trail', () => {
  it("records an agent's edit of a customer's name and income (PATCH /api/rest/customers) with before and after", async () => {
    const customer = mock.ctx.customerById(9)!;
    const was = { firstName: customer.firstName, lastName: customer.lastName, monthlyIncome: customer.monthlyIncome };
    const answer = await mock.api(
      'patch',
      '/api/rest/customers/9',
      { firstName: 'Rosalind', lastName: 'Franklin', monthlyIncome: 2750 },
      agent,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = await customerAudit(9);
    expect(entry).toMatchObject({
      staffName: 'Agnes Agent',
      staffEmail: 'agent@pronto.test',
      callId: 'rest.customers.patch',
      targetType: 'customer',
      targetId: 9,
      customerId: 9,
      country: customer.country,
      reason: '',
    });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'firstName', before: was.firstName, after: 'Rosalind' },
        { field: 'lastName', before: was.lastName, after: 'Franklin' },
        { field: 'monthlyIncome', before: was.monthlyIncome, after: 2750 },
      ]),
    );
    expect(entry?.changes).toHaveLength(3);
  });

  it("records the console's customer edit form (customer.customer.put) the same way, once", async () => {
    const customer = mock.ctx.customerById(10)!;
    const income = customer.monthlyIncome;
    const answer = await mock.api('put', '/api/customer/customer', { customerId: 10, lastName: 'Hodgkin', monthlyIncome: 1900 }, agent);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const entries = (await customerAudit(10)).filter((e) => e.callId === 'customer.customer.put');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffName: 'Agnes Agent', targetType: 'customer', targetId: 10, customerId: 10 });
    expect(entries[0]?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lastName', after: 'Hodgkin' }),
        { field: 'monthlyIncome', before: income, after: 1900 },
      ]),
    );
    // Sending the values a customer already has changes nothing and records nothing new.
    await mock.api('put', '/api/customer/customer', { customerId: 10, lastName: 'Hodgkin' }, agent);
    const again = (await customerAudit(10)).filter((e) => e.callId === 'customer.customer.put');
    expect(again.map((e) => e.changes.length)).toEqual([0, entries[0]?.changes.length]);
  });

  it("records an admin's edit of a staff member, the password hidden", async () => {
    const answer = await mock.api('patch', '/api/rest/staff/7', { fullName: 'Colin B. Collector', password: 'Another-pass-2026' }, admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = await search({ targetType: 'staff' });
    expect(entry).toMatchObject({ callId: 'rest.staff.patch', targetType: 'staff', targetId: 7, staffEmail: 'admin@pronto.test' });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'fullName', after: 'Colin B. Collector' }),
        { field: 'password', before: '(hidden)', after: '(hidden, changed)' },
      ]),
    );
  });

  it('records a create, an edit and a delete of a loan definition as a record of its list', async () => {
    const created = await mock.api(
      'post',
      '/api/rest/loanDefinitions',
      { name: 'TRIAL', country: 'GB', minAmount: 50, active: false },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    await mock.api('patch', `/api/rest/loanDefinitions/${id}`, { minAmount: 75 }, admin);
    await mock.api('delete', `/api/rest/loanDefinitions/${id}`, undefined, admin);
    const entries = (await search({ targetType: 'record' })).filter((e) => e.targetId === id);
    expect(entries.map((e) => e.callId)).toEqual([
      'rest.loanDefinitions.delete',
      'rest.loanDefinitions.patch',
      'rest.loanDefinitions.post',
    ]);
    expect(entries.every((e) => e.resource === 'loanDefinitions' && e.country === 'GB')).toBe(true);
    expect(entries[1]?.changes).toEqual([{ field: 'minAmount', before: 50, after: 75 }]);
    expect(entries[2]?.changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'TRIAL' }]));
    expect(entries[0]?.changes).toEqual(expect.arrayContaining([{ field: 'minAmount', before: 75, after: null }]));
  });

  it('numbers the instalments a payment changed and records the payment it added', async () => {
    const loan = mock.ctx.db.loans.find((l) => l.country === 'GB' && ['issued', 'overdue'].includes(l.status))!;
    const answer = await mock.api('post', '/api/loan/payloanmanual', { loanId: loan.id, amount: 20, reason: 'Cash at the branch' }, agent);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = (await mock.api('get', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, admin)).body.data as AuditEntry[];
    expect(entry?.country).toBe('GB');
    const paid = entry?.changes.find((c) => /^installments\[\d+\]\.paidAmount$/.test(c.field));
    const row = loan.installments.find((i) => paid?.field === `installments[${i.id}].paidAmount`);
    expect(paid?.rowNumber).toBe(row?.number);
    expect(entry?.changes.filter((c) => c.field.startsWith('payments[')).every((c) => c.before === null && c.rowNumber === undefined)).toBe(
      true,
    );
  });
});
