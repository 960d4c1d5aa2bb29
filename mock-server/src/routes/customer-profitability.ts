import { replayLoan, round2, toPounds } from '@pronto/domain';
import { getCountry } from '@pronto/countries';
import type { Context } from '../context.ts';
import type { CustomerRecord } from '../types.ts';
import type { Routes } from './define.ts';
import { OPEN, loansOf, sync } from './loan-account/loans.ts';
import { customerOr422, idFrom, staffName } from './staff-helpers.ts';

const PROFITABILITY = 'customerProfitability';

/**
 * What lending to a customer has earned so far, over their loans paid out: money lent, money received,
 * how much of it was principal back and how much interest and charges, principal still out, principal
 * written off (closed loans), and the profit: income less write-offs.
 */
function profitabilityOf(ctx: Context, customer: CustomerRecord) {
  const now = ctx.now();
  const loans = loansOf(ctx, customer.id)
    .map((l) => sync(ctx, l))
    .filter((l) => OPEN.includes(l.status) || l.status === 'repaid' || l.status === 'closed');
  let lent = 0;
  let received = 0;
  let principalRepaid = 0;
  let principalOutstanding = 0;
  let writtenOff = 0;
  for (const loan of loans) {
    const back = toPounds(replayLoan(loan, now).lines.reduce((s, l) => s + l.paidPrincipal, 0));
    lent += loan.amount;
    received += loan.payments.filter((p) => !p.deleted).reduce((s, p) => s + p.amount, 0);
    principalRepaid += back;
    if (OPEN.includes(loan.status)) principalOutstanding += loan.amount - back;
    if (loan.status === 'closed') writtenOff += loan.amount - back;
  }
  const income = round2(received - principalRepaid);
  return {
    customerId: customer.id,
    currency: getCountry(customer.country).currency.code,
    loans: loans.length,
    lent: round2(lent),
    received: round2(received),
    principalRepaid: round2(principalRepaid),
    income,
    principalOutstanding: round2(principalOutstanding),
    writtenOff: round2(writtenOff),
    profit: round2(income - writtenOff),
  };
}

/** Customer profitability: worked out on request and kept, so reports read the last figures without recomputing. */
export function registerCustomerProfitability(routes: Routes, ctx: Context): void {
  routes.id('loan.runCustomerProfitability', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const figures = { ...profitabilityOf(ctx, customer), computedAt: ctx.nowIso(), computedBy: staffName(call) };
    const stored = ctx.rows(PROFITABILITY).find((r) => r.customerId === customer.id);
    if (!stored) return ctx.insert(PROFITABILITY, figures);
    Object.assign(stored, figures);
    ctx.changed();
    return stored;
  });

  // The last figures worked out (null until profitability was run for the customer).
  routes.id('loan.getCustomerProfitability', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    return ctx.rows(PROFITABILITY).find((r) => r.customerId === customer.id) ?? null;
  });
}
