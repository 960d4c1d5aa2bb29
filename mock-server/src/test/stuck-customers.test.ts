import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

/*
 * "Stuck customers" (customer-site.md §4, §8; docs/decisions.md):
 * - a customer who registered but never confirmed the PIN (status new) logs in and finishes on the OTP step;
 * - declined and closed customers keep a read-only session: their past loans and documents, nothing else.
 * Seeded customers: one per status, mobiles 07100000001..12 (GB) and 600000001..12 (ES), PIN 1234.
 */

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const GB = { new: '07100000001', closed: '07100000009', declined: '07100000011', approved: '07100000008' };
const ES = { closed: '600000009', declined: '600000011' };

async function login(phoneNumber: string, countryCode = 'GB', headers?: Record<string, string>) {
  const answer = await mock.api('post', '/api/membership/login', { phoneNumber, password: '1234', countryCode }, undefined, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { token: string; customerDetails: { statuses: { status: string }[] } };
}

describe('registered, PIN not confirmed (status new)', () => {
  it('logs in, asks for a new PIN and confirms it: the customer becomes preRegistered', async () => {
    const { token, customerDetails } = await login(GB.new);
    expect(customerDetails.statuses.at(-1)?.status).toBe('new');
    // The seeded customer has no PIN pending: the OTP page's "I didn't receive PIN" sends one.
    const resend = await mock.api('post', '/api/membership/reSendOTP', { countryCode: 'GB', mobilePhone: GB.new }, token);
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    const pin = await mock.latestPin(GB.new);
    const valid = await mock.api('post', '/api/membership/pinValid', { pin }, token);
    expect(valid.status, JSON.stringify(valid.body)).toBe(200);
    const status = await mock.api('post', '/api/customer/status/preRegistered', { pin }, token);
    expect(status.status).toBe(200);
    expect(status.body.data.status).toBe('preRegistered');
  });

  it('registering the same number again is still refused as already registered (422)', async () => {
    const mobilePhone = uniqueUkMobile();
    const form = {
      firstName: 'Harriet',
      lastName: 'Jones',
      gender: 'female',
      birthDate: '1990-04-12',
      postCode: 'SW1A 1AA',
      building: 'Other',
      town: 'London',
      street: 'Downing Street',
      county: 'Greater London',
      houseNumber: '10',
      flatNumber: '1',
      employmentStatus: 'student',
      monthlyIncome: 1500,
      mobilePhone,
      emailAddress: `harriet.${mobilePhone}@gmail.com`,
      agreementsAccept: true,
      accurateInformation: true,
      countryCode: 'GB',
    };
    expect((await mock.api('post', '/api/customer/customer', form)).status).toBe(200);
    const pin = await mock.latestPin(mobilePhone);
    const again = await mock.api('post', '/api/customer/customer', form);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].message).toBe('This mobile number is already registered. Please login or contact us.');
    // The way on: login with the PIN of the SMS (it is also the login PIN), then the same PIN confirms the phone.
    const withPin = await mock.api('post', '/api/membership/login', { phoneNumber: mobilePhone, password: pin, countryCode: 'GB' });
    expect(withPin.status).toBe(200);
    expect(withPin.body.data.customerDetails.statuses.at(-1).status).toBe('new');
    const valid = await mock.api('post', '/api/membership/pinValid', { pin }, withPin.body.data.token);
    expect(valid.status, JSON.stringify(valid.body)).toBe(200);
  });
});

