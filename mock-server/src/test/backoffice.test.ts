import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanRecord } from '../types.ts';
import { startMock, type Mock } from './harness.ts';
import { providerToken } from '../security/signed-links.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const runningLoan = () =>
  mock.ctx.db.loans.find(
    (l: LoanRecord) => l.status === 'issued' && l.installments.length > 1 && l.installments.every((i) => i.paidAmount === 0),
  ) as LoanRecord;

describe('staff variants of customer calls', () => {
  it('staff verifies a customer e-mail by id; a customer token is refused (403)', async () => {
    const customer = mock.ctx.db.customers.find((c) => !c.emailVerified)!;
    const done = await mock.api('post', '/api/customer/verifyEmailByStaff', { customerId: customer.id }, admin);
    expect(done.status).toBe(200);
    expect(done.body.data.emailVerified).toBe(true);
    expect(mock.ctx.customerById(customer.id)?.emailVerified).toBe(true);
    expect(
      (await mock.api('post', '/api/customer/verifyEmailByStaff', { customerId: customer.id }, await mock.customerToken())).status,
    ).toBe(403);
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

describe('communication', () => {
  it('keeps template names distinct, previews with sample data, refuses a send with a value missing and sends one into the SMS history', async () => {
    const name = `BO_TEST_${Date.now()}`;
    const created = await mock.api(
      'post',
      '/api/communication/CommTemplate',
      { name, channel: 'sms', subject: '', body: 'Hi {firstName}, pay {amount}.' },
      admin,
    );
    expect(created.status).toBe(200);
    const again = await mock.api('post', '/api/communication/CommTemplate', { name, channel: 'sms', body: 'x' }, admin);
    expect(again.body.errors[0].message).toBe(`A template named ${name} exists already.`);
    const names = await mock.api('get', '/api/communication/getTemplatesNameDistinct', undefined, admin);
    expect(names.body.data.filter((n: string) => n === name)).toHaveLength(1);
    const preview = await mock.api('post', '/api/communication/template', { templateId: created.body.data.id }, admin);
    expect(preview.body.data.body).toBe('Hi Jane, pay £100.00.');
    // Customer 3 has no loan: {amount} has no value for them, and the send is refused rather than filled with the sample.
    const customer = mock.ctx.customerById(3)!;
    const refused = await mock.api('post', '/api/communication/SendSmsSingle', { customerId: 3, templateId: created.body.data.id }, admin);
    expect(refused.body.errors[0].message).toBe('The message cannot be sent: {amount} has no value for this customer.');
    const sent = await mock.api(
      'post',
      '/api/communication/SendSmsSingle',
      { customerId: 3, text: 'Hi {firstName}, please call us.' },
      admin,
    );
    expect(sent.body.data.text).toBe(`Hi ${customer.firstName}, please call us.`);
    const history = await mock.api('get', `/api/communication/sms/historypaged?customerId=3&page=1&perPage=5`, undefined, admin);
    expect(history.body.data.items[0]).toMatchObject({ id: sent.body.data.id, read: false });
  });

  it('marks an SMS read and records a delivery receipt', async () => {
    const sms = mock.ctx.db.smsHistory[0]!;
    expect((await mock.api('post', `/api/communication/sms/${sms.id}/markasread`, {}, admin)).body.data.read).toBe(true);
    // The provider's receipts carry its token (signed-links.test.ts covers the refusals).
    const provider = { 'x-provider-token': providerToken(mock.ctx) };
    const receipt = await mock.api('post', `/api/communication/sms/${sms.id}/receipt`, { status: 'delivered' }, undefined, provider);
    expect(receipt.body.data.receipt.status).toBe('delivered');
    const wrong = await mock.api('post', `/api/communication/sms/${sms.id}/receipt`, { status: 'lost' }, undefined, provider);
    expect(wrong.body.errors[0].message).toBe('status must be one of delivered, failed, pending.');
  });
});

describe('content', () => {
  it('invalidating the white list records who did it and how many entries it held', async () => {
    const entries = mock.ctx.rows('whitelist').length;
    const done = await mock.api('post', '/api/content/whiteList/invalidate', {}, admin);
    expect(done.body.data).toMatchObject({ entries, createdBy: 'admin@pronto.test' });
    expect(mock.ctx.rows('whitelistInvalidations').at(-1)?.id).toBe(done.body.data.id);
  });
});

describe('staff', () => {
  it('records sign-ins, lists panel users without passwords, creates a cam and resets its password', async () => {
    await mock.api('post', '/api/report/login', { emailAddress: 'agent@pronto.test', password: 'wrong', country: 'GB' });
    const logins = await mock.api('get', '/api/membership/memberLogins?staffId=2', undefined, admin);
    expect(logins.body.data[0]).toMatchObject({ emailAddress: 'agent@pronto.test', success: false });
    const users = await mock.api('get', '/api/membership/panelUsers', undefined, admin);
    expect(users.body.data.length).toBe(mock.ctx.db.staff.length);
    expect(users.body.data.every((u: Record<string, unknown>) => !('password' in u))).toBe(true);

    const email = `cam${Date.now()}@pronto.test`;
    const cam = await mock.api('post', '/api/membership/cam', { emailAddress: email, fullName: 'Cara Cam', country: 'GB' }, admin);
    expect(cam.body.data).toMatchObject({ role: 'agent', emailAddress: email });
    const reset = await mock.api('post', '/api/membership/resetCamPassword', { staffId: cam.body.data.id, reason: 'Forgot it' }, admin);
    expect(reset.body.data.temporaryPassword).not.toBe(cam.body.data.temporaryPassword);
    expect(
      (await mock.api('post', '/api/report/login', { emailAddress: email, password: reset.body.data.temporaryPassword, country: 'GB' }))
        .status,
    ).toBe(200);
    expect(
      (await mock.api('post', '/api/membership/resetCamPassword', { staffId: 1, reason: 'Forgot it' }, admin)).body.errors[0].message,
    ).toBe('admin@pronto.test is not a collection agent.');

    const off = await mock.api(
      'post',
      '/api/membership/setAvailabilityForTicketAssign',
      { staffId: cam.body.data.id, availableForTickets: false },
      admin,
    );
    expect(off.body.data).toMatchObject({ availableForLoans: true, availableForTickets: false });
  });

  it('lists suspected logins and records a manual check', async () => {
    const list = await mock.api('get', '/api/membership/suspectedLogins', undefined, admin);
    expect(list.body.data.length).toBeGreaterThan(0);
    const checked = await mock.api(
      'post',
      '/api/membership/suspectedLoginRelationManualCheck',
      { id: list.body.data[0].id, related: false },
      admin,
    );
    expect(checked.body.data).toMatchObject({ related: false, checkedBy: 'admin@pronto.test' });
  });
});

describe('affiliates', () => {
  it('keeps campaign names distinct and lists clicks and conversion steps of a campaign', async () => {
    const name = `Partner ${Date.now()}`;
    const campaign = await mock.api('post', '/api/customer/affiliate/campaign', { name, costModel: 'lead', cost: 12 }, admin);
    expect(campaign.body.data).toMatchObject({ name, active: true });
    expect((await mock.api('post', '/api/customer/affiliate/campaign', { name }, admin)).body.errors[0].message).toBe(
      `A campaign named ${name} exists already.`,
    );
    await mock.api('post', '/api/customer/affiliate/click', {
      uniqueClientId: 'u-1',
      history: [{ campaignId: campaign.body.data.id, url: '/landing' }],
    });
    const step = await mock.api('post', '/api/customer/affiliate/conversionStep', {
      uniqueClientId: 'u-1',
      step: 'registration',
      campaignId: campaign.body.data.id,
    });
    expect(step.status).toBe(200);
    expect(
      (await mock.api('post', '/api/customer/affiliate/conversionStep', { uniqueClientId: 'u-1', step: 'bought' })).body.errors[0].message,
    ).toBe('step must be one of lead, registration, application, loanIssued.');
    const seen = await mock.api('get', `/api/customer/affiliate/clicks?campaignId=${campaign.body.data.id}`, undefined, admin);
    expect(seen.body.data.clicks.map((c: { uniqueClientId: string }) => c.uniqueClientId)).toEqual(['u-1']);
    expect(seen.body.data.conversions.map((c: { step: string }) => c.step)).toEqual(['registration']);
  });
});

describe('loan settings', () => {
  it('adds a holiday once per country and day, lists by country, validates IBANs', async () => {
    const added = await mock.api('post', '/api/loan/holliday', { date: '2027-03-17', country: 'GB', name: 'Test day' }, admin);
    expect(added.body.data).toMatchObject({ date: '2027-03-17', country: 'GB' });
    expect((await mock.api('post', '/api/loan/holliday', { date: '2027-03-17', country: 'GB' }, admin)).body.errors[0].message).toBe(
      '2027-03-17 is already a holiday in GB.',
    );
    expect((await mock.api('post', '/api/loan/freezeDay', { date: '2027-02-30', country: 'ES' }, admin)).body.errors[0].message).toBe(
      'date must be a day (YYYY-MM-DD).',
    );
    const gb = await mock.api('get', '/api/loan/hollidays?country=GB', undefined, admin);
    expect(gb.body.data.every((d: { country: string }) => d.country === 'GB')).toBe(true);
    expect(gb.body.data.some((d: { date: string }) => d.date === '2027-03-17')).toBe(true);
    expect((await mock.api('post', '/api/loan/IbanValidation', { iban: 'GB82 WEST 1234 5698 7654 32' })).body.data).toMatchObject({
      valid: true,
      country: 'GB',
    });
    expect((await mock.api('post', '/api/loan/IbanValidation', { iban: 'GB82WEST12345698765433' })).body.data.valid).toBe(false);
  });
});
