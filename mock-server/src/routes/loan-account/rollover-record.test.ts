import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from '../../test/harness.ts';
import { registration } from '../../test/registration-form.ts';

/* A roll-over is recorded as one: the payment it took says it was the roll-over's interest, and the moved
 * instalment says where it was moved from, so the customer's pages can name what the customer did. */

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

async function issuedLoan() {
  const mobilePhone = uniqueUkMobile();
  const token = (await mock.api('post', '/api/customer/customer', registration(mobilePhone))).body.data.token as string;
  await mock.api('post', '/api/customer/status/preRegistered', { pin: await mock.latestPin(mobilePhone) }, token);
  await mock.api('post', '/api/customer/status/registered', {}, token);
  const loanId = (await mock.api('post', '/api/loan/requestLoan', { amount: 300, installments: 3, purpose: 'bills' }, token)).body.data
    .id as number;
  await mock.api('post', '/api/loan/checkstatus', { loanId }, token);
  await mock.api('post', '/api/loan/account/agreement', { loanId, accepted: true }, token);
  const card = await mock.api(
    'post',
    '/api/card/account/createAndValidate',
    { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', holderName: 'Ann Example' },
    token,
  );
  const bank = await mock.api(
    'post',
    '/api/bankscraper/account/addCustomerBankAccountManually',
    { sortCode: '123456', accountNumber: '12345678' },
    token,
  );
  await mock.api('post', '/api/loan/account/setLoanIssued', { loanId, cardId: card.body.data.id, bankAccountId: bank.body.data.id }, token);
  return { token, loanId, cardId: card.body.data.id as number };
}

describe('a roll-over on the loan record', () => {
  it('marks its payment as the roll-over interest and the moved instalment with its old date', async () => {
    const { token, loanId, cardId } = await issuedLoan();
    const before = (await mock.api('get', `/api/loan/loan?loanId=${loanId}`, undefined, token)).body.data;
    const dueBefore = before.installments[0].expectedDate as string;
    const dates = (await mock.api('get', `/api/loan/rolloverAvailableDates?loanId=${loanId}`, undefined, token)).body.data
      .dates as string[];
    const rolled = await mock.api('post', '/api/loan/account/rollover', { loanId, date: dates[9], cardId }, token);
    expect(rolled.status).toBe(200);

    const loan = (await mock.api('get', '/api/loan/customerAllLoans', undefined, token)).body.data[0];
    expect(loan.installments[0]).toMatchObject({ expectedDate: dates[9], rolledOverFrom: dueBefore, status: 'partiallyPaid' });
    expect(loan.installments[1].rolledOverFrom).toBeUndefined();
    expect(loan.payments).toEqual([expect.objectContaining({ amount: rolled.body.data.payNow, method: 'card', purpose: 'rollover' })]);
  });

  it('leaves an ordinary payment without a purpose', async () => {
    const { token, loanId, cardId } = await issuedLoan();
    await mock.api('post', '/api/loan/account/payloanv2', { loanId, cardId, amount: 30 }, token);
    const loan = (await mock.api('get', '/api/loan/customerAllLoans', undefined, token)).body.data[0];
    expect(loan.payments).toEqual([expect.objectContaining({ amount: 30, method: 'card' })]);
    expect(loan.payments[0].purpose).toBeUndefined();
  });
});