describe('declined and closed accounts are read-only', () => {
  for (const [status, phone] of [
    ['closed', GB.closed],
    ['declined', GB.declined],
  ] as const) {
    describe(status, () => {
      it('log in (the site shows the refusal and the read-only page) and read their loans and documents', async () => {
        const { token, customerDetails } = await login(phone);
        expect(customerDetails.statuses.at(-1)?.status).toBe(status);
        const loans = await mock.api('get', '/api/loan/customerAllLoans', undefined, token);
        expect(loans.status).toBe(200);
        expect(Array.isArray(loans.body.data)).toBe(true);
        expect((await mock.api('get', '/api/customer/account/customer', undefined, token)).status).toBe(200);
        for (const loan of loans.body.data as { id: number }[]) {
          expect((await mock.api('get', `/api/loan/loan?loanId=${loan.id}`, undefined, token)).status).toBe(200);
          const documents = await mock.api('get', `/api/communication/account/documentList?loanId=${loan.id}`, undefined, token);
          expect(documents.status).toBe(200);
        }
      });

      it('may not request a loan, pay, or change anything: 403 with the refusal message', async () => {
        const { token } = await login(phone);
        const message = `Your account is ${status}. Please mail us help@pronto.test.`;
        const writes: [string, string, unknown][] = [
          ['post', '/api/loan/requestLoan', { amount: 100, installments: 1, purpose: 'other' }],
          ['post', '/api/loan/checkstatus', { loanId: 1 }],
          ['post', '/api/loan/account/payloanv2', { loanId: 1, cardId: 1, amount: 10 }],
          [
            'post',
            '/api/card/account/createAndValidate',
            { cardNumber: '4111111111111111', expiry: '12/30', cvv: '123', holderName: 'A B' },
          ],
          ['put', '/api/customer/account/customer', { monthlyIncome: 2000 }],
          ['put', '/api/customer/account/address', { postCode: 'SW1A 1AA', houseNumber: '1', street: 'A', town: 'B' }],
          ['get', '/api/loan/journey', undefined],
        ];
        for (const [method, path, body] of writes) {
          const answer = await mock.api(method, path, body, token);
          expect(answer.status, `${method} ${path}`).toBe(403);
          expect(answer.body.errors[0].message, `${method} ${path}`).toBe(message);
        }
      });

      it('logging out still works', async () => {
        const { token } = await login(phone);
        expect((await mock.api('post', '/api/membership/logout', {}, token)).status).toBe(200);
      });
    });
  }

  it("a closed customer's repaid loan keeps its agreement readable", async () => {
    const { token } = await login(GB.closed);
    const loans = (await mock.api('get', '/api/loan/customerAllLoans', undefined, token)).body.data as { id: number; status: string }[];
    expect(loans.map((l) => l.status)).toContain('repaid');
    const repaid = loans.find((l) => l.status === 'repaid');
    const agreement = await mock.api('get', `/api/loan/loanagreement?loanId=${repaid?.id}`, undefined, token);
    expect(agreement.status, JSON.stringify(agreement.body)).toBe(200);
    // Its documents list the agreement and the pre-contract information beside the statement, and open.
    const list = await mock.api('get', `/api/communication/account/documentList?loanId=${repaid?.id}`, undefined, token);
    const types = (list.body.data as { type: string }[]).map((d) => d.type);
    expect(types).toEqual(expect.arrayContaining(['loanAgreement', 'preContractInformation', 'statement']));
    const listed = (list.body.data as { id: string | number; type: string }[]).find((d) => d.type === 'loanAgreement');
    const doc = await mock.api('get', `/api/communication/account/document?id=${listed?.id}`, undefined, token);
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    expect(doc.body.data.content).toBe(agreement.body.data.agreement.body);
  });

  it("another customer's agreement stays out of reach", async () => {
    const closed = await login(GB.closed);
    const own = (await mock.api('get', '/api/loan/customerAllLoans', undefined, closed.token)).body.data as { id: number }[];
    const { token } = await login(GB.approved);
    const doc = await mock.api('get', `/api/communication/account/document?id=loanAgreement-${own[0]?.id}`, undefined, token);
    expect(doc.status).not.toBe(200);
  });

  it('the Spanish site gets the refusal in Spanish', async () => {
    const closed = await login(ES.closed, 'ES');
    const answer = await mock.api('post', '/api/loan/requestLoan', { amount: 100, installments: 1, purpose: 'other' }, closed.token, {
      language: 'es-ES',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0].message).toBe('Su cuenta está cerrada. Escríbanos a ayuda@pronto.es.');
    const declined = await login(ES.declined, 'ES');
    const put = await mock.api('put', '/api/customer/account/customer', { monthlyIncome: 2000 }, declined.token, { language: 'es-ES' });
    expect(put.status).toBe(403);
    expect(put.body.errors[0].message).toBe('Su cuenta ha sido rechazada. Escríbanos a ayuda@pronto.es.');
  });

  it('other customers are not affected; no token is still 401', async () => {
    const { token } = await login(GB.approved);
    expect((await mock.api('get', '/api/loan/journey', undefined, token)).status).toBe(200);
    expect((await mock.api('get', '/api/loan/customerAllLoans')).status).toBe(401);
  });
});
