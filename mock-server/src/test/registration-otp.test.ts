import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_USED } from '../routes/membership.ts';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';
import { registration } from './registration-form.ts';

/** The registration PIN confirms once at membership.pinValid; the site then completes the registration with it. */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('registration OTP', () => {
  it('works once at pinValid, then completes the registration; a resent PIN works once again', async () => {
    const phone = uniqueUkMobile();
    const created = await mock.api('post', '/api/customer/customer', registration(phone));
    const token = created.body.data.token as string;
    const pin = await mock.latestPin(phone);
    const valid = () => mock.api('post', '/api/membership/pinValid', { pin }, token);
    expect((await valid()).status).toBe(200);
    const again = await valid();
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toEqual({ message: PIN_USED, code: 'PinUsed' });
    const resent = await mock.api('post', '/api/membership/reSendOTP', { countryCode: 'GB', mobilePhone: phone }, token);
    expect(resent.status).toBe(200);
    const fresh = await mock.latestPin(phone);
    expect((await mock.api('post', '/api/membership/pinValid', { pin: fresh }, token)).status).toBe(200);
    const completed = await mock.api('post', '/api/customer/status/preRegistered', { pin: fresh }, token);
    expect(completed.body.data).toEqual({ status: 'preRegistered' });
    expect((await mock.api('post', '/api/membership/pinValid', { pin: fresh }, token)).status).toBe(422);
  });
});
