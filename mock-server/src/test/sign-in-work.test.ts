import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretDerivations } from '../security/secrets.ts';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

/**
 * A sign-in does the same password work (one scrypt derivation) whether the account exists or not, so
 * its answer time does not tell which phone numbers or e-mail addresses have an account.
 */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** Scrypt derivations one request runs, and its first error message. */
async function work(path: string, body: Record<string, unknown>) {
  const before = secretDerivations();
  const answer = await mock.api('post', path, body);
  return { derivations: secretDerivations() - before, message: answer.body.errors[0]?.message as string | undefined };
}

describe('sign-in work', () => {
  it('customer login: an unknown number costs what a wrong PIN costs, with the same answer', async () => {
    const known = await work('/api/membership/login', { phoneNumber: '07100000006', password: '9999', countryCode: 'GB' });
    const unknown = await work('/api/membership/login', { phoneNumber: uniqueUkMobile(), password: '9999', countryCode: 'GB' });
    const blank = await work('/api/membership/login', { phoneNumber: uniqueUkMobile(), password: ' ', countryCode: 'GB' });
    expect(known).toEqual({ derivations: 1, message: 'The mobile phone number or PIN is not correct.' });
    expect(unknown).toEqual(known);
    expect(blank).toEqual(known);
  });

  it('staff sign-in: an unknown e-mail or the wrong market costs what a wrong password costs', async () => {
    const known = await work('/api/report/login', { emailAddress: 'agent@pronto.test', password: 'wrong-password', country: 'GB' });
    const unknown = await work('/api/report/login', { emailAddress: 'nobody@pronto.test', password: 'wrong-password', country: 'GB' });
    const market = await work('/api/report/login', { emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'ES' });
    expect(known.derivations).toBe(1);
    expect(unknown).toEqual(known);
    expect(market).toEqual(known);
  });
});
