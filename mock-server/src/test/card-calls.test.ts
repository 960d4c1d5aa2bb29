import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan, Payment } from '@pronto/api';
import { VALIDATION_DECLINED } from '../routes/card-validation.ts';
import { PAYMENT_FAILED } from '../routes/loan-account/index.ts';
import { providerSignature, type SigningProvider } from '../routes/provider-signature.ts';
import type { Row } from '../types.ts';
import { startMock, type Answer, type Mock } from './harness.ts';

/* The card service's staff calls and the payment providers' callbacks, each called as its role and read back
 * through the catalogue's own reads. */

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const data = (a: Answer) => a.body.data;
const message = (a: Answer) => a.body.errors?.[0]?.message as string | undefined;
const staff = (method: 'get' | 'post', path: string, body?: Record<string, unknown>) => mock.api(method, `/api/${path}`, body, admin);
const card = (method: 'get' | 'post', path: string, body?: Record<string, unknown>, token?: string) =>
  mock.api(method, `/api/card/${path}`, body, token);
const sign = (provider: SigningProvider, ...parts: (string | number)[]) => providerSignature(provider, parts);

/** A fixed account of the seed, with its open loan and active card (setup only: everything else goes through the API). */
function account(email: string) {
  const customer = mock.ctx.db.customers.find((c) => c.emailAddress === email)!;
  const loan = mock.ctx.db.loans.find((l) => l.customerId === customer.id && l.status === 'issued')!;
  const active = mock.ctx.rows('cards').find((c) => c.customerId === customer.id && c.status === 'active')!;
  return { customer, loan, card: active };
}
const uk = () => account('customer.approved@pronto.test');
const es = () => account('cliente.approved@pronto.es');

const cardsOf = async (customerId: number): Promise<Row[]> => data(await staff('get', `card/customer?customerId=${customerId}`));
const transactionsOf = async (cardId: number): Promise<Row[]> => data(await staff('get', `card/transactions/${cardId}`));
const loanRead = async (loanId: number): Promise<Loan> =>
  data(await staff('post', 'loan/searchLoans', { filter: { id: loanId } })).items[0];
const livePayments = async (loanId: number): Promise<Payment[]> => (await loanRead(loanId)).payments.filter((p) => !p.deleted);

