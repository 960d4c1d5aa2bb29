import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanRecord } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

/* Business-operation permissions: an agent makes a call that is a business operation only once an admin
 * granted it (membership.setCamBusinessOperationPermission); the sign-in answer carries them. */

let mock: Mock;
let admin: string;
let collector: string;

beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
  collector = await mock.staffToken('collector@pronto.test');
});
afterAll(() => mock.close());

describe('business operations are enforced for agents', () => {
  it('refuses a rollover to an agent not granted it, then lets it through once an admin grants it', async () => {
    const loan = mock.ctx.db.loans.find(
      (l) => l.status === 'issued' && l.country === 'GB' && l.installments.every((i) => i.paidAmount === 0),
    ) as LoanRecord;
    const rollover = { loanId: loan.id, days: 5, reason: 'Short this month' };
    const refused = await mock.api('post', '/api/loan/rollover', rollover, collector);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([
      { message: 'You do not have the permission for rollovers: an admin grants it under Staff, Business operations.' },
    ]);
    expect((await mock.api('get', `/api/rest/loans/${loan.id}`, undefined, admin)).body.data.rollovers ?? 0).toBe(0);

    const granted = await mock.api(
      'post',
      '/api/membership/setCamBusinessOperationPermission',
      { staffId: 7, operations: ['manualPayment', 'arrangement', 'discount', 'rollover'] },
      admin,
    );
    expect(granted.status).toBe(200);
    const rolled = await mock.api('post', '/api/loan/rollover', rollover, collector);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect((await mock.api('get', `/api/rest/loans/${loan.id}`, undefined, admin)).body.data.rollovers).toBe(1);
  });

  it('gives an agent their operations at sign-in; an admin has every one without a list', async () => {
    const login = await mock.api('post', '/api/report/login', { emailAddress: 'cobrador@pronto.es', password: 'pronto123', country: 'ES' });
    expect(login.body.data.user).toMatchObject({ role: 'agent', operations: ['manualPayment', 'arrangement'] });
    const adminLogin = await mock.api('post', '/api/report/login', {
      emailAddress: 'admin@pronto.test',
      password: 'pronto123',
      country: 'GB',
    });
    expect(adminLogin.body.data.user.operations).toBeUndefined();
  });
});
