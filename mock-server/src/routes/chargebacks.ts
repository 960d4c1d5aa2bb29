import type { Chargeback } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { round2 } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { optNum, optStr } from '../validate.ts';
import type { Routes } from './define.ts';
import { paymentOf, recompute } from './loan-records.ts';
import { idFrom, loanOr422, newest, staffFullName, staffName } from './staff-helpers.ts';

/*
 * Card chargebacks (loan.chargeback, chargeback/list, chargeback/resolve). A card issuer takes a card
 * payment back: the payment is reversed at once (the loan owes it again) while the dispute is open. Won,
 * the payment stands again; lost, it stays reversed. Only payments taken by card (the account's card or a
 * payment link) can be charged back, each once.
 */

const OUTCOMES = ['won', 'lost'] as const;

const chargebacks = (ctx: Context) => ctx.rows('chargebacks') as unknown as Chargeback[];

/** The chargeback of a payment that still holds it reversed (open), if any. */
export function openChargebackOf(ctx: Context, paymentId: number): Chargeback | undefined {
  return chargebacks(ctx).find((c) => c.paymentId === paymentId && c.status === 'open');
}

export function registerChargebacks(routes: Routes, ctx: Context): void {
  routes.id('loan.chargeback', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const payment = paymentOf(loan, call);
    if (payment.method === 'manual') throw invalid(`Payment ${payment.id} was not taken by card: only a card payment can be charged back.`);
    const earlier = chargebacks(ctx).find((c) => c.paymentId === payment.id && c.status !== 'won');
    if (earlier) throw invalid(`Payment ${payment.id} already has chargeback ${earlier.id} (${earlier.status}).`);
    if (payment.deleted) throw invalid(`Payment ${payment.id} is deleted: there is nothing to charge back.`);
    const amount = optNum(call.body, 'amount');
    if (amount !== undefined && round2(amount) !== payment.amount)
      throw invalid(`A chargeback reverses the whole payment of ${formatMoney(payment.amount, loan.country)}.`);
    payment.deleted = true;
    recompute(ctx, loan, staffName(call));
    return ctx.insert('chargebacks', {
      loanId: loan.id,
      paymentId: payment.id,
      amount: payment.amount,
      status: 'open',
      createdAt: ctx.nowIso(),
      createdBy: staffFullName(call),
      resolvedAt: null,
      resolvedBy: null,
    } satisfies Omit<Chargeback, 'id'>);
  });

  routes.id(
    'loan.chargeback/list',
    (call) => {
      const loanId = call.body.loanId === undefined ? undefined : idFrom(call, 'loanId');
      const status = optStr(call.body, 'status');
      return newest(
        chargebacks(ctx).filter((c) => (loanId === undefined || c.loanId === loanId) && (!status || c.status === status)),
      ).slice(0, 200);
    },
    { readOnly: true },
  );

  routes.id('loan.chargeback/resolve', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const chargebackId = idFrom(call, 'chargebackId');
    const chargeback = chargebacks(ctx).find((c) => c.id === chargebackId);
    if (!chargeback) throw invalid(`Chargeback ${chargebackId} does not exist.`);
    if (chargeback.loanId !== loan.id) throw invalid(`Chargeback ${chargeback.id} is not a chargeback of loan ${loan.id}.`);
    const outcome = OUTCOMES.find((o) => o === call.body.outcome);
    if (!outcome) throw invalid('outcome must be won or lost.');
    if (chargeback.status !== 'open') throw invalid(`Chargeback ${chargeback.id} is already ${chargeback.status}.`);
    const payment = loan.payments.find((p) => p.id === chargeback.paymentId);
    if (outcome === 'won' && payment) {
      payment.deleted = false;
      recompute(ctx, loan, staffName(call));
    }
    Object.assign(chargeback, { status: outcome, resolvedAt: ctx.nowIso(), resolvedBy: staffFullName(call) });
    ctx.changed();
    return chargeback;
  });
}
