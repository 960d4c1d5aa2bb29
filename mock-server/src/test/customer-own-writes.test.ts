import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@pronto/api';
import { RESTRUCTURE_BY_CONTACT } from '../routes/loan-account/journey-routes.ts';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';
import { registration } from './registration-form.ts';

/**
 * A customer's write calls do what they say, or refuse saying why: none answers `{ ok: true, ...body }`
 * (the catalogue fallback's echo), which told the site a loan application or a phone check had worked.
 */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

async function freshCustomer() {
  const phone = uniqueUkMobile();
  const created = await mock.api('post', '/api/customer/customer', registration(phone));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { phone, token: created.body.data.token as string };
}

describe('customer write calls', () => {
  it('no customer write call echoes its body back', async () => {
    const echoed: string[] = [];
    for (const e of catalogue.filter((c) => c.auth === 'customer' && c.method !== 'get')) {
      const token = await mock.customerToken('07100000008');
      const answer = await mock.api(e.method, e.path.replace(/\{\w+\}/g, '1'), { probe: 'echo-probe-7' }, token);
      if (JSON.stringify(answer.body).includes('echo-probe-7')) echoed.push(e.id);
    }
    expect(echoed).toEqual([]);
  }, 60_000);

  it('makeLoanApplication and apply make the application requestLoan makes, read back through customerAllLoans', async () => {
    const { token } = await freshCustomer();
    expect(
      (await mock.api('post', '/api/loan/makeLoanApplication', { amount: 0, installments: 1, purpose: 'car' }, token)).body.errors[0]
        .message,
    ).toBe('Please enter an amount.');
    const made = await mock.api('post', '/api/loan/makeLoanApplication', { amount: 200, installments: 2, purpose: 'car' }, token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const applied = await mock.api('post', '/api/loan/apply', { amount: 150, installments: 1, purpose: 'bills' }, token);
    expect(applied.status).toBe(200);
    const loans = (await mock.api('get', '/api/loan/customerAllLoans', undefined, token)).body.data as {
      id: number;
      amount: number;
      status: string;
    }[];
    expect(loans.map((l) => [l.amount, l.status])).toEqual([
      [150, 'requested'],
      [200, 'cancelled'],
    ]);
  });

  it('loanApplicationScreens answers the screens ahead; prescrape whether a bank may be connected', async () => {
    const { token } = await freshCustomer();
    const screens = await mock.api('post', '/api/loan/loanApplicationScreens', {}, token);
    expect(screens.body.data).toEqual({ step: 'request', screens: ['request', 'creditDecision', 'agreements', 'financialInformation'] });
    await mock.api('post', '/api/loan/requestLoan', { amount: 200, installments: 2, purpose: 'car' }, token);
    expect((await mock.api('post', '/api/loan/loanApplicationScreens', {}, token)).body.data.screens).toEqual([
      'creditDecision',
      'agreements',
      'financialInformation',
    ]);
    expect((await mock.api('post', '/api/loan/prescrape', {}, token)).body.data).toEqual({ able: true, reason: null });
  });

  it('restructureByCustomer asks collections for a new plan of a running loan only', async () => {
    const { token } = await freshCustomer();
    const made = await mock.api('post', '/api/loan/requestLoan', { amount: 200, installments: 2, purpose: 'car' }, token);
    const answer = await mock.api('post', '/api/loan/restructureByCustomer', { loanId: made.body.data.id, installmentCount: 4 }, token);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].message).toBe('Only a running loan can have a new payment plan.');
    expect(RESTRUCTURE_BY_CONTACT).toMatch(/^A new payment plan is agreed with our collections team, not online\./);
  });

  it('communicationVerifyWithOTP checks the PIN sent to a new phone, once', async () => {
    const { token } = await freshCustomer();
    const phone = uniqueUkMobile();
    const changed = await mock.api('post', '/api/customer/communication', { type: 'phone', subType: 'personal', value: phone }, token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const pin = await mock.latestPin(phone);
    const wrong = await mock.api('post', '/api/customer/communicationVerifyWithOTP', { pin: pin === '0000' ? '1111' : '0000' }, token);
    expect(wrong.body.errors[0].message).toBe('Your pin is invalid');
    const right = await mock.api('post', '/api/customer/communicationVerifyWithOTP', { pin }, token);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data).toEqual({ verified: true, mobilePhone: phone });
    expect((await mock.api('post', '/api/customer/communicationVerifyWithOTP', { pin }, token)).body.errors[0].message).toBe(
      'Your pin is invalid',
    );
  });
});
