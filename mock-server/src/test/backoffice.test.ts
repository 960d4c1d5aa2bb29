import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanRecord } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const runningLoan = () =>
  mock.ctx.db.loans.find((l: LoanRecord) => l.status === 'issued' && l.installments.length > 1 && l.installments.every((i) => i.paidAmount === 0)) as LoanRecord;

describe('staff variants of customer calls', () => {
  it('staff verifies a customer e-mail by id; a customer token is refused (403)', async () => {
    const customer = mock.ctx.db.customers.find((c) => !c.emailVerified)!;
    const done = await mock.api('post', '/api/customer/verifyEmailByStaff', { customerId: customer.id }, admin);
    expect(done.status).toBe(200);
    expect(done.body.data.emailVerified).toBe(true);
    expect(mock.ctx.customerById(customer.id)?.emailVerified).toBe(true);
    expect((await mock.api('post', '/api/customer/verifyEmailByStaff', { customerId: customer.id }, await mock.customerToken())).status).toBe(403);
  });

  it('staff reads the agreement of any loan; the customer call stays refused (403) for staff', async () => {
    const loan = runningLoan();
    const staff = await mock.api('get', `/api/loan/staff/loanagreement?loanId=${loan.id}`, undefined, admin);
    expect(staff.status).toBe(200);
    expect(staff.body.data.loanId).toBe(loan.id);
    expect(staff.body.data.agreement.body).toContain(mock.ctx.customerById(loan.customerId)!.firstName);
    expect(staff.body.data.agreement.subject.length).toBeGreaterThan(3);
    expect((await mock.api('get', `/api/loan/loanagreement?loanId=${loan.id}`, undefined, admin)).status).toBe(403);
  });

  it('staff rollover calculation costs the days asked and refuses more than 30', async () => {
    const loan = runningLoan();
    const next = loan.installments.find((i) => i.status !== 'paid')!;
    const cost = await mock.api('get', `/api/loan/staff/rolloverCalculate?loanId=${loan.id}&days=5`, undefined, admin);
    expect(cost.status).toBe(200);
    expect(cost.body.data.days).toBe(5);
    expect(cost.body.data.payNow).toBe(next.interest);
    expect(cost.body.data.dates[0] < cost.body.data.date).toBe(true);
    const tooFar = await mock.api('get', `/api/loan/staff/rolloverCalculate?loanId=${loan.id}&days=31`, undefined, admin);
    expect(tooFar.body.errors[0].message).toBe('days must be a whole number from 1 to 30.');
  });
});
