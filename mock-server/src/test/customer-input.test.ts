import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

// The mock refuses what the site's forms refuse, with the same field messages.
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const ukForm = (overrides: Record<string, unknown> = {}) => {
  const mobilePhone = uniqueUkMobile();
  return {
    firstName: 'Harriet',
    lastName: 'Jones',
    gender: 'female',
    birthDate: '1990-04-12',
    postCode: 'SW1A 1AA',
    building: '10 Downing Street',
    employmentStatus: 'student',
    mobilePhone,
    emailAddress: `h.${mobilePhone}@gmail.com`,
    monthlyIncome: 500,
    agreementsAccept: true,
    accurateInformation: true,
    countryCode: 'GB',
    ...overrides,
  };
};

describe('names (one rule for both markets)', () => {
  it.each([
    ['5,000 characters', 'x'.repeat(5000), 'Max length is 50'],
    ['a script tag', '<script>alert(1)</script>', 'Invalid character'],
    ['an emoji', 'Harriet 😀', 'Invalid character'],
    ['a digit', 'Harriet2', 'Invalid character'],
  ])('registration refuses a first name with %s', async (_label, firstName, message) => {
    const answer = await mock.api('post', '/api/customer/customer', ukForm({ firstName }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].message).toBe(message);
  });

  it('registration accepts accents, apostrophes and hyphens', async () => {
    const answer = await mock.api('post', '/api/customer/customer', ukForm({ firstName: 'Zoë-Ann', lastName: "O'Brien Łukasz" }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it("a staff write of a customer's name is checked by the same rule", async () => {
    const staff = await mock.staffToken();
    const refused = await mock.api('put', '/api/customer/customer', { customerId: 8, lastName: '<b>Koch</b>' }, staff);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe('lastName: Invalid character');
    expect(mock.ctx.customerById(8)?.lastName).not.toBe('<b>Koch</b>');
    const long = await mock.api('put', '/api/customer/customer', { customerId: 8, firstName: 'y'.repeat(5000) }, staff);
    expect(long.body.errors[0].message).toBe('firstName: Max length is 50');
  });
});

describe('contact form', () => {
  const form = {
    name: 'Harriet Jones',
    emailAddress: 'harriet@gmail.com',
    phoneNumber: '07123456789',
    subject: 'Hello',
    message: 'A question',
  };

  it('refuses a post without a solved captcha', async () => {
    const without = await mock.api('post', '/api/communication/contactForm', form);
    expect(without.status).toBe(422);
    expect(without.body.errors[0].message).toBe('Please solve the recaptcha to submit the form');
    const wrong = await mock.api('post', '/api/communication/contactForm', { ...form, captcha: 'guess' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].message).toBe('Captcha validation is not successful');
    const solved = await mock.api('post', '/api/communication/contactForm', { ...form, captcha: 'mock-captcha-ok-key-1' });
    expect(solved.status, JSON.stringify(solved.body)).toBe(200);
  });

  it('bounds the name, subject and message like the site, in the market language', async () => {
    const captcha = 'mock-captcha-ok-key-2';
    const long = await mock.api('post', '/api/communication/contactForm', { ...form, captcha, message: 'm'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].message).toBe('Max length is 2000');
    const name = await mock.api('post', '/api/communication/contactForm', { ...form, captcha, name: 'n'.repeat(5000) });
    expect(name.body.errors[0].message).toBe('Max length is 100');
    const spanish = await mock.api(
      'post',
      '/api/communication/contactForm',
      { ...form, phoneNumber: '612345678', captcha, subject: 's'.repeat(151) },
      undefined,
      { language: 'es-ES' },
    );
    expect(spanish.status).toBe(422);
    expect(spanish.body.errors[0].message).toBe('La longitud máxima es 150');
  });
});

describe('forgot PIN does not tell whether a number is registered', () => {
  it('an unknown number gets the same answer as a known one, and no SMS', async () => {
    const known = await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: '07100000004' });
    const unknownPhone = uniqueUkMobile();
    const unknown = await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: unknownPhone });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data.message).toBe('New PIN sent to your mobile phone.');
    expect(mock.ctx.db.smsHistory.some((s) => s.mobilePhone === unknownPhone)).toBe(false);
    // Asking again is throttled the same way for both.
    const again = await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: unknownPhone });
    expect(again.body.errors[0].code).toBe('ResendTooSoon');
    // The reset page that follows answers as for a wrong PIN.
    const reset = await mock.api('post', '/api/membership/validateAndChangePassword', {
      mobilePhone: unknownPhone,
      pin: '1234',
      password: '4321',
      password2: '4321',
      countryCode: 'GB',
    });
    expect(reset.status).toBe(422);
    expect(reset.body.errors[0].message).toBe('Your pin is invalid');
  });
});

describe('login, PIN and OTP errors in the market language', () => {
  const es = { language: 'es-ES' };

  it('answers the Spanish site in Spanish', async () => {
    const login = await mock.api(
      'post',
      '/api/membership/login',
      { phoneNumber: '600000008', password: '9999', countryCode: 'ES' },
      undefined,
      es,
    );
    expect(login.body.errors[0].message).toBe('El número de móvil o el PIN no son correctos.');
    const token = (
      await mock.api('post', '/api/membership/login', { phoneNumber: '600000001', password: '1234', countryCode: 'ES' }, undefined, es)
    ).body.data.token as string;
    const otp = await mock.api('post', '/api/membership/pinValid', { pin: '0000' }, token, es);
    expect(otp.status).toBe(422);
    expect(otp.body.errors[0].message).toBe('Su PIN no es válido');
    const reset = await mock.api(
      'post',
      '/api/membership/validateAndChangePassword',
      { mobilePhone: '600000009', pin: '0000', password: '12', password2: '12', countryCode: 'ES' },
      undefined,
      es,
    );
    expect(reset.body.errors[0].message).toBe('La longitud mínima es 4');
  });

  it('keeps English for the UK site', async () => {
    const login = await mock.api(
      'post',
      '/api/membership/login',
      { phoneNumber: '07100000008', password: '9999', countryCode: 'GB' },
      undefined,
      { language: 'en-GB' },
    );
    expect(login.body.errors[0].message).toBe('The mobile phone number or PIN is not correct.');
  });
});
