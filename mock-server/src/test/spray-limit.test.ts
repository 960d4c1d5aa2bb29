import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPRAY_CODE, SPRAY_LIMIT, SPRAY_REFUSAL } from '../security/spray-limit.ts';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

/** One PIN tried over many phone numbers from one client: after SPRAY_LIMIT accounts it may try no other. */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const login = (phoneNumber: string, password = '1234') =>
  mock.api('post', '/api/membership/login', { phoneNumber, password, countryCode: 'GB' });

describe('PIN spraying', () => {
  it(`refuses a client a new account after wrong answers for ${SPRAY_LIMIT}, staff sign-ins too; accounts it tried keep their own lockout`, async () => {
    const tried: string[] = [];
    for (let i = 0; i < SPRAY_LIMIT; i++) {
      const phone = uniqueUkMobile();
      tried.push(phone);
      expect((await login(phone)).body.errors[0].message).toBe('The mobile phone number or PIN is not correct.');
    }
    const next = await login('07100000008');
    expect(next.status).toBe(429);
    expect(next.body.errors[0]).toEqual({ message: SPRAY_REFUSAL, code: SPRAY_CODE });
    const staff = await mock.api('post', '/api/report/login', { emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    expect(staff.status).toBe(429);
    // An account already tried is still answered (its own lockout decides).
    expect((await login(tried[0]!)).body.errors[0].message).toBe('The mobile phone number or PIN is not correct.');
  });
});
