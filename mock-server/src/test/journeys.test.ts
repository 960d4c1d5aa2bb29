import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pronto/domain';
import { startMock, uniqueEsMobile, uniqueUkMobile, type Mock } from './harness.ts';
import { registration } from './registration-form.ts';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('payment plan', () => {
  it('200 over D+30..D+120 is four repayments of 80.95', async () => {
    const issueDate = '2026-11-21';
    const paymentDates = [30, 60, 90, 120].map((n) => addDays(issueDate, n));
    const { status, body } = await mock.api('post', '/api/loan/paymentPlan', { issueDate, paymentDates, amount: 200 });
    expect(status).toBe(200);
    const totals = body.data.installments.map(
      (i: { initialBase: number; initialCalculatedInterest: number }) =>
        Math.round((i.initialBase + i.initialCalculatedInterest) * 100) / 100,
    );
    expect(totals).toEqual([80.95, 80.95, 80.95, 80.95]);
    expect(body.data.installments.reduce((s: number, i: { initialBase: number }) => s + i.initialBase, 0)).toBeCloseTo(200, 2);
  });

  it('refuses dates before the issue date with a message', async () => {
    const { status, body } = await mock.api('post', '/api/loan/paymentPlan', {
      issueDate: '2026-11-21',
      paymentDates: ['2026-11-01'],
      amount: 200,
    });
    expect(status).toBe(422);
    expect(body.errors[0].message).toMatch(/after the issue date/);
  });

  it('loan definitions offer amounts 100-400 and 1-4 instalments per market', async () => {
    const { body } = await mock.api('get', '/api/loan/getAllLoanDefinitions?country=GB');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: 'PRONTO_UK', amounts: [100, 200, 300, 400], installmentOptions: [1, 2, 3, 4] });
  });
});

describe('UK registration journey', () => {
  it('registers, validates the SMS PIN, pre-registers, extends and registers', async () => {
    const mobilePhone = uniqueUkMobile();
    // The site's registration plus its tracking fields (customer-site.md §3).
    const form = {
      ...registration(mobilePhone),
      isPingTreeCustomer: false,
      pingTreeToken: '',
      uId: 'u1',
      tryCount: '0',
      landingGroup: 'A',
    };
    const reg = await mock.api('post', '/api/customer/customer', form);
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const token = reg.body.data.token as string;
    expect(reg.body.data.customerDetails.statuses.at(-1).status).toBe('new');

    const again = await mock.api('post', '/api/customer/customer', form);
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toEqual({
      message: 'This mobile number is already registered. Please login or contact us.',
      code: 'CustomerAlreadyRegistered',
    });

    const wrong = await mock.api(
      'post',
      '/api/membership/pinValid',
      { pin: '0000' === (await mock.latestPin(mobilePhone)) ? '1111' : '0000' },
      token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].message).toBe('Your pin is invalid');

    const pin = await mock.latestPin(mobilePhone);
    const valid = await mock.api('post', '/api/membership/pinValid', { pin }, token);
    expect(valid.status).toBe(200);
    expect(valid.body.data.token).toBe(token);

    const pre = await mock.api('post', '/api/customer/status/preRegistered', { pin }, token);
    expect(pre.body.data).toEqual({ status: 'preRegistered' });

    const update = await mock.api(
      'put',
      '/api/customer/v2/customer',
      {
        gender: 'female',
        employmentStatus: 'fullTimeEmployed',
        monthlyIncome: 2600,
        position: 'Manager',
        customerAddress: [
          {
            addressType: 'home',
            town: 'London',
            postCode: 'SW1A 1AA',
            street: 'Downing Street',
            county: 'Greater London',
            houseNumber: '10',
            flatNumber: '1',
            building: '10 Downing Street',
          },
          { addressType: 'work', companyName: 'Acme Ltd', district: 'Westminster' },
        ],
        communication: [{ type: 'phone', subType: 'work', countryCode: '+44', value: '02071234567' }],
      },
      token,
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.data.monthlyIncome).toBe(2600);

    const registered = await mock.api('post', '/api/customer/status/registered', {}, token);
    expect(registered.body.data).toEqual({ status: 'registered' });

    const login = await mock.api('post', '/api/membership/login', { phoneNumber: mobilePhone.slice(1), password: pin, countryCode: 'GB' });
    expect(login.status).toBe(200);
    expect(login.body.data.customerDetails.statuses.map((s: { status: string }) => s.status)).toEqual([
      'new',
      'preRegistered',
      'registered',
    ]);
    const byToken = await mock.api('get', `/api/membership/token?token=${login.body.data.token}`);
    expect(byToken.body.data.id).toBe(reg.body.data.customerDetails.id);
  });

  it('refuses a disposable e-mail with InvalidEmail and a bad field with its message', async () => {
    const mobilePhone = uniqueEsMobile();
    const form = {
      firstName: 'Lucía',
      lastName: 'García',
      additionalField: '12345678Z',
      birthDate: '1985-02-03',
      emailAddress: 'x@mailinator.com',
      mobilePhone,
      agreementsAccept: true,
      accurateInformation: true,
      countryCode: 'ES',
    };
    const disposable = await mock.api('post', '/api/customer/customer', form);
    expect(disposable.status).toBe(422);
    expect(disposable.body.errors[0].code).toBe('InvalidEmail');
    const badId = await mock.api('post', '/api/customer/customer', {
      ...form,
      emailAddress: 'lucia@gmail.com',
      additionalField: '12345678A',
    });
    expect(badId.status).toBe(422);
    expect(badId.body.errors[0].message).toBe('DNI/NIE no válido');
    const ok = await mock.api('post', '/api/customer/customer', { ...form, emailAddress: `lucia.${mobilePhone}@gmail.com` });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.customerDetails.country).toBe('ES');
  });
});

