import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Chargeback, Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { LoanRecord } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let agent: string;
beforeAll(async () => {
  mock = await startMock();
  agent = await mock.staffToken('agent@pronto.test');
});
afterAll(() => mock.close());

/** A running loan with a live payment taken by `method`, not used by an earlier test. */
const used = new Set<number>();
function loanPaidBy(method: 'card' | 'manual'): { loan: LoanRecord; paymentId: number; amount: number } {
  const loan = mock.ctx.db.loans.find(
    (l) => !used.has(l.id) && ['issued', 'overdue'].includes(l.status) && l.payments.some((p) => !p.deleted && p.method === method),
  );
  if (!loan) throw new Error(`the seed has no running loan with a ${method} payment`);
  used.add(loan.id);
  const payment = loan.payments.find((p) => !p.deleted && p.method === method)!;
  return { loan, paymentId: payment.id, amount: payment.amount };
}

const post = (path: string, body: Record<string, unknown>) => mock.api('post', `/api/loan/${path}`, body, agent);
const messageOf = (answer: { body: unknown }) => (answer.body as { errors: { message: string }[] }).errors[0]?.message;
const paymentOf = (loan: Loan, id: number) => loan.payments.find((p) => p.id === id);

describe('card chargebacks on a loan', () => {
  it('records a chargeback: the card payment is reversed, the chargeback is listed open, and the trail says who and why', async () => {
    const { loan, paymentId, amount } = loanPaidBy('card');
    const answer = await post('chargeback', { loanId: loan.id, paymentId, reason: 'Card issuer dispute ref 7781' });
    expect(answer.status).toBe(200);
    const chargeback = answer.body.data as Chargeback;
    expect(chargeback).toMatchObject({ loanId: loan.id, paymentId, amount, status: 'open', createdBy: 'Agnes Agent' });
    expect(paymentOf(mock.ctx.db.loans.find((l) => l.id === loan.id)! as Loan, paymentId)?.deleted).toBe(true);

    const list = (await post('chargeback/list', { loanId: loan.id })).body.data as Chargeback[];
    expect(list.map((c) => [c.id, c.status])).toEqual([[chargeback.id, 'open']]);

    const trail = (await mock.api('get', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, agent)).body.data as AuditEntry[];
    expect(trail.map((e) => [e.callId, e.staffName, e.reason])).toContainEqual([
      'loan.chargeback',
      'Agnes Agent',
      'Card issuer dispute ref 7781',
    ]);
  });

  it('resolves a lost chargeback: the payment stays reversed; a won one restores the payment', async () => {
    for (const [outcome, deleted] of [
      ['lost', true],
      ['won', false],
    ] as const) {
      const { loan, paymentId } = loanPaidBy('card');
      const opened = (await post('chargeback', { loanId: loan.id, paymentId, reason: 'Dispute' })).body.data as Chargeback;
      const answer = await post('chargeback/resolve', { loanId: loan.id, chargebackId: opened.id, outcome, reason: 'Issuer decision' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: opened.id, status: outcome, resolvedBy: 'Agnes Agent' });
      expect(loan.payments.find((p) => p.id === paymentId)?.deleted).toBe(deleted);
      const again = await post('chargeback/resolve', { loanId: loan.id, chargebackId: opened.id, outcome: 'won', reason: 'Twice' });
      expect(again.status).toBe(422);
      expect(messageOf(again)).toBe(`Chargeback ${opened.id} is already ${outcome}.`);
    }
  });

  it('refuses what a card issuer could not charge back, with a message, and changes nothing', async () => {
    const manual = loanPaidBy('manual');
    const card = loanPaidBy('card');
    const before = JSON.stringify(mock.ctx.db.chargebacks ?? []);
    const cases: [Record<string, unknown>, string][] = [
      [
        { loanId: manual.loan.id, paymentId: manual.paymentId, reason: 'x' },
        `Payment ${manual.paymentId} was not taken by card: only a card payment can be charged back.`,
      ],
      [{ loanId: card.loan.id, paymentId: 999999, reason: 'x' }, `Payment 999999 is not a payment of loan ${card.loan.id}.`],
      [
        { loanId: card.loan.id, paymentId: card.paymentId, amount: card.amount + 1, reason: 'x' },
        `A chargeback reverses the whole payment of ${formatMoney(card.amount, card.loan.country)}.`,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await post('chargeback', body);
      expect(answer.status).toBe(422);
      expect(messageOf(answer)).toBe(message);
    }
    expect(JSON.stringify(mock.ctx.db.chargebacks ?? [])).toBe(before);
    expect(card.loan.payments.find((p) => p.id === card.paymentId)?.deleted).toBe(false);
  });

  it('refuses a second chargeback on a payment, and restoring a payment whose chargeback is open', async () => {
    const { loan, paymentId } = loanPaidBy('card');
    const opened = (await post('chargeback', { loanId: loan.id, paymentId, reason: 'Dispute' })).body.data as Chargeback;
    const second = await post('chargeback', { loanId: loan.id, paymentId, reason: 'Again' });
    expect(second.status).toBe(422);
    expect(messageOf(second)).toBe(`Payment ${paymentId} already has chargeback ${opened.id} (open).`);
    const restore = await post('undeletePayment', { loanId: loan.id, paymentId, reason: 'Mistake' });
    expect(restore.status).toBe(422);
    expect(messageOf(restore)).toBe(`Payment ${paymentId} has chargeback ${opened.id} open: resolve the chargeback instead.`);
  });

  it('refuses a chargeback of another loan, an unknown one and an unknown outcome', async () => {
    const { loan, paymentId } = loanPaidBy('card');
    const other = loanPaidBy('card');
    const opened = (await post('chargeback', { loanId: loan.id, paymentId, reason: 'Dispute' })).body.data as Chargeback;
    const cases: [Record<string, unknown>, string][] = [
      [
        { loanId: other.loan.id, chargebackId: opened.id, outcome: 'won', reason: 'x' },
        `Chargeback ${opened.id} is not a chargeback of loan ${other.loan.id}.`,
      ],
      [{ loanId: loan.id, chargebackId: 999999, outcome: 'won', reason: 'x' }, 'Chargeback 999999 does not exist.'],
      [{ loanId: loan.id, chargebackId: opened.id, outcome: 'maybe', reason: 'x' }, 'outcome must be won or lost.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('chargeback/resolve', body);
      expect(answer.status).toBe(422);
      expect(messageOf(answer)).toBe(message);
    }
  });
});
