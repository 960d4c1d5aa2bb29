import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerStatus } from '@pronto/api';
import { CREDIT_DECLINE_MESSAGES, paymentPlan, calculatorDates } from '@pronto/domain';
import { createContext } from '../context.ts';
import { createServer } from '../server.ts';
import type { CustomerRecord } from '../types.ts';
import { PAYMENT_FAILED, TRANSFER_FAILED, luhn } from './loan-account/index.ts';

const ctx = createContext({ dataFile: null, size: 'small', fresh: true, quiet: true });
const realNow = ctx.now;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(ctx).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  ctx.now = realNow;
});

type Body = { data: any; errors: { message: string; code?: string }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are read loosely

async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

let phone = 7_200_000_000;
/** A customer of the given status with a token (no registration round trip). */
function customer(status: CustomerStatus = 'registered'): { token: string; record: CustomerRecord } {
  phone += 1;
  const record = {
    id: ctx.nextId('customers'),
    firstName: 'Ann',
    lastName: 'Example',
    birthDate: '1990-01-01T12:00:00Z',
    emailAddress: `ann${phone}@example.com`,
    statuses: [{ status, createdAt: ctx.nowIso() }],
    communication: [],
    customerAddress: [],
    country: 'GB',
    mobilePhone: `0${phone}`,
    pin: '1234',
    createdAt: ctx.nowIso(),
    deleted: false,
    blacklisted: false,
    vip: false,
    collectionStatus: null,
  } as CustomerRecord;
  ctx.db.customers.push(record);
  return { token: ctx.issueToken('customer', record.id), record };
}

const at = (iso: string) => () => new Date(iso);

/** Request, decide, accept, add a card and bank account, and issue: the journey of the site. */
async function issuedLoan(token: string, amount = 200, installments = 4, cardNumber = '4242424242424242') {
  const requested = await call('POST', '/api/loan/requestLoan', token, { amount, installments, purpose: 'bills' });
  expect(requested.status).toBe(200);
  const loanId = requested.body.data.id as number;
  const decided = await call('POST', '/api/loan/checkstatus', token, { loanId });
  expect(decided.body.data.status).toBe('approved');
  expect((await call('POST', '/api/loan/account/agreement', token, { loanId, accepted: true })).status).toBe(200);
  const card = await call('POST', '/api/card/account/createAndValidate', token, {
    cardNumber,
    expiry: '12/39',
    cvv: '123',
    holderName: 'Ann Example',
  });
  expect(card.status).toBe(200);
  const bank = await call('POST', '/api/bankscraper/account/addCustomerBankAccountManually', token, {
    sortCode: '12-34-56',
    accountNumber: '12345678',
  });
  expect(bank.status).toBe(200);
  const issued = await call('POST', '/api/loan/account/setLoanIssued', token, {
    loanId,
    cardId: card.body.data.id,
    bankAccountId: bank.body.data.id,
  });
  return { loanId, cardId: card.body.data.id as number, bankAccountId: bank.body.data.id as number, issued };
}

describe('loan request and credit decision', () => {
  it('approves 200 over 4 for a registered customer and builds the schedule of @pronto/domain', async () => {
    const { token, record } = customer();
    ctx.now = at('2026-03-10T09:00:00Z');
    const { issued } = await issuedLoan(token);
    expect(issued.status).toBe(200);
    const loan = issued.body.data;
    expect(loan.status).toBe('issued');
    expect(loan.issueDate).toBe('2026-03-10');
    const plan = paymentPlan({ issueDate: '2026-03-10', paymentDates: calculatorDates('2026-03-10', 4), amount: 200 });
    expect(
      loan.installments.map((i: { expectedDate: string; principal: number; interest: number }) => [
        i.expectedDate,
        i.principal,
        i.interest,
      ]),
    ).toEqual(plan.map((p) => [p.expectedDate, p.initialBase, p.initialCalculatedInterest]));
    expect(loan.nextInstallment).toMatchObject({ number: 1, expectedDate: '2026-04-10' });
    expect(loan.statusHistory.map((s: { status: string }) => s.status)).toEqual(['requested', 'approved', 'issued']);
    expect(record.statuses.at(-1)?.status).toBe('approved');
    expect(loan.paymentToken).toBeUndefined();
  });

  it('declines above the limit of 400, with an open loan, and for a status that may not borrow', async () => {
    const { token } = customer();
    const over = await call('POST', '/api/loan/requestLoan', token, { amount: 500, installments: 2, purpose: 'car' });
    const decision = await call('POST', '/api/loan/checkstatus', token, { loanId: over.body.data.id });
    expect(decision.body.data).toMatchObject({
      status: 'declined',
      limit: 400,
      message: 'The amount requested is above your credit limit of 400.',
    });

    await issuedLoan(token, 100, 1);
    const second = await call('POST', '/api/loan/requestLoan', token, { amount: 100, installments: 1, purpose: 'car' });
    expect((await call('POST', '/api/loan/checkstatus', token, { loanId: second.body.data.id })).body.data.message).toBe(
      CREDIT_DECLINE_MESSAGES.openLoan,
    );

    const collection = customer('internalCollection');
    const third = await call('POST', '/api/loan/requestLoan', collection.token, { amount: 100, installments: 1, purpose: 'car' });
    expect((await call('POST', '/api/loan/checkstatus', collection.token, { loanId: third.body.data.id })).body.data.message).toBe(
      CREDIT_DECLINE_MESSAGES.status,
    );
  });

  it('refuses requests without a purpose or with 5 instalments', async () => {
    const { token } = customer();
    expect(
      (await call('POST', '/api/loan/requestLoan', token, { amount: 100, installments: 5, purpose: 'car' })).body.errors[0]?.message,
    ).toBe('installments must be 1 to 4.');
    expect((await call('POST', '/api/loan/requestLoan', token, { amount: 100, installments: 2 })).body.errors[0]?.message).toBe(
      'purpose is required.',
    );
  });
});

describe('agreement, card and transfer', () => {
  it('renders the agreement with the amount and repayments and stores both documents on acceptance', async () => {
    const { token } = customer();
    const requested = await call('POST', '/api/loan/requestLoan', token, { amount: 200, installments: 4, purpose: 'bills' });
    const loanId = requested.body.data.id;
    expect((await call('GET', `/api/loan/loanagreement?loanId=${loanId}`, token)).body.errors[0]?.message).toBe(
      'This loan has no agreement.',
    );
    await call('POST', '/api/loan/checkstatus', token, { loanId });
    const agreement = await call('GET', `/api/loan/loanagreement?loanId=${loanId}`, token);
    expect(agreement.body.data.agreement.body).toContain('£200.00');
    expect(agreement.body.data.preContract.body).toContain('0.75% per day');
    expect((await call('POST', '/api/loan/account/agreement', token, { loanId, accepted: false })).status).toBe(422);
    await call('POST', '/api/loan/account/agreement', token, { loanId, accepted: true });
    const docs = await call('GET', `/api/communication/account/documentList?loanId=${loanId}`, token);
    expect(docs.body.data.map((d: { type: string }) => d.type).sort()).toEqual(['loanAgreement', 'preContractInformation']);
    const one = await call('GET', `/api/communication/account/document?id=${docs.body.data[0].id}`, token);
    expect(one.body.data.content).toContain('Ann Example');
    const file = await call('GET', `/api/loan/loanAgreementAsPdf?loanId=${loanId}`, token);
    expect(file.body.data).toMatchObject({ contentType: 'text/plain', content: expect.stringContaining('The lender lends £200.00') });
  });

  it('refuses an invalid card number and an expired card; a card ending 0002 gives the technical problem', async () => {
    const { token } = customer();
    const card = (cardNumber: string, expiry = '12/39') =>
      call('POST', '/api/card/account/createAndValidate', token, { cardNumber, expiry, cvv: '123', holderName: 'Ann' });
    expect((await card('4242424242424241')).body.errors[0]?.message).toBe('The card number is not valid.');
    expect((await card('4242424242424242', '01/20')).body.errors[0]?.message).toBe('The card has expired.');
    expect(luhn('4000000000000002')).toBe(true);
    const { issued, loanId } = await issuedLoan(token, 200, 4, '4000000000000002');
    expect(issued.status).toBe(422);
    expect(issued.body.errors[0]).toEqual({ message: TRANSFER_FAILED, code: 'TechnicalProblem' });
    expect((await call('GET', `/api/loan/loan?loanId=${loanId}`, token)).body.data.status).toBe('approved');
  });
});

describe('payments', () => {
  it('pays one instalment, then settles early with interest only to the day, and raises the limit to 1000', async () => {
    const { token } = customer();
    ctx.now = at('2026-03-10T09:00:00Z');
    const { loanId, cardId, issued } = await issuedLoan(token);
    const first = issued.body.data.installments[0];
    ctx.now = at('2026-04-10T10:00:00Z');
    const paid = await call('POST', '/api/loan/account/payLoanSingleInstallment', token, { loanId, cardId });
    expect(paid.body.data.paid).toBe(Math.round((first.principal + first.interest) * 100) / 100);
    expect(paid.body.data.loan.installments[0].status).toBe('paid');

    ctx.now = at('2026-04-20T10:00:00Z');
    const quote = await call('POST', '/api/loan/account/calculateFutureCloseAmount', token, { loanId });
    const second = issued.body.data.installments[1];
    const remainingPrincipal = Math.round((200 - first.principal) * 100) / 100;
    // 10 of the 30 days of the second period: a third of its interest; later periods none.
    const interest = Math.round(((second.interest * 10) / 30) * 100) / 100;
    expect(quote.body.data).toMatchObject({ principal: remainingPrincipal, interest, charges: 0 });
    expect(quote.body.data.amount).toBeCloseTo(remainingPrincipal + interest, 2);

    const closed = await call('POST', '/api/loan/account/payloanv2', token, { loanId, cardId, full: true });
    expect(closed.status).toBe(200);
    const loan = closed.body.data.loan;
    expect(loan.status).toBe('repaid');
    expect(loan.summary.totalCost).toBeCloseTo(first.interest + interest, 2);
    expect(loan.summary.totalRepaid).toBeCloseTo(200 + first.interest + interest, 2);
    const journey = await call('GET', '/api/loan/journey', token);
    expect(journey.body.data.limit).toBe(1000);
  });

  it('charges the missed-payment fee once, marks the loan overdue and the customer in internal collection', async () => {
    const { token, record } = customer();
    ctx.now = at('2026-01-05T09:00:00Z');
    const { loanId } = await issuedLoan(token, 100, 1);
    ctx.now = at('2026-02-06T23:50:00Z');
    const loan = (await call('GET', `/api/loan/loan?loanId=${loanId}`, token)).body.data;
    expect(loan.status).toBe('overdue');
    expect(loan.installments[0]).toMatchObject({ status: 'overdue', fee: 10 });
    expect(loan.installments[0].lateInterest).toBeGreaterThan(0);
    expect(record.statuses.at(-1)?.status).toBe('internalCollection');
    expect(loan.statusHistory.map((s: { status: string }) => s.status)).toContain('overdue');
  });

  it('refuses more than the settlement amount and a failing card', async () => {
    const { token } = customer();
    const { loanId, cardId } = await issuedLoan(token, 100, 1);
    expect((await call('POST', '/api/loan/account/payloanv2', token, { loanId, cardId, amount: 500 })).body.errors[0]?.message).toMatch(
      /^The amount of £500\.00 is more than the £\d+\.\d\d owed on loan \d+ \(what settles it on \d\d\/\d\d\/\d{4}\)\.$/,
    );
    const bad = await call('POST', '/api/card/account/createAndValidate', token, {
      cardNumber: '4000000000000002',
      expiry: '12/39',
      cvv: '123',
      holderName: 'Ann',
    });
    expect(
      (await call('POST', '/api/loan/account/payloanv2', token, { loanId, cardId: bad.body.data.id, amount: 10 })).body.errors[0]?.message,
    ).toBe(PAYMENT_FAILED);
  });

  it('pays by link without login, with the token sent by SMS', async () => {
    const { token, record } = customer();
    const { loanId, cardId } = await issuedLoan(token, 100, 2);
    const sms = ctx.db.smsHistory.filter((s) => s.customerId === record.id).at(-1);
    const payToken = /\/r\/(\w+)/.exec(sms?.text ?? '')?.[1];
    expect(payToken).toBeTruthy();
    const info = await call('GET', `/api/loan/loans/${payToken}`);
    expect(info.body.data).toMatchObject({ firstName: 'Ann', loan: { id: loanId, status: 'issued' } });
    const cards = await call('POST', `/api/card/getCardsWithToken/${payToken}`);
    expect(cards.body.data.map((c: { id: number }) => c.id)).toContain(cardId);
    const paid = await call('POST', `/api/loan/payLoanWithToken/${payToken}/${cardId}`, undefined, {});
    expect(paid.status).toBe(200);
    expect(paid.body.data.loan.nextInstallment.number).toBe(2);
    expect((await call('GET', '/api/loan/loans/not-a-token')).body.errors[0]?.message).toBe('This payment link is not valid.');
  });
});

describe('ownership and rollover', () => {
  it("answers 404 for another customer's loan and 401 without a token", async () => {
    const owner = customer();
    const { loanId, cardId } = await issuedLoan(owner.token, 100, 1);
    const other = customer();
    expect((await call('GET', `/api/loan/loan?loanId=${loanId}`, other.token)).status).toBe(404);
    expect((await call('POST', '/api/loan/account/payloanv2', other.token, { loanId, cardId, amount: 10 })).status).toBe(404);
    expect((await call('GET', `/api/communication/account/documentList?loanId=${loanId}`, other.token)).status).toBe(404);
    expect((await call('GET', `/api/loan/loan?loanId=${loanId}`)).status).toBe(401);
    expect((await call('GET', '/api/loan/customerAllLoans', other.token)).body.data).toEqual([]);
  });

  it('rolls the next instalment over: pays its interest now and moves its due date, counted on the loan', async () => {
    const { token } = customer();
    ctx.now = at('2026-03-10T09:00:00Z');
    const { loanId, cardId, issued } = await issuedLoan(token, 200, 1);
    const inst = issued.body.data.installments[0];
    const dates = (await call('GET', `/api/loan/rolloverAvailableDates?loanId=${loanId}`, token)).body.data.dates as string[];
    expect(dates[0]).toBe('2026-04-11');
    expect(dates).toHaveLength(30);
    const quote = (await call('GET', `/api/loan/rolloverCalculate?loanId=${loanId}&date=2026-04-20`, token)).body.data;
    expect(quote).toMatchObject({ days: 10, payNow: inst.interest, extraInterest: Math.round(200 * 0.0075 * 10 * 100) / 100 });
    const done = await call('POST', '/api/loan/account/rollover', token, { loanId, cardId, date: '2026-04-20' });
    expect(done.body.data.loan.installments[0].expectedDate).toBe('2026-04-20');
    expect(done.body.data.loan.rollovers).toBe(1);
    // Its interest was paid now: the moved instalment is part paid, and that is not rolled over again.
    expect((await call('GET', `/api/loan/rolloverAvailableDates?loanId=${loanId}`, token)).body.data).toEqual({
      dates: [],
      reason: 'An instalment that is partly paid cannot be rolled over.',
    });
  });
});
