import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.ts';
import { createServer } from '../server.ts';
import type { CustomerRecord } from '../types.ts';

/* Every figure of the "repay in full" quote is a line of the sum, and interest paid in
 * advance (an instalment paid before its interest accrued) is shown as a credit. */

const ctx = createContext({ dataFile: null, size: 'small', fresh: true, quiet: true });
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(ctx).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
async function call(path: string, token: string, body: unknown): Promise<any> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: unknown; errors?: unknown };
  expect(response.status, JSON.stringify(json.errors)).toBe(200);
  return json.data;
}

function customer(): string {
  const record = {
    id: ctx.nextId('customers'),
    firstName: 'Ann',
    lastName: 'Example',
    birthDate: '1990-01-01T12:00:00Z',
    emailAddress: 'ann.close@example.com',
    statuses: [{ status: 'registered', createdAt: ctx.nowIso() }],
    communication: [],
    customerAddress: [],
    country: 'GB',
    mobilePhone: '07299000001',
    pin: '1234',
    createdAt: ctx.nowIso(),
    deleted: false,
    blacklisted: false,
    vip: false,
    collectionStatus: null,
  } as unknown as CustomerRecord;
  ctx.db.customers.push(record);
  return ctx.issueToken('customer', record.id);
}

describe('repay in full after paying the first instalment on the day of issue', () => {
  it('lists principal, interest, charges and the credit for interest paid in advance, and they add up', async () => {
    const token = customer();
    const { id: loanId } = await call('/loan/requestLoan', token, { amount: 200, installments: 4, purpose: 'bills' });
    await call('/loan/checkstatus', token, { loanId });
    await call('/loan/account/agreement', token, { loanId, accepted: true });
    const card = await call('/card/account/createAndValidate', token, {
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvv: '123',
      holderName: 'Ann Example',
    });
    const bank = await call('/bankscraper/account/addCustomerBankAccountManually', token, {
      sortCode: '12-34-56',
      accountNumber: '12345678',
    });
    const issued = await call('/loan/account/setLoanIssued', token, { loanId, cardId: card.id, bankAccountId: bank.id });
    const first = issued.installments[0];
    await call('/loan/account/payLoanSingleInstallment', token, { loanId, cardId: card.id });

    const quote = await call('/loan/account/calculateFutureCloseAmount', token, { loanId });
    expect(quote.principal).toBeCloseTo(200 - first.principal, 2);
    expect(quote.interest).toBe(0);
    expect(quote.charges).toBe(0);
    // Nothing has accrued yet: the instalment's interest was paid in advance and comes off.
    expect(quote.interestCredit).toBeCloseTo(first.interest, 2);
    expect(Math.round((quote.principal + quote.interest + quote.charges - quote.interestCredit) * 100) / 100).toBe(quote.amount);
  });
});
