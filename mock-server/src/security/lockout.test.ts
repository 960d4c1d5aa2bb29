import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from '../test/harness.ts';
import { LOCKS, TOO_MANY_ATTEMPTS, TOO_MANY_ATTEMPTS_CODE } from './lockout.ts';
import { RESEND_TOO_SOON, RESEND_TOO_SOON_CODE } from './resend-throttle.ts';
import { registration } from '../test/registration-form.ts';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** Registers a fresh customer with a PIN; returns its phone, token and PIN. */
async function freshCustomer() {
  const phone = uniqueUkMobile();
  const created = await mock.api('post', '/api/customer/customer', registration(phone));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const token = created.body.data.token as string;
  return { phone, token, pin: await mock.latestPin(phone) };
}
const wrongOf = (pin: string) => (pin === '0000' ? '1111' : '0000');
const login = (phone: string, password: string) =>
  mock.api('post', '/api/membership/login', { phoneNumber: phone, password, countryCode: 'GB' });

describe('login brute force', () => {
  it('locks a phone after 5 wrong PINs, also for the right PIN, with TooManyAttempts', async () => {
    const { phone, pin } = await freshCustomer();
    for (let i = 1; i <= 4; i++) {
      const wrong = await login(phone, wrongOf(pin));
      expect(wrong.body.errors[0].message).toBe('The mobile phone number or PIN is not correct.');
    }
    const fifth = await login(phone, wrongOf(pin));
    expect(fifth.status).toBe(422);
    expect(fifth.body.errors[0]).toEqual({ message: TOO_MANY_ATTEMPTS, code: TOO_MANY_ATTEMPTS_CODE });
    const right = await login(phone, pin);
    expect(right.status).toBe(422);
    expect(right.body.errors[0].message).toBe('Too many wrong attempts. Please try again in 15 minutes.');
    // The same number typed with the +44 prefix is the same phone.
    expect((await login(`+44${phone.slice(1)}`, pin)).body.errors[0].code).toBe('TooManyAttempts');
  });

  it('a right PIN resets the count (4 wrong, right, 4 wrong still logs in)', async () => {
    const { phone, pin } = await freshCustomer();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(phone, wrongOf(pin))).body.errors[0].code).toBeUndefined();
      expect((await login(phone, pin)).status).toBe(200);
    }
  });

  it('a lock runs out after 15 minutes', async () => {
    const { phone, pin } = await freshCustomer();
    for (let i = 0; i < 5; i++) await login(phone, wrongOf(pin));
    expect((await login(phone, pin)).status).toBe(422);
    const row = (mock.ctx.db[LOCKS] as { key: string; lockedUntil: string }[]).find(
      (r) => r.key.endsWith(phone.slice(-9)) && r.key.startsWith('login'),
    );
    expect(Date.parse(row!.lockedUntil) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    row!.lockedUntil = new Date(Date.now() - 1000).toISOString();
    expect((await login(phone, pin)).status).toBe(200);
  });
});

