import type { Installment } from '@pronto/api';
import { CapError, addDays, rolloverSchedule } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { optStr, str } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { ownCard } from './cards.ts';
import { anyLoan, loanView, ownLoan, sync } from './loans.ts';
import { PAYMENT_REASONS, pay } from './payments.ts';
import { ROLLOVER_MAX_DAYS, rolloverCost, rolloverDates } from './rollover.ts';

/** Moving the next instalment (rollover, customer and staff) and the reason a customer gives for paying late. */
export function registerRolloverRoutes(routes: Routes, ctx: Context): void {
  routes.id('loan.rolloverAvailableDates', (call) => rolloverDates(ownLoan(ctx, requireCustomer(call), call.query.loanId)));

  routes.id('loan.rolloverCalculate', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.query.loanId);
    return rolloverCost(loan, String(call.query.date ?? '').slice(0, 10));
  });

  // The staff version: the cost of moving the next instalment `days` later (the console's calculator).
  routes.id('loan.staff/rolloverCalculate', (call) => {
    const loan = anyLoan(ctx, call.query.loanId);
    const days = call.query.days === undefined ? ROLLOVER_MAX_DAYS : Number(call.query.days);
    if (!Number.isInteger(days) || days < 1 || days > ROLLOVER_MAX_DAYS)
      throw invalid(`days must be a whole number from 1 to ${ROLLOVER_MAX_DAYS}.`);
    const offered = rolloverDates(loan);
    if (offered.reason) throw invalid(offered.reason);
    const next = loan.installments.find((i) => i.status !== 'paid') as Installment;
    return { ...rolloverCost(loan, addDays(next.expectedDate, days)), dates: offered.dates };
  });

  routes.id('loan.account/rollover', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const cost = rolloverCost(loan, str(call.body, 'date').slice(0, 10));
    let moved: Installment[];
    try {
      moved = rolloverSchedule(loan, cost.days, cost.extraInterest);
    } catch (error) {
      if (error instanceof CapError) throw invalid(error.message);
      throw error;
    }
    pay(ctx, loan, card, cost.payNow, 'card');
    // The payment says it was the roll-over's interest, the instalment where it moved from: the customer's
    // pages name what the customer did, not a part payment.
    const payment = loan.payments.at(-1);
    if (payment) payment.purpose = 'rollover';
    const after = new Map(moved.map((i) => [i.number, i]));
    loan.installments = loan.installments.map((i) => {
      const m = after.get(i.number);
      if (!m) return i;
      const rolledOverFrom = m.expectedDate !== i.expectedDate ? { rolledOverFrom: i.expectedDate } : {};
      return { ...i, expectedDate: m.expectedDate, interestStartDate: m.interestStartDate, interest: m.interest, ...rolledOverFrom };
    });
    loan.rollovers = (loan.rollovers ?? 0) + 1;
    sync(ctx, loan);
    ctx.changed();
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