describe('login by status', () => {
  const statuses = [
    'new',
    'preRegistered',
    'registered',
    'systemApproved',
    'securityChecked',
    'internalCollection',
    'externalCollection',
    'approved',
    'closed',
    'legal',
    'declined',
    'waiting',
  ];
  it.each(statuses.map((s, i) => [s, i] as const))(
    'UK and ES %s customers get their session with that current status',
    async (status, i) => {
      for (const [phone, country] of [
        [`071000000${String(i + 1).padStart(2, '0')}`, 'GB'],
        [`6000000${String(i + 1).padStart(2, '0')}`, 'ES'],
      ] as const) {
        const { status: http, body } = await mock.api('post', '/api/membership/login', {
          phoneNumber: phone,
          password: '1234',
          countryCode: country,
        });
        expect(http).toBe(200);
        expect(body.data.customerDetails.statuses.at(-1).status).toBe(status);
        expect(body.data.customerDetails).not.toHaveProperty('pin');
      }
    },
  );

  it('refuses a wrong PIN and an unknown phone with a message', async () => {
    const wrong = await mock.api('post', '/api/membership/login', { phoneNumber: '07100000008', password: '9999', countryCode: 'GB' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].message).toBe('The mobile phone number or PIN is not correct.');
    const unknown = await mock.api('post', '/api/membership/login', { phoneNumber: '07999999999', password: '1234', countryCode: 'GB' });
    expect(unknown.status).toBe(422);
  });

  it('forgot PIN sends a new PIN and the reset changes the login PIN', async () => {
    const phone = '07100000003';
    const sent = await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: phone });
    expect(sent.body.data.message).toBe('New PIN sent to your mobile phone.');
    const pin = await mock.latestPin(phone);
    const reset = await mock.api('post', '/api/membership/validateAndChangePassword', {
      mobilePhone: phone,
      pin,
      password: '4321',
      password2: '4321',
      countryCode: 'GB',
    });
    expect(reset.status).toBe(200);
    expect((await mock.api('post', '/api/membership/login', { phoneNumber: phone, password: '4321', countryCode: 'GB' })).status).toBe(200);
    await mock.api('post', '/api/membership/forgotPin', { countryCode: 'GB', mobilePhone: phone });
    const back = await mock.latestPin(phone);
    await mock.api('post', '/api/membership/validateAndChangePassword', {
      mobilePhone: phone,
      pin: back,
      password: '1234',
      password2: '1234',
      countryCode: 'GB',
    });
  });
});