describe('PIN checks brute force', () => {
  it('OTP (pinValid): five wrong PINs lock it, the right one is refused until the lock ends', async () => {
    const { token, pin } = await freshCustomer();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await mock.api('post', '/api/membership/pinValid', { pin: wrongOf(pin) }, token));
    expect(answers.slice(0, 4).map((a) => a.body.errors[0].message)).toEqual(Array(4).fill('Your pin is invalid'));
    expect(answers[4]!.body.errors[0].code).toBe('TooManyAttempts');
    expect((await mock.api('post', '/api/membership/pinValid', { pin }, token)).body.errors[0].message).toBe(TOO_MANY_ATTEMPTS);
    // The registration OTP confirmation (customer.preRegistered) shares the PIN lock.
    expect((await mock.api('post', '/api/customer/status/preRegistered', { pin }, token)).body.errors[0].code).toBe('TooManyAttempts');
  });

  it('PIN reset (validateAndChangePassword) locks after 5 wrong PINs; mismatched new PINs do not count', async () => {
    const { phone } = await freshCustomer();
    expect((await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: phone })).status).toBe(200);
    const pin = await mock.latestPin(phone);
    const reset = (p: string, password2 = '4321') =>
      mock.api('post', '/api/membership/validateAndChangePassword', {
        mobilePhone: phone,
        pin: p,
        password: '4321',
        password2,
        countryCode: 'GB',
      });
    for (let i = 0; i < 6; i++) expect((await reset(wrongOf(pin), '4322')).body.errors[0].message).toBe('Fields do not match.');
    for (let i = 0; i < 4; i++) expect((await reset(wrongOf(pin))).body.errors[0].message).toBe('Your pin is invalid');
    expect((await reset(wrongOf(pin))).body.errors[0].code).toBe('TooManyAttempts');
    expect((await reset(pin)).body.errors[0].code).toBe('TooManyAttempts');
  });

  it('handover OTP locks per customer after 5 wrong PINs', async () => {
    const start = await mock.api('post', '/api/customer/handover/login/intro-waiting-02');
    expect(start.status).toBe(200);
    const token = start.body.data.token as string;
    const otp = (pin: string) => mock.api('post', '/api/customer/handover/otp', { pin }, token);
    for (let i = 0; i < 4; i++) expect((await otp('99999')).body.errors[0].message).toBe('Your pin is invalid');
    expect((await otp('99999')).body.errors[0].code).toBe('TooManyAttempts');
  });

  it('the lock is in the data file: a restart keeps it', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-lock-')), 'db.json');
    const first = await startMock({ dataFile });
    const phone = '07100000009';
    for (let i = 0; i < 5; i++)
      await first.api('post', '/api/membership/login', { phoneNumber: phone, password: '9999', countryCode: 'GB' });
    await first.ctx.flush();
    await first.close();
    const second = await startMock({ dataFile });
    expect(second.ctx.seeded).toBe(false);
    const right = await second.api('post', '/api/membership/login', { phoneNumber: phone, password: '1234', countryCode: 'GB' });
    expect(right.body.errors[0].code).toBe('TooManyAttempts');
    // Nothing exposes the counters: no simple-rest collection, no catalogue call.
    const staff = await second.staffToken();
    expect((await second.api('get', `/api/rest/${LOCKS}`, undefined, staff)).status).toBe(404);
    await second.close();
  });
});

describe('PIN resend throttle', () => {
  it('reSendOTP: one resend, then "Please wait" with the seconds left until 180 s passed', async () => {
    const { phone, token } = await freshCustomer();
    const resend = () => mock.api('post', '/api/membership/reSendOTP', { countryCode: 'GB', mobilePhone: phone }, token);
    expect((await resend()).status).toBe(200);
    const early = await resend();
    expect(early.status).toBe(422);
    expect(early.body.errors[0].code).toBe(RESEND_TOO_SOON_CODE);
    const message = early.body.errors[0].message as string;
    expect(message.startsWith(RESEND_TOO_SOON)).toBe(true);
    const seconds = Number(/in (\d+) seconds/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThan(170);
    expect(seconds).toBeLessThanOrEqual(180);
  });

  it('forgotPin is throttled per phone; a validated PIN ends the wait', async () => {
    const { phone } = await freshCustomer();
    const forgot = () => mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: phone });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).body.errors[0].message).toMatch(
      /^Please wait before asking for a new PIN\. You can ask again in \d+ seconds\.$/,
    );
    const pin = await mock.latestPin(phone);
    const reset = await mock.api('post', '/api/membership/validateAndChangePassword', {
      mobilePhone: phone,
      pin,
      password: '4321',
      password2: '4321',
      countryCode: 'GB',
    });
    expect(reset.status).toBe(200);
    expect((await forgot()).status).toBe(200);
    // Another phone is not held up.
    const other = await freshCustomer();
    expect((await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: other.phone })).status).toBe(200);
  });
});

describe('staff sendNewPin', () => {
  it('sends a new PIN by SMS and is throttled per phone like the customer resends', async () => {
    const { phone } = await freshCustomer();
    const staff = await mock.staffToken();
    const customerId = mock.ctx.customerByPhone(phone, 'GB')!.id;
    const first = await mock.api('post', '/api/membership/sendNewPin', { customerId }, staff);
    expect(first.status).toBe(200);
    const sms = await mock.api('get', `/api/communication/sms/history?mobilePhone=${phone}`, undefined, staff);
    expect(sms.body.data[0].text).toMatch(/^Your new Pronto PIN is \d{4}\.$/);
    const again = await mock.api('post', '/api/membership/sendNewPin', { mobilePhone: phone, countryCode: 'GB' }, staff);
    expect(again.body.errors[0].code).toBe('ResendTooSoon');
    expect((await mock.api('post', '/api/membership/sendNewPin', { customerId: 999999 }, staff)).body.errors[0].message).toBe(
      'Customer does not exist.',
    );
  });
});
