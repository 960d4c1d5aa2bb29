import { randomInt } from 'node:crypto';
import { api, expect, readLatestPin, smsHistory, uniqueEsMobile, uniqueUkMobile } from '../../fixtures/index.ts';

/** A valid DNI: 8 digits and the check letter of their remainder by 23. */
const dni = (n: number) => `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;

/** A new Spanish customer through the API's registration only (status new), with the PIN from the SMS. */
export async function newSpanishCustomer(): Promise<{ token: string; mobilePhone: string; pin: string }> {
  const mobilePhone = uniqueEsMobile();
  const registered = await api<{ token: string }>('POST', '/api/customer/customer', {
    firstName: 'Lucía',
    lastName: 'García',
    additionalField: dni(randomInt(10_000_000, 99_999_999)),
    birthDate: '1985-02-03',
    emailAddress: `lucia.${mobilePhone}@gmail.com`,
    mobilePhone,
    agreementsAccept: true,
    accurateInformation: true,
    countryCode: 'ES',
  });
  expect(registered.status, JSON.stringify(registered.body?.errors)).toBe(200);
  return { token: registered.body?.data.token ?? '', mobilePhone, pin: await readLatestPin(mobilePhone) };
}

/** A new Spanish customer registered through the API (registration, PIN from the SMS history, registered). */
export async function registeredSpanishCustomer(): Promise<{ token: string; mobilePhone: string }> {
  const { token, mobilePhone, pin } = await newSpanishCustomer();
  await api('POST', '/api/customer/status/preRegistered', { pin }, token);
  await api('POST', '/api/customer/status/registered', {}, token);
  return { token, mobilePhone };
}

/** A new UK customer registered through the API (registration, PIN from the SMS history, extension): fast and unique. */
export async function registeredCustomer(): Promise<{ token: string; mobilePhone: string }> {
  const mobilePhone = uniqueUkMobile();
  const form = {
    firstName: 'Harriet',
    lastName: 'Jones',
    gender: 'female',
    birthDate: '1990-04-12',
    postCode: 'SW1A 1AA',
    building: '10 Downing Street',
    town: 'London',
    street: 'Downing Street',
    county: 'Greater London',
    houseNumber: '10',
    flatNumber: '1',
    employmentStatus: 'fullTimeEmployed',
    mobilePhone,
    emailAddress: `harriet.${mobilePhone}@gmail.com`,
    workAddressCompanyName: 'Acme Ltd',
    monthlyIncome: 2500,
    workAddressCompanyAddress: 'Westminster',
    workPhone: '02071234567',
    position: 'Clerk',
    agreementsAccept: true,
    accurateInformation: true,
    countryCode: 'GB',
  };
  const registered = await api<{ token: string }>('POST', '/api/customer/customer', form);
  expect(registered.status, JSON.stringify(registered.body?.errors)).toBe(200);
  const token = registered.body?.data.token ?? '';
  const pin = await readLatestPin(mobilePhone);
  expect((await api('POST', '/api/customer/status/preRegistered', { pin }, token)).status).toBe(200);
  expect((await api('POST', '/api/customer/status/registered', {}, token)).status).toBe(200);
  return { token, mobilePhone };
}

/** Request, decision and accepted agreement through the API: the loan waits for a card and bank account. */
export async function approvedLoan(token: string, amount = 200, installments = 4, purpose = 'bills'): Promise<number> {
  const requested = await api<{ id: number }>('POST', '/api/loan/requestLoan', { amount, installments, purpose }, token);
  const loanId = requested.body?.data.id ?? 0;
  await api('POST', '/api/loan/checkstatus', { loanId }, token);
  expect((await api('POST', '/api/loan/account/agreement', { loanId, accepted: true }, token)).status).toBe(200);
  return loanId;
}

/** A bank account the customer adds by hand: a UK sort code and account number, or a Spanish IBAN. */
export const manualAccount = { GB: { sortCode: '123456', accountNumber: '12345678' }, ES: { iban: 'ES9121000418450200051332' } };

/** An issued loan paid into a bank account, repaid by the card 4242 4242 4242 4242. */
export async function issuedLoan(
  token: string,
  amount = 200,
  installments = 4,
  { market = 'GB', purpose = 'bills' }: { market?: 'GB' | 'ES'; purpose?: string } = {},
): Promise<number> {
  const loanId = await approvedLoan(token, amount, installments, purpose);
  const card = await api<{ id: number }>(
    'POST',
    '/api/card/account/createAndValidate',
    { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', holderName: 'Harriet Jones' },
    token,
  );
  const bank = await api<{ id: number }>('POST', '/api/bankscraper/account/addCustomerBankAccountManually', manualAccount[market], token);
  const issued = await api(
    'POST',
    '/api/loan/account/setLoanIssued',
    { loanId, cardId: card.body?.data.id, bankAccountId: bank.body?.data.id },
    token,
  );
  expect(issued.status, JSON.stringify(issued.body?.errors)).toBe(200);
  return loanId;
}

/** The payment link (a whole address, as a phone shows it) of the newest transfer SMS of a phone. */
export async function paymentLink(mobilePhone: string): Promise<string> {
  const list = await smsHistory(mobilePhone);
  for (const sms of list) {
    const match = /https?:\/\/\S+\/r\/\w+/.exec(String(sms.text ?? ''));
    if (match) return match[0];
  }
  throw new Error(`No payment link sent to ${mobilePhone}`);
}