describe('handover', () => {
  it('waiting introduction: login, PIN by SMS, OTP completes it', async () => {
    const login = await mock.api('post', '/api/customer/handover/login/intro-waiting-01');
    expect(login.body.data.status).toBe('waitingForPin');
    const customer = mock.ctx.db.introductions.find((i) => i.introductionId === 'intro-waiting-01');
    const phone = mock.ctx.customerById(customer!.customerId)!.mobilePhone;
    const pin = await mock.latestPin(phone);
    const otp = await mock.api('post', '/api/customer/handover/otp', { pin }, login.body.data.token);
    expect(otp.body.data.status).toBe('handoverCompleted');
    const after = await mock.api('post', '/api/customer/handover/login/intro-waiting-01');
    expect(after.body.data.status).toBe('handoverCompleted');
  });

  it('invalid partner e-mail: PartnerCustomerInvalidEmail until an e-mail is given; EmailNotAvailable for a taken one', async () => {
    const login = await mock.api('post', '/api/customer/handover/login/intro-invalid-email-01');
    const intro = mock.ctx.db.introductions.find((i) => i.introductionId === 'intro-invalid-email-01');
    const pin = await mock.latestPin(mock.ctx.customerById(intro!.customerId)!.mobilePhone);
    const token = login.body.data.token;
    const first = await mock.api('post', '/api/customer/handover/otp', { pin }, token);
    expect(first.body.errors[0].code).toBe('PartnerCustomerInvalidEmail');
    const taken = await mock.api('post', '/api/customer/handover/otp', { pin, email: 'customer.approved@pronto.test' }, token);
    expect(taken.body.errors[0].code).toBe('EmailNotAvailable');
    const done = await mock.api('post', '/api/customer/handover/otp', { pin, email: 'new.partner.customer@gmail.com' }, token);
    expect(done.body.data.status).toBe('handoverCompleted');
  });
});

describe('public content calls', () => {
  it('enums, buildings, captcha and terms', async () => {
    const enums = await mock.api('post', '/api/content/enums', { names: ['Gender', 'EmploymentStatus'] });
    expect(enums.body.data.EmploymentStatus.map((e: { key: string }) => e.key)).toEqual([
      'fullTimeEmployed',
      'partTimeEmployed',
      'temporaryEmployed',
      'selfEmployed',
      'armedForces',
      'student',
      'homeMaker',
      'retired',
      'unemployed',
      'onBenefits',
    ]);
    const buildings = await mock.api('get', '/api/customer/buildingList?postCode=SW1A%201AA');
    expect(buildings.body.data.length).toBeGreaterThan(3);
    expect((await mock.api('get', '/api/customer/buildingList?postCode=SW1A%201AA')).body.data).toEqual(buildings.body.data);
    const bad = await mock.api('get', '/api/customer/buildingList?postCode=12345');
    expect(bad.body.errors[0].message).toBe("Couldn't get building list.");
    expect((await mock.api('post', '/api/communication/ValidateCaptcha?response=mock-captcha-ok')).body.data.success).toBe(true);
    expect((await mock.api('post', '/api/communication/ValidateCaptcha?response=nope')).body.data.success).toBe(false);
    const terms = await mock.api('post', '/api/communication/templateByName', { name: 'UK_TERMS_AND_CONDITIONS' });
    expect(terms.body.data.body).toContain('Terms and Conditions');
    const missing = await mock.api('post', '/api/communication/templateByName', { name: 'NOPE' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].message).toBe('Error');
  });
});
