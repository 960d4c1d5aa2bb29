import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './registration-form.ts';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

/** Secrets: hashed at rest, never returned; OTPs expire and work once; sessions end with the PIN. */
let mock: Mock;
const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-secrets-')), 'db.json');
beforeAll(async () => {
  mock = await startMock({ dataFile });
});
afterAll(() => mock.close());

describe('secrets', () => {
  it('stores no clear PIN, OTP or password; the seeded PIN 1234 and password pronto123 still sign in', async () => {
    const phone = uniqueUkMobile();
    expect((await mock.api('post', '/api/customer/customer', registration(phone))).status).toBe(200);
    await mock.ctx.flush();
    const text = readFileSync(dataFile, 'utf8');
    expect(text).not.toMatch(/"(pin|otp)":"\d{4}"/);
    expect(text).not.toContain('"password":"pronto123"');
    expect(mock.ctx.db.customers.every((c) => c.pin === null || c.pin === undefined || String(c.pin).startsWith('scrypt$'))).toBe(true);
    await mock.customerToken('07100000008');
    await mock.staffToken();
  }, 60_000);

  it('an OTP stops working after 10 minutes and works only once', async () => {
    const phone = uniqueUkMobile();
    const reg = await mock.api('post', '/api/customer/customer', registration(phone));
    const token = reg.body.data.token as string;
    const pin = await mock.latestPin(phone);
    const customer = mock.ctx.db.customers.find((c) => c.mobilePhone === phone)!;
    customer.otpExpires = new Date(Date.now() - 1000).toISOString();
    expect((await mock.api('post', '/api/customer/status/preRegistered', { pin }, token)).status).toBe(422);
    customer.otpExpires = new Date(Date.now() + 60_000).toISOString();
    expect((await mock.api('post', '/api/customer/status/preRegistered', { pin }, token)).status).toBe(200);
    expect(customer.otp).toBeNull();
  });

  it('a PIN reset ends the sessions the old PIN opened', async () => {
    const phone = '07100000009';
    const old = await mock.customerToken(phone);
    expect((await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: phone })).status).toBe(200);
    const pin = await mock.latestPin(phone);
    const reset = await mock.api('post', '/api/membership/validateAndChangePassword', {
      mobilePhone: phone,
      pin,
      password: '1234',
      password2: '1234',
      countryCode: 'GB',
    });
    expect(reset.status).toBe(200);
    expect((await mock.api('get', '/api/customer/account/customer', undefined, old)).status).toBe(401);
    // The same reset code does not work twice.
    const again = await mock.api('post', '/api/membership/validateAndChangePassword', {
      mobilePhone: phone,
      pin,
      password: '4321',
      password2: '4321',
      countryCode: 'GB',
    });
    expect(again.status).toBe(422);
  });

  it('staff sign-in locks after five wrong passwords, even for the right one', async () => {
    const login = (password: string) =>
      mock.api('post', '/api/report/login', { emailAddress: 'agent@pronto.test', password, country: 'GB' });
    for (let i = 0; i < 5; i++) expect((await login('wrong')).status).toBe(422);
    const right = await login('pronto123');
    expect(right.status).not.toBe(200);
  });

  it('a session token at the repay link gives that same session, never a fresh one; after logout it opens nothing', async () => {
    const token = await mock.customerToken('07100000010');
    const traded = await mock.api('post', `/api/membership/loginWithRepayToken/${token}`);
    expect(traded.status).toBe(200);
    expect((traded.body as { data: { token: string } }).data.token).toBe(token);
    expect((await mock.api('post', '/api/membership/logout', {}, token)).status).toBe(200);
    expect((await mock.api('get', '/api/customer/account/customer', undefined, token)).status).toBe(401);
    expect((await mock.api('post', `/api/membership/loginWithRepayToken/${token}`)).status).toBe(422);
  });

  it('never gives an id again after a delete', async () => {
    const staff = await mock.staffToken();
    const made = await mock.api('post', '/api/rest/comments', { customerId: 8, text: 'to delete' }, staff);
    const id = made.body.data.id as number;
    expect((await mock.api('delete', `/api/rest/comments/${id}`, undefined, staff)).status).toBe(200);
    const next = await mock.api('post', '/api/rest/comments', { customerId: 8, text: 'next' }, staff);
    expect(next.body.data.id).toBeGreaterThan(id);
  });
});
