import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, uniqueUkMobile, type Mock } from '../../test/harness.ts';
import { registration } from '../../test/registration-form.ts';
import type { AccountLoan } from './loans.ts';

/* A card added again is the card on file, listed once; each card says how its latest payout or payment
 * went, so the site can offer the last card that worked instead of the one that just failed. */

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const GOOD = '4242424242424242';
const FAILING = '4000000000000002';

/** A registered UK customer with an approved loan whose agreement is accepted, and a bank account. */
async function approvedCustomer() {
  const mobilePhone = uniqueUkMobile();
  const registered = await mock.api('post', '/api/customer/customer', registration(mobilePhone));
  const token = registered.body.data.token as string;
  const pin = await mock.latestPin(mobilePhone);
  await mock.api('post', '/api/customer/status/preRegistered', { pin }, token);
  await mock.api('post', '/api/customer/status/registered', {}, token);
  const loan = await mock.api('post', '/api/loan/requestLoan', { amount: 200, installments: 4, purpose: 'bills' }, token);
  const loanId = loan.body.data.id as number;
  await mock.api('post', '/api/loan/checkstatus', { loanId }, token);
  await mock.api('post', '/api/loan/account/agreement', { loanId, accepted: true }, token);
  const bank = await mock.api(
    'post',
    '/api/bankscraper/account/addCustomerBankAccountManually',
    { sortCode: '123456', accountNumber: '12345678' },
    token,
  );
  return { token, loanId, bankAccountId: bank.body.data.id as number };
}

const addCard = (token: string, cardNumber: string, expiry = '12/39') =>
  mock.api('post', '/api/card/account/createAndValidate', { cardNumber, expiry, cvv: '123', holderName: 'Ann Example' }, token);

const listed = async (token: string) =>
  ((await mock.api('get', '/api/card/account/cards', undefined, token)).body.data as { id: number; last4: string; lastUse: unknown }[]).map(
    (c) => ({ id: c.id, last4: c.last4, lastUse: c.lastUse }),
  );

describe("the customer's cards", () => {
  it('keeps one card for a number added twice (the newer expiry), however it is typed', async () => {
    const { token } = await approvedCustomer();
    const first = await addCard(token, GOOD, '11/38');
    const again = await addCard(token, '4242 4242 4242 4242', '12/39');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const cards = (await mock.api('get', '/api/card/account/cards', undefined, token)).body.data;
    expect(cards).toEqual([expect.objectContaining({ id: first.body.data.id, last4: '4242', expiry: '12/39', lastUse: null })]);
  });

  it('after a failed payout and a good card added twice, lists each card once with how its last use went', async () => {
    const { token, loanId, bankAccountId } = await approvedCustomer();
    const failing = (await addCard(token, FAILING)).body.data.id as number;
    const failed = await mock.api('post', '/api/loan/account/setLoanIssued', { loanId, cardId: failing, bankAccountId }, token);
    expect(failed.body.errors[0].code).toBe('TechnicalProblem');
    const good = (await addCard(token, GOOD)).body.data.id as number;
    expect((await addCard(token, GOOD)).body.data.id).toBe(good);
    const issued = await mock.api('post', '/api/loan/account/setLoanIssued', { loanId, cardId: good, bankAccountId }, token);
    expect(issued.status).toBe(200);
    // The failing card added again is still the card that failed.
    expect((await addCard(token, FAILING)).body.data.id).toBe(failing);

    const cards = await listed(token);
    expect(cards.map((c) => c.last4)).toEqual(['4242', '0002']);
    expect(cards).toEqual([
      { id: good, last4: '4242', lastUse: { at: expect.any(String), ok: true } },
      { id: failing, last4: '0002', lastUse: { at: expect.any(String), ok: false } },
    ]);
    // The payment link lists the same cards.
    const paymentToken = (mock.ctx.db.loans as AccountLoan[]).find((l) => l.id === loanId)?.paymentToken;
    const byLink = await mock.api('post', `/api/card/getCardsWithToken/${paymentToken}`);
    expect(byLink.body.data).toEqual([
      expect.objectContaining({ id: good, lastUse: expect.objectContaining({ ok: true }) }),
      expect.objectContaining({ id: failing, lastUse: expect.objectContaining({ ok: false }) }),
    ]);
  });

  it('a refused payment marks the card as failed', async () => {
    const { token, loanId, bankAccountId } = await approvedCustomer();
    const good = (await addCard(token, GOOD)).body.data.id as number;
    await mock.api('post', '/api/loan/account/setLoanIssued', { loanId, cardId: good, bankAccountId }, token);
    const failing = (await addCard(token, FAILING)).body.data.id as number;
    const refused = await mock.api('post', '/api/loan/account/payLoanSingleInstallment', { loanId, cardId: failing }, token);
    expect(refused.status).toBe(422);
    expect((await listed(token)).find((c) => c.id === failing)?.lastUse).toEqual({ at: expect.any(String), ok: false });
  });
});
