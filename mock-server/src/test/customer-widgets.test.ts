import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStatus, round2 } from '@pronto/domain';
import { startMock, type Mock } from './harness.ts';

/* The customer's bank widgets beyond the first, the card step's hints and the agreement's data: each read
 * answers from the customer's own records, and refuses, saying why, when it does not apply. */

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** A signed-in UK customer (approved, seed PIN) chosen by what their records hold. */
async function customerWith(test: (customerId: number) => boolean) {
  const customer = mock.ctx.db.customers.find((c) => c.country === 'GB' && !c.deleted && currentStatus(c) === 'approved' && test(c.id));
  if (!customer) throw new Error('no such seeded customer');
  return { customer, token: await mock.customerToken(customer.mobilePhone) };
}

const loansOf = (id: number) => mock.ctx.db.loans.filter((l) => l.customerId === id);
const accountsOf = (id: number) => mock.ctx.rows('bankAccounts').filter((a) => a.customerId === id && a.deleted !== true);

describe('bank widgets', () => {
  it('starts a repeat borrower’s widget with the market’s banks and the accounts already connected; refuses a first-time borrower', async () => {
    const { customer, token } = await customerWith((id) => loansOf(id).some((l) => l.status === 'repaid'));
    const answer = await mock.api('get', '/api/loan/RtbWidgetInit', undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ purpose: 'repeatBorrower', banks: expect.arrayContaining(['Barclays']) });
    expect(answer.body.data.sessionId).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.body.data.connectedAccounts).toHaveLength(accountsOf(customer.id).length);

    const first = await customerWith((id) => !loansOf(id).some((l) => l.status === 'repaid'));
    const refused = await mock.api('get', '/api/loan/RtbWidgetInit', undefined, first.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(/^This is for customers who have repaid a loan with us\./);
  });

  it('adds another account only beside a connected one', async () => {
    const { token } = await customerWith((id) => accountsOf(id).length > 0);
    const answer = await mock.api('get', '/api/loan/anotherBankAccountWidgetInit', undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.purpose).toBe('anotherAccount');

    const none = await customerWith((id) => accountsOf(id).length === 0);
    const refused = await mock.api('get', '/api/loan/anotherBankAccountWidgetInit', undefined, none.token);
    expect(refused.body.errors[0].message).toBe('Please connect your first bank account in your loan application before adding another.');
  });
});

describe('card hints', () => {
  it('suggests a card that has not failed and names the ones that did', async () => {
    const { customer, token } = await customerWith((id) => mock.ctx.rows('cards').some((c) => c.customerId === id && !c.deleted));
    const card = mock.ctx.rows('cards').find((c) => c.customerId === customer.id && !c.deleted)!;
    mock.ctx.insert('cardTransactions', {
      cardId: card.id,
      customerId: customer.id,
      loanId: null,
      amount: 10,
      type: 'sale',
      status: 'failed',
    });
    const answer = await mock.api('get', '/api/loan/cardHints', undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.failedCards.map((c: { id: number }) => c.id)).toContain(card.id);
    expect(answer.body.data.suggested?.id).not.toBe(card.id);
    expect(answer.body.data.hints[0]).toBe('Use a debit card in your own name.');
  });
});

describe('agreement data', () => {
  it('gives the figures of the newest loan’s agreement, the same sums as its schedule', async () => {
    const { customer, token } = await customerWith((id) => loansOf(id).some((l) => ['issued', 'overdue', 'repaid'].includes(l.status)));
    const answer = await mock.api('get', '/api/loan/loanAgreementData', undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    const loan = mock.ctx.db.loans.find((l) => l.id === data.loanId)!;
    expect(loan.customerId).toBe(customer.id);
    expect(data.repayments).toHaveLength(loan.installments.length);
    expect(data.totalPayable).toBe(round2(loan.installments.reduce((s, i) => s + i.principal + i.interest, 0)));
    expect(data.totalCost).toBe(round2(data.totalPayable - loan.amount));
    expect(data.apr).toBeGreaterThan(0);

    const other = mock.ctx.db.loans.find((l) => l.customerId !== customer.id)!;
    const refused = await mock.api('get', `/api/loan/loanAgreementData?loanId=${other.id}`, undefined, token);
    expect(refused.status).toBe(404);
  });
});
