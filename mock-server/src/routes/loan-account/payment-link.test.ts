import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../../site-urls.ts';
import { startMock, uniqueEsMobile, uniqueUkMobile, type Mock } from '../../test/harness.ts';
import { registration } from '../../test/registration-form.ts';

/* The transfer SMS carries the payment link as a whole address the phone can open, in the customer's language. */

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const dni = (n: number) => `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;

async function customer(country: 'GB' | 'ES') {
  const mobilePhone = country === 'GB' ? uniqueUkMobile() : uniqueEsMobile();
  const form =
    country === 'GB'
      ? registration(mobilePhone)
      : {
          firstName: 'Lucía',
          lastName: 'García',
          additionalField: dni(Number(mobilePhone.slice(-8))),
          birthDate: '1985-02-03',
          emailAddress: `lucia.${mobilePhone}@gmail.com`,
          mobilePhone,
          agreementsAccept: true,
          accurateInformation: true,
          countryCode: 'ES',
        };
  const registered = await mock.api('post', '/api/customer/customer', form);
  expect(registered.status, JSON.stringify(registered.body.errors)).toBe(200);
  const token = registered.body.data.token as string;
  await mock.api('post', '/api/customer/status/preRegistered', { pin: await mock.latestPin(mobilePhone) }, token);
  await mock.api('post', '/api/customer/status/registered', {}, token);
  return { token, mobilePhone };
}

async function issue(token: string, country: 'GB' | 'ES') {
  const loan = await mock.api('post', '/api/loan/requestLoan', { amount: 200, installments: 2, purpose: 'bills' }, token);
  const loanId = loan.body.data.id as number;
  await mock.api('post', '/api/loan/checkstatus', { loanId }, token);
  await mock.api('post', '/api/loan/account/agreement', { loanId, accepted: true }, token);
  const card = await mock.api(
    'post',
    '/api/card/account/createAndValidate',
    { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', holderName: 'Ann Example' },
    token,
  );
  const account = country === 'GB' ? { sortCode: '123456', accountNumber: '12345678' } : { iban: 'ES9121000418450200051332' };
  const bank = await mock.api('post', '/api/bankscraper/account/addCustomerBankAccountManually', account, token);
  const issued = await mock.api(
    'post',
    '/api/loan/account/setLoanIssued',
    { loanId, cardId: card.body.data.id, bankAccountId: bank.body.data.id },
    token,
  );
  expect(issued.status).toBe(200);
}

async function newestSms(mobilePhone: string): Promise<string> {
  const history = await mock.api('get', `/api/communication/sms/history?mobilePhone=${mobilePhone}`, undefined, await mock.staffToken());
  return String(history.body.data[0]?.text ?? '');
}

describe('the payment link in the transfer SMS', () => {
  it("is the UK site's whole address of the pay page", async () => {
    const { token, mobilePhone } = await customer('GB');
    await issue(token, 'GB');
    expect(await newestSms(mobilePhone)).toMatch(
      new RegExp(`^Pronto: £200\\.00 is on its way to your bank account\\. Pay any time at ${siteUrl('GB')}/r/[0-9a-f]{24}$`),
    );
  });

  it("is the Spanish site's whole address, in Spanish", async () => {
    const { token, mobilePhone } = await customer('ES');
    await issue(token, 'ES');
    expect(await newestSms(mobilePhone)).toMatch(
      new RegExp(
        `^Pronto: 200,00\\u00a0€ está de camino a su cuenta bancaria\\. Puede pagar cuando quiera en ${siteUrl('ES')}/r/[0-9a-f]{24}$`,
      ),
    );
  });
});

describe('the site address of a market', () => {
  it('is the one given for the market, without a trailing slash', () => {
    expect(siteUrl('ES', { SITE_URL_ES: ' https://www.pronto.es/ ' })).toBe('https://www.pronto.es');
  });

  it('is otherwise the site `npm start` serves, on SITE_PORT or 5173', () => {
    expect(siteUrl('GB', {})).toBe('http://127.0.0.1:5173');
    expect(siteUrl('ES', { SITE_PORT: '5300', SITE_URL_GB: 'https://www.pronto.co.uk' })).toBe('http://127.0.0.1:5300');
  });
});
