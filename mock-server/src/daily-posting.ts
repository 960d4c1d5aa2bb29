import { CHARGE_POSTING_TIME, addDays, currentStatus, loanAt } from '@pronto/domain';
import type { Context } from './context.ts';
import { OPEN, applyArrearsRule } from './routes/collection-status.ts';
import type { LoanRecord } from './types.ts';
import { followFreezeDays } from './freeze-days.ts';

/* The daily posting of the book at 23:45 UTC (CHARGE_POSTING_TIME): open loans read again from their
 * ledgers, then collection statuses from their arrears. Loans are also brought up to date whenever they are
 * read or paid; the posting reaches the customers nobody looked at. */

/**
 * The daily posting: every open loan read again from its ledger (charges, instalment statuses, overdue or
 * issued), then every borrower's collection status from it. Returns how many loans and customers changed.
 */
export function postDay(ctx: Context): { loans: number; customers: number } {
  const now = ctx.now();
  const nowIso = now.toISOString();
  const byCustomer = new Map<number, LoanRecord[]>();
  let loansChanged = 0;
  for (const loan of ctx.db.loans) {
    byCustomer.set(loan.customerId, [...(byCustomer.get(loan.customerId) ?? []), loan]);
    if (!OPEN.includes(loan.status)) continue;
    followFreezeDays(ctx, loan);
    const view = loanAt(loan, now);
    const status =
      view.status === 'repaid'
        ? 'repaid'
        : view.installments.some((i) => i.status === 'overdue' || (i.status === 'partiallyPaid' && i.expectedDate < nowIso.slice(0, 10)))
          ? 'overdue'
          : 'issued';
    loan.installments = view.installments;
    if (loan.status !== status) {
      loan.status = status;
      loan.statusHistory.push({ status, createdAt: nowIso, createdBy: 'system (daily posting)' });
      loansChanged++;
    }
  }
  let customersChanged = 0;
  for (const customer of ctx.db.customers) {
    const own = byCustomer.get(customer.id) ?? [];
    if (own.length === 0 && currentStatus(customer) !== 'internalCollection') continue;
    if (applyArrearsRule(customer, own, now)) customersChanged++;
  }
  ctx.changed('loans');
  ctx.changed('customers');
  return { loans: loansChanged, customers: customersChanged };
}

/** The day whose 23:45 posting is the latest by `at`. */
const postingDay = (at: Date) => {
  const iso = at.toISOString();
  return iso.slice(11, 16) >= CHARGE_POSTING_TIME ? iso.slice(0, 10) : addDays(iso.slice(0, 10), -1);
};

/** Posts the book now (a server started on a book last read on an earlier day) and after every 23:45. */
export function scheduleDailyPosting(ctx: Context, everyMs = 5 * 60_000): () => void {
  let posted = '';
  const tick = () => {
    const day = postingDay(ctx.now());
    if (day === posted) return;
    posted = day;
    const changed = postDay(ctx);
    console.log(`[mock-server] daily posting for ${day}: ${changed.loans} loans and ${changed.customers} customers changed`);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