describe('staff card calls', () => {
  it('lists the cards that have a provider token (seed): a card the customer unlinked has none', async () => {
    const owner = mock.ctx.rows('cards').find((c) => c.status === 'unlinked')!;
    const all = data(await staff('get', `card/customer/mini?customerId=${String(owner.customerId)}`)) as Row[];
    const tokened = data(await staff('get', `card/customer/miniHavingToken?customerId=${String(owner.customerId)}`)) as Row[];
    expect(all.map((c) => c.id)).toContain(owner.id);
    expect(tokened.map((c) => c.id)).not.toContain(owner.id);
    const { customer, card: active } = uk();
    expect(data(await staff('get', `card/customer/miniHavingToken?customerId=${customer.id}`))).toEqual([
      { id: active.id, maskedPan: active.maskedPan, brand: active.brand, status: 'active', provider: 'credorax' },
    ]);
  });

  it("adds a card from the provider's token to the card list, then validates it; a token is added once, and only to its customer", async () => {
    const spare = mock.ctx.rows('providerTokens').find((t) => t.cardId === null && t.provider === 'credorax')!;
    const customerId = Number(spare.customerId);
    const created = await staff('post', 'card/create', { customerId, providerToken: spare.token });
    expect(created.status).toBe(200);
    const added = data(created) as Row;
    const listed = (await cardsOf(customerId)).find((c) => c.id === added.id);
    expect(listed).toMatchObject({ maskedPan: `**** **** **** ${String(spare.last4)}`, providerToken: spare.token, validated: false });
    expect(['active', 'linked']).toContain(listed?.status);

    const again = await staff('post', 'card/create', { customerId, providerToken: spare.token });
    expect([again.status, message(again)]).toEqual([422, `This card is already card ${added.id} of the customer.`]);
    const otherCustomer = mock.ctx.db.customers.find((c) => c.id !== customerId)!;
    const stolen = await staff('post', 'card/create', { customerId: otherCustomer.id, providerToken: spare.token });
    expect(message(stolen)).toBe('This card token belongs to another customer.');
    const madeUp = await staff('post', 'card/create', { customerId, providerToken: 'credorax_tok_000000000000000000000000' });
    expect(message(madeUp)).toBe('The payment provider does not know this card token.');
    expect(message(await staff('post', 'card/create', { customerId }))).toBe('providerToken is required.');

    const validated = await staff('post', 'card/validate', { cardId: added.id, customerId });
    expect(data(validated)).toMatchObject({ id: added.id, validated: true });
    expect((await cardsOf(customerId)).find((c) => c.id === added.id)?.validated).toBe(true);
    expect((await transactionsOf(Number(added.id)))[0]).toMatchObject({ type: 'validate', status: 'success', amount: 0.01 });
    const wrongOwner = await staff('post', 'card/validate', { cardId: added.id, customerId: otherCustomer.id });
    expect(message(wrongOwner)).toBe(`Card ${String(added.id)} is not a card of customer ${otherCustomer.id}.`);
  });

  it('adds and validates a card in one call, and validates several cards at once', async () => {
    const spare = mock.ctx.rows('providerTokens').filter((t) => t.cardId === null && t.provider === 'credorax')[1]!;
    const customerId = Number(spare.customerId);
    const made = data(await staff('post', 'card/createAndValidate', { customerId, providerToken: spare.token })) as Row;
    const listed = (await cardsOf(customerId)).find((c) => c.id === made.id);
    expect(listed).toMatchObject({ providerToken: spare.token, validated: true });

    const seeded = mock.ctx.rows('cards').find((c) => c.customerId === customerId && c.id !== made.id && c.deleted !== true)!;
    const results = await staff('post', 'card/validate/multiple', { customerId, cardIds: [made.id, seeded.id] });
    expect(data(results)).toEqual([
      { cardId: made.id, validated: true, message: 'Validated.' },
      { cardId: seeded.id, validated: true, message: 'Validated.' },
    ]);
    expect((await transactionsOf(seeded.id)).filter((t) => t.type === 'validate' && t.status === 'success').length).toBeGreaterThan(1);
    const unknown = await staff('post', 'card/validate/multiple', { customerId, cardIds: [made.id, 999999] });
    expect([unknown.status, message(unknown)]).toEqual([422, 'Card 999999 does not exist.']);
    expect(message(await staff('post', 'card/validate/multiple', { customerId, cardIds: [] }))).toBe(
      'cardIds must name at least one card.',
    );
  });

  it('checks a card for a loan application (seed): a validated card of the borrower passes; a deleted one does not', async () => {
    const applicant = mock.ctx.db.customers.find((c) => c.emailAddress === 'customer.systemapproved@pronto.test')!;
    const application = mock.ctx.db.loans.find((l) => l.customerId === applicant.id && l.status === 'approved')!;
    const active = mock.ctx.rows('cards').find((c) => c.customerId === applicant.id && c.status === 'active')!;
    const ok = await staff('post', 'card/checkCardValidationForLoanApplication', {
      customerId: applicant.id,
      cardId: active.id,
      loanId: application.id,
    });
    expect(data(ok)).toEqual({ customerId: applicant.id, cardId: active.id, loanId: application.id, valid: true, reasons: [] });

    const deleted = mock.ctx.rows('cards').find((c) => c.status === 'deleted')!;
    const no = await staff('post', 'card/checkCardValidationForLoanApplication', { customerId: deleted.customerId, cardId: deleted.id });
    expect(data(no)).toMatchObject({ valid: false, reasons: ['The card is deleted.'] });
    const issued = uk().loan;
    const notMine = await staff('post', 'card/checkCardValidationForLoanApplication', {
      customerId: applicant.id,
      cardId: active.id,
      loanId: issued.id,
    });
    expect(message(notMine)).toBe(`Loan ${issued.id} is not a loan of customer ${applicant.id}.`);
  });

  it('charges a card and books the payment on the loan; cancelling the sale reverses it and the list shows it cancelled', async () => {
    const { customer, loan, card: active } = uk();
    const before = (await livePayments(loan.id)).length;
    const noReason = await staff('post', 'card/sale', { cardId: active.id, customerId: customer.id, amount: 10, loanId: loan.id });
    expect([noReason.status, message(noReason)]).toEqual([422, 'Please give a reason for this action.']);

    const sold = await staff('post', 'card/sale', {
      cardId: active.id,
      customerId: customer.id,
      amount: 10,
      loanId: loan.id,
      reason: 'Agreed by phone',
    });
    expect(sold.status).toBe(200);
    const tx = data(sold) as Row;
    expect(tx).toMatchObject({
      cardId: active.id,
      loanId: loan.id,
      amount: 10,
      type: 'sale',
      status: 'success',
      channel: 'staff',
      provider: 'credorax',
    });
    const payments = await livePayments(loan.id);
    expect(payments).toHaveLength(before + 1);
    expect(payments.find((p) => p.id === tx.paymentId)).toMatchObject({ amount: 10, method: 'card' });
    expect((await transactionsOf(active.id))[0]).toMatchObject({ id: tx.id, status: 'success' });

    const cancelled = await staff('post', 'card/transaction/cancel', { cardId: active.id, transactionId: tx.id, reason: 'Charged twice' });
    expect(data(cancelled)).toMatchObject({ id: tx.id, status: 'cancelled', reversedPaymentId: tx.paymentId });
    expect((await transactionsOf(active.id)).find((t) => t.id === tx.id)?.status).toBe('cancelled');
    expect(await livePayments(loan.id)).toHaveLength(before);
    const deleted = data(await staff('get', `loan/getDeletedPayments?loanId=${loan.id}`)) as Payment[];
    expect(deleted.map((p) => p.id)).toContain(tx.paymentId);

    const twice = await staff('post', 'card/transaction/cancel', { cardId: active.id, transactionId: tx.id, reason: 'again' });
    expect(message(twice)).toBe(`Transaction ${String(tx.id)} is already cancelled.`);
    const other = mock.ctx.rows('cards').find((c) => c.id !== active.id)!;
    const wrongCard = await staff('post', 'card/transaction/cancel', { cardId: other.id, transactionId: tx.id, reason: 'x' });
    expect(message(wrongCard)).toBe(`Transaction ${String(tx.id)} is not a transaction of card ${other.id}.`);
  });

  it('charges through GkPay and by phone (IVR), each booked on the loan; refuses what the loan cannot take', async () => {
    const { customer, loan, card: active } = uk();
    const before = (await livePayments(loan.id)).length;
    const gk = data(
      await staff('post', 'card/saleOnGkPay', { cardId: active.id, customerId: customer.id, amount: 4, reason: 'Customer asked' }),
    ) as Row;
    expect(gk).toMatchObject({ provider: 'gkpay', channel: 'gkpay', loanId: loan.id, status: 'success' });
    const ivr = await staff('post', 'card/ivr', {
      cardId: active.id,
      customerId: customer.id,
      loanId: loan.id,
      amount: 6,
      reason: 'Paid by phone',
    });
    expect(data(ivr)).toMatchObject({ channel: 'ivr', amount: 6, status: 'success' });
    expect(await livePayments(loan.id)).toHaveLength(before + 2);
    expect((await transactionsOf(active.id)).slice(0, 2).map((t) => t.channel)).toEqual(['ivr', 'gkpay']);

    const noLoan = await staff('post', 'card/ivr', { cardId: active.id, amount: 6, reason: 'x' });
    expect(message(noLoan)).toBe('loanId is required.');
    const tooMuch = await staff('post', 'card/sale', { cardId: active.id, loanId: loan.id, amount: 100000, reason: 'x' });
    expect(message(tooMuch)).toMatch(/^The amount of £[\d,.]+ is more than the £[\d,.]+ owed on loan \d+ \(what settles it on /);
    const notNumber = await staff('post', 'card/sale', { cardId: active.id, loanId: loan.id, amount: 'ten', reason: 'x' });
    expect([notNumber.status, message(notNumber)]).toEqual([422, 'amount must be a number.']);
    const otherLoan = es().loan;
    const foreign = await staff('post', 'card/sale', { cardId: active.id, loanId: otherLoan.id, amount: 1, reason: 'x' });
    expect(message(foreign)).toBe(`Loan ${otherLoan.id} is not a loan of the card's customer.`);
  });

  it('runs a test sale in the sandbox, found by the transaction search; refuses a zero amount', async () => {
    const sale = data(await staff('post', 'card/test/sale', { amount: 1.5 })) as Row;
    expect(sale).toMatchObject({ type: 'test', status: 'success', environment: 'sandbox', amount: 1.5, currency: 'GBP', cardId: null });
    const found = data(await staff('post', 'card/searchCardTransactions', { q: 'test', perPage: 100 }));
    expect(found.items.map((t: Row) => t.id)).toContain(sale.id);
    const declined = data(await staff('post', 'card/test/sale', { amount: 1, cardNumber: '4000000000000002' })) as Row;
    expect(declined.status).toBe('failed');
    expect(message(await staff('post', 'card/test/sale', { amount: 0 }))).toBe('amount must be more than 0, in whole pence or cents.');
  });

  it('refreshes card statuses from the provider: a card past its expiry is unlinked, with the provider in its history', async () => {
    const victim = mock.ctx.rows('cards').find((c) => c.status === 'linked' && c.customerId !== uk().customer.id)!;
    victim.expiry = '01/20'; // the provider's record of the card says it expired
    const answer = data(await staff('post', 'card/maintenance/refreshCardStatuses', { reason: 'Monthly refresh' }));
    expect(answer.cardIds).toContain(victim.id);
    expect((await cardsOf(Number(victim.customerId))).find((c) => c.id === victim.id)).toMatchObject({
      status: 'unlinked',
      subStatus: 'expired',
    });
    const history = data(await staff('get', `card/statusHistory/${victim.id}`)) as Row[];
    expect(history.at(-1)).toMatchObject({ status: 'unlinked', createdBy: 'provider' });
    const refused = await staff('post', 'card/sale', { cardId: victim.id, amount: 1, reason: 'x' });
    expect(message(refused)).toBe(`Card ${victim.id} is unlinked: the customer withdrew the authority to charge it.`);
  });
});

describe('payment-provider callbacks', () => {
  it('a UK card payment with 3-D Secure: authenticated, approved by Credorax, booked once, then settled and refunded', async () => {
    const { customer, loan, card: active } = uk();
    const token = await mock.customerToken(customer.mobilePhone, 'GB');
    const before = (await livePayments(loan.id)).length;
    const started = await card('post', 'threeDS/start', { loanId: loan.id, cardId: active.id, amount: 5 }, token);
    expect(data(started)).toMatchObject({ status: 'challenge', provider: 'credorax', amount: 5, currency: 'GBP', iframeUrl: null });
    const ref = String(data(started).reference);
    expect(data(started).resultUrl).toBe(`${mock.base}/api/card/threeDS/result?reference=${ref}`);

    expect(data(await card('post', 'dfp', { reference: ref, fingerprint: 'fp_1234abcd' }))).toEqual({ reference: ref, recorded: true });
    const early = await card('post', 'credorax/callback', {
      reference: ref,
      status: 'approved',
      signature: sign('credorax', ref, 'approved'),
    });
    expect(message(early)).toBe('3-D Secure has not been completed for this payment.');
    const forged = await card('post', 'threeDS/callback', {
      reference: ref,
      result: 'authenticated',
      signature: sign('paynopain', ref, 'authenticated'),
    });
    expect(forged.status).toBe(401);
    const authenticated = { reference: ref, result: 'authenticated', signature: sign('credorax', ref, 'authenticated') };
    expect(data(await card('post', 'threeDS/callback', authenticated)).status).toBe('authorised');
    expect(data(await card('post', 'threeDS/callback', authenticated)).status).toBe('authorised');

    const approved = { reference: ref, status: 'approved', signature: sign('credorax', ref, 'approved') };
    expect(data(await card('post', 'credorax/callback', approved))).toMatchObject({ status: 'completed', threeDS: 'authenticated' });
    expect(data(await card('post', 'credorax/callback', approved)).status).toBe('completed');
    expect(await livePayments(loan.id)).toHaveLength(before + 1);
    const result = data(await card('get', `threeDS/result?reference=${ref}`));
    expect(result).toEqual({
      reference: ref,
      method: 'card',
      provider: 'credorax',
      status: 'completed',
      amount: 5,
      currency: 'GBP',
      threeDS: 'authenticated',
      failure: null,
    });
    const sale = (await transactionsOf(active.id)).find((t) => t.reference === ref)!;
    expect(sale).toMatchObject({ type: 'sale', status: 'success', channel: 'online', amount: 5 });

    const settle = { reference: ref, event: 'settled', signature: sign('credorax', ref, 'settled') };
    expect(data(await card('post', 'credorax/notification', settle)).status).toBe('completed');
    expect((await transactionsOf(active.id)).find((t) => t.id === sale.id)?.settledAt).toEqual(expect.any(String));
    const refund = { reference: ref, event: 'refunded', signature: sign('credorax', ref, 'refunded') };
    expect(data(await card('post', 'credorax/notification', refund)).status).toBe('refunded');
    expect(data(await card('post', 'credorax/notification', refund)).status).toBe('refunded');
    expect((await transactionsOf(active.id)).find((t) => t.id === sale.id)?.status).toBe('cancelled');
    expect(await livePayments(loan.id)).toHaveLength(before);
  });

  it('refuses made-up references, wrong signatures and payers it cannot tell, without telling anything', async () => {
    const madeUp = '0123456789abcdef0123456789abcdef';
    for (const [method, path, body] of [
      ['post', 'threeDS/callback', { reference: madeUp, result: 'authenticated', signature: sign('credorax', madeUp, 'authenticated') }],
      ['post', 'credorax/callback', { reference: madeUp, status: 'approved', signature: sign('credorax', madeUp, 'approved') }],
      ['post', 'credorax/notification', { reference: madeUp, event: 'refunded', signature: sign('credorax', madeUp, 'refunded') }],
      ['post', 'iframe/callback', { reference: madeUp }],
      ['post', 'dfp', { reference: madeUp, fingerprint: 'fp_12345678' }],
      ['post', 'bizum/callback', { reference: madeUp, status: 'approved', signature: sign('bizum', madeUp, 'approved') }],
      [
        'post',
        'UniversalPayNotificationURL',
        { reference: madeUp, status: 'approved', signature: sign('universalpay', madeUp, 'approved') },
      ],
      ['post', `paynopain/orderEvents/paid/${madeUp}`, { signature: sign('paynopain', 'paid', madeUp) }],
      ['get', `threeDS/result?reference=${madeUp}`, undefined],
      ['get', `iframe?reference=${madeUp}`, undefined],
      ['get', `paynopain/success?trackId=${madeUp}`, undefined],
      ['get', `paynopain/error?trackId=../../etc`, undefined],
      ['get', `bizum/data?reference=${madeUp}`, undefined],
      ['get', `bizum/redirect-back?reference=${madeUp}`, undefined],
    ] as const) {
      const answer = await card(method, path, body);
      expect([path, answer.status, message(answer)]).toEqual([path, 422, 'Unknown payment reference.']);
      expect(data(answer)).toBeNull();
    }
    expect((await card('post', 'threeDS/start', { loanId: uk().loan.id })).status).toBe(401);
    expect(message(await card('post', 'bizum/start', { paymentToken: 'not-a-link' }))).toBe('This payment link is not valid.');
  });

  it("a Spanish payment with a new card: entered in Paynopain's iframe, 3-D Secure, paid by order event, shown on the return pages", async () => {
    const { customer, loan } = es();
    const token = await mock.customerToken(customer.mobilePhone, 'ES');
    const started = data(await card('post', 'threeDS/start', { loanId: loan.id, amount: 7 }, token));
    expect(started).toMatchObject({ status: 'cardEntry', provider: 'paynopain', currency: 'EUR' });
    const ref = String(started.reference);
    expect(started.iframeUrl).toBe(`${mock.base}/api/card/iframe?reference=${ref}`);
    const frame = data(await card('get', `iframe?reference=${ref}`));
    expect(frame).toMatchObject({
      reference: ref,
      postUrl: `${mock.base}/api/card/iframe/callback`,
      fields: ['cardNumber', 'expiry', 'cvv', 'holderName'],
    });

    const entered = {
      reference: ref,
      token: 'paynopain_tok_new4242card',
      last4: '4242',
      brand: 'visa',
      expiry: '12/30',
      holderName: `${customer.firstName} ${customer.lastName}`,
      signature: sign('paynopain', ref, 'paynopain_tok_new4242card', '4242'),
    };
    const expired = await card('post', 'iframe/callback', { ...entered, expiry: '01/20' });
    expect(message(expired)).toBe('The card has expired.');
    expect(data(await card('post', 'iframe/callback', entered)).status).toBe('challenge');
    expect(data(await card('post', 'iframe/callback', entered)).status).toBe('challenge');
    const stored = (await cardsOf(customer.id)).filter((c) => c.providerToken === 'paynopain_tok_new4242card');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ maskedPan: '**** **** **** 4242', brand: 'VISA', validated: true, provider: 'paynopain' });

    await card('post', 'threeDS/callback', { reference: ref, result: 'authenticated', signature: sign('paynopain', ref, 'authenticated') });
    const before = (await livePayments(loan.id)).length;
    const paid = await card('post', `paynopain/orderEvents/paid/${ref}`, { signature: sign('paynopain', 'paid', ref) });
    expect(data(paid).status).toBe('completed');
    expect(await livePayments(loan.id)).toHaveLength(before + 1);
    expect(data(await card('get', `paynopain/success?trackId=${ref}`)).status).toBe('completed');
    expect(data(await card('get', `paynopain/error?trackId=${ref}`)).status).toBe('completed');
    const conflicting = await card('post', `paynopain/orderEvents/failed/${ref}`, { signature: sign('paynopain', 'failed', ref) });
    expect(message(conflicting)).toBe(`The provider already reported payment ${ref} approved.`);
    const refunded = await card('post', `paynopain/orderEvents/refunded/${ref}`, { signature: sign('paynopain', 'refunded', ref) });
    expect(data(refunded).status).toBe('refunded');
    expect(await livePayments(loan.id)).toHaveLength(before);
  });

  it('a card the bank declines: its iframe check fails the payment, and staff charges and checks on it are refused', async () => {
    const { customer, loan } = es();
    const token = await mock.customerToken(customer.mobilePhone, 'ES');
    const ref = String(data(await card('post', 'threeDS/start', { loanId: loan.id, amount: 3 }, token)).reference);
    const tokenId = 'paynopain_tok_declining0002';
    const entered = { reference: ref, token: tokenId, last4: '0002', brand: 'VISA', expiry: '11/31', holderName: 'Ana Trujillo' };
    const answer = await card('post', 'iframe/callback', { ...entered, signature: sign('paynopain', ref, tokenId, '0002') });
    expect(data(answer)).toMatchObject({ status: 'failed', failure: VALIDATION_DECLINED });
    const declining = (await cardsOf(customer.id)).find((c) => c.providerToken === tokenId)!;
    expect(declining.validated).toBe(false);
    const charge = await staff('post', 'card/sale', { cardId: declining.id, loanId: loan.id, amount: 2, reason: 'x' });
    expect([charge.status, message(charge)]).toEqual([422, PAYMENT_FAILED]);
    expect((await transactionsOf(Number(declining.id)))[0]).toMatchObject({ type: 'sale', status: 'failed' });
    expect(message(await staff('post', 'card/validate', { cardId: declining.id }))).toBe(VALIDATION_DECLINED);
  });

  it('UniversalPay: a card of that provider is paid through its notification address; a decline fails the payment', async () => {
    const { customer, loan, card: active } = es();
    await staff('post', 'card/addOrUpdateProvider', { cardId: active.id, provider: 'universalpay' });
    const token = await mock.customerToken(customer.mobilePhone, 'ES');
    const start = async () =>
      String(data(await card('post', 'threeDS/start', { loanId: loan.id, cardId: active.id, amount: 2 }, token)).reference);
    const declinedRef = await start();
    await card('post', 'threeDS/callback', {
      reference: declinedRef,
      result: 'authenticated',
      signature: sign('universalpay', declinedRef, 'authenticated'),
    });
    const declined = await card('post', 'UniversalPayNotificationURL', {
      reference: declinedRef,
      status: 'declined',
      signature: sign('universalpay', declinedRef, 'declined'),
    });
    expect(data(declined)).toMatchObject({ status: 'failed', failure: 'The card issuer declined the payment.', provider: 'universalpay' });
    expect((await transactionsOf(active.id)).find((t) => t.reference === declinedRef)?.status).toBe('failed');

    const failedRef = await start();
    const failed3ds = await card('post', 'threeDS/callback', {
      reference: failedRef,
      result: 'failed',
      signature: sign('universalpay', failedRef, 'failed'),
    });
    expect(data(failed3ds)).toMatchObject({ status: 'failed', threeDS: 'failed', failure: '3-D Secure authentication failed.' });

    const paidRef = await start();
    await card('post', 'threeDS/callback', {
      reference: paidRef,
      result: 'authenticated',
      signature: sign('universalpay', paidRef, 'authenticated'),
    });
    const paid = await card('post', 'UniversalPayNotificationURL', {
      reference: paidRef,
      status: 'approved',
      signature: sign('universalpay', paidRef, 'approved'),
    });
    expect(data(paid).status).toBe('completed');
    const wrongProvider = await card('post', 'credorax/callback', {
      reference: paidRef,
      status: 'approved',
      signature: sign('credorax', paidRef, 'approved'),
    });
    expect(message(wrongProvider)).toBe(`Payment ${paidRef} is not a Credorax payment.`);
    await staff('post', 'card/addOrUpdateProvider', { cardId: active.id, provider: 'paynopain' });
  });

  it('Bizum (Spain): started by payment link, the Redsys form data signed, approved once, shown on the return page', async () => {
    const { loan } = es();
    const link = 'b1zumlinktoken00000000aa';
    (loan as Loan & { paymentToken?: string }).paymentToken = link; // the link the customer got by SMS at transfer
    const started = data(await card('post', 'bizum/start', { paymentToken: link, amount: 8 }));
    expect(started).toMatchObject({ method: 'bizum', provider: 'bizum', status: 'pending', amount: 8, currency: 'EUR' });
    const ref = String(started.reference);
    expect(started.formUrl).toBe(`${mock.base}/api/card/bizum/data?reference=${ref}`);
    const form = data(await card('get', `bizum/data?reference=${ref}`));
    const parameters = JSON.parse(Buffer.from(String(form.Ds_MerchantParameters), 'base64').toString('utf8'));
    expect(parameters).toMatchObject({
      DS_MERCHANT_AMOUNT: '800',
      DS_MERCHANT_ORDER: ref,
      DS_MERCHANT_PAYMETHODS: 'z',
      DS_MERCHANT_CURRENCY: '978',
    });
    expect(form.Ds_Signature).toBe(sign('bizum', String(form.Ds_MerchantParameters)));

    const before = (await livePayments(loan.id)).length;
    const approved = { reference: ref, status: 'approved', signature: sign('bizum', ref, 'approved') };
    expect(data(await card('post', 'bizum/callback', approved)).status).toBe('completed');
    expect(data(await card('post', 'bizum/callback', approved)).status).toBe('completed');
    const payments = await livePayments(loan.id);
    expect(payments).toHaveLength(before + 1);
    expect(payments.at(-1)).toMatchObject({ amount: 8, method: 'token' });
    expect(data(await card('get', `bizum/redirect-back?reference=${ref}&result=ok`)).status).toBe('completed');

    const ukLink = 'ukpaymentlinktoken000000';
    (uk().loan as Loan & { paymentToken?: string }).paymentToken = ukLink;
    expect(message(await card('post', 'bizum/start', { paymentToken: ukLink }))).toBe('Bizum is only available in Spain.');
    const bad = await card('post', 'bizum/callback', { reference: ref, status: 'maybe', signature: 'x' });
    expect(message(bad)).toBe('status must be one of approved, declined.');
  });
});
