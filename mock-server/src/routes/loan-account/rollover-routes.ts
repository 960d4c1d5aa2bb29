import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { optStr, str } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { ownCard } from './cards.ts';
import { rolloverDearerThanSettling } from '@pronto/domain';
import { anyLoan, loanView, ownLoan, toDay } from './loans.ts';
import { PAYMENT_REASONS } from './payments.ts';
import { ROLLOVER_MAX_DAYS, refuseDearerRollover, rollOver, rolloverCost, rolloverDates, rolloverQuoteInDays } from './rollover.ts';

/** Moving the next instalment (rollover, customer and staff) and the reason a customer gives for paying late. */
export function registerRolloverRoutes(routes: Routes, ctx: Context): void {
  routes.id('loan.rolloverAvailableDates', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.query.loanId);
    const dearer = rolloverDearerThanSettling(loan, toDay(ctx));
    return dearer ? { dates: [], reason: dearer } : rolloverDates(loan);
  });

  routes.id('loan.rolloverCalculate', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.query.loanId);
    refuseDearerRollover(ctx, loan);
    return rolloverCost(loan, String(call.query.date ?? '').slice(0, 10));
  });

  // The staff version: the cost of moving the next instalment `days` later (the console's calculator).
  routes.id('loan.staff/rolloverCalculate', (call) => {
    const loan = anyLoan(ctx, call.query.loanId);
    return rolloverQuoteInDays(loan, call.query.days === undefined ? ROLLOVER_MAX_DAYS : Number(call.query.days));
  });

  routes.id('loan.account/rollover', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const cost = rollOver(ctx, loan, card, str(call.body, 'date').slice(0, 10));
    return { ...cost, loan: loanView(ctx, loan) };
  });

  routes.id('loan.account/paymentReason', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.body.loanId);
    const reason = str(call.body, 'reason');
    if (!(PAYMENT_REASONS as readonly string[]).includes(reason)) throw invalid('Please choose a reason.');
    loan.paymentReasons = [
      ...(loan.paymentReasons ?? []),
      { reason, details: optStr(call.body, 'details') ?? '', createdAt: ctx.nowIso() },
    ];
    ctx.changed();
    return { saved: true };
  });
}
