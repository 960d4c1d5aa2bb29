import { round2, settlementAmount } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { bool } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { listedCards, ownCard, publicCard } from './cards.ts';
import { OPEN, due, loanView, ownLoan, toDay } from './loans.ts';
import { closeQuote, loanByToken, pay, payAmount } from './payments.ts';

/** Payments from the account (next instalment, any amount, settlement) and by payment link. */
export function registerPaymentRoutes(routes: Routes, ctx: Context): void {
  routes.id('loan.account/payLoanSingleInstallment', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const next = loan.installments.find((i) => i.status !== 'paid');
    if (!next || !OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay.');
    const amount = Math.min(due(next), settlementAmount(loan, toDay(ctx)));
    return { paid: amount, loan: loanView(ctx, pay(ctx, loan, card, amount, 'card')) };
  });

  routes.id('loan.account/payloanv2', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const amount = payAmount(call.body, loan, ctx);
    return { paid: round2(amount), loan: loanView(ctx, pay(ctx, loan, card, amount, 'card')) };
  });

  routes.id('loan.account/calculateFutureCloseAmount', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.body.loanId);
    return closeQuote(ctx, loan, call.body);
  });

  routes.id('loan.loans.get', ({ params }) => {
    const loan = loanByToken(ctx, params.token);
    const customer = ctx.customerById(loan.customerId);
    const view = loanView(ctx, loan);
    return {
      firstName: customer?.firstName ?? '',
      loan: {
        id: view.id,
        amount: view.amount,
        country: view.country,
        status: view.status,
        nextInstallment: view.nextInstallment,
        summary: view.summary,
      },
    };
  });

  routes.id('card.getCardsWithToken', ({ params }) => {
    const loan = loanByToken(ctx, params.token);
    return listedCards(ctx, loan.customerId).map((c) => {
      const { id, maskedPan, last4, brand, lastUse } = publicCard(c);
      return { id, maskedPan, last4, brand, lastUse };
    });
  });

  routes.id('loan.payLoanWithToken', ({ params, body }) => {
    const loan = loanByToken(ctx, params.token);
    const card = ownCard(ctx, loan.customerId, params.selectedCardId);
    const next = loan.installments.find((i) => i.status !== 'paid');
    const amount = body.amount === undefined && !bool(body, 'full') ? (next ? due(next) : 0) : payAmount(body, loan, ctx);
    // What is due next may be more than settles the loan today (interest runs only to the day paid): the
    // settlement is charged then, and the answer says what was charged.
    const charged = Math.min(amount, settlementAmount(loan, toDay(ctx)));
    const view = loanView(ctx, pay(ctx, loan, card, charged, 'token'));
    return {
      paid: round2(charged),
      loan: { id: view.id, status: view.status, nextInstallment: view.nextInstallment, summary: view.summary },
    };
  });
}
