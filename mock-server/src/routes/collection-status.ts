import { collectionAgrees, collectionMove, currentStatus, loanPosition } from '@pronto/domain';
import type { CustomerStatus } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord, LoanRecord } from '../types.ts';

/* Collection follows arrears: the one rule of @pronto/domain (collectionMove) applied to a customer from
 * their loans' ledgers, by the seed, the daily posting and every change of a loan's payments. */

export const OPEN: readonly LoanRecord['status'][] = ['issued', 'overdue'];

/** The collection field the console filters on, for a status. */
const FIELD: Partial<Record<CustomerStatus, string>> = { internalCollection: 'internal', externalCollection: 'external', legal: 'legal' };

/** The most days past due of the customer's open loans at `at`, from their ledgers (0 when none is). */
export function daysPastDue(loans: readonly LoanRecord[], at: string | Date): number {
  return loans.filter((l) => OPEN.includes(l.status)).reduce((most, l) => Math.max(most, loanPosition(l, at).daysPastDue), 0);
}

/**
 * Applies the arrears rule to one customer given their loans: moves the status (recorded as the system's,
 * with the days past due; at `movedAt(days)`, default `at`) and the collection field, and drops a staff
 * override once the arrears changed. Returns the new status, or null when the customer stays.
 */
export function applyArrearsRule(
  customer: CustomerRecord,
  loans: readonly LoanRecord[],
  at: string | Date,
  movedAt: (days: number) => string = () => (typeof at === 'string' ? at : at.toISOString()),
): CustomerStatus | null {
  if (customer.deleted) return null;
  const days = daysPastDue(loans, at);
  const override = customer.collectionOverride;
  if (override && override.pastDue !== days > 0) customer.collectionOverride = null;
  const next = collectionMove(customer.statuses, days, customer.collectionOverride);
  if (!next) return null;
  customer.statuses.push({
    status: next,
    createdAt: movedAt(days),
    createdBy: days > 0 ? `system (${days} days past due)` : 'system (nothing past due)',
  });
  customer.collectionStatus = FIELD[next] ?? null;
  return next;
}

/** The arrears rule for the customer of `loan` now (after a payment, a posting, a change of schedule). */
export function followArrears(ctx: Context, customerId: number): void {
  const customer = ctx.customerById(customerId);
  if (!customer) return;
  const before = currentStatus(customer);
  if (
    applyArrearsRule(
      customer,
      ctx.db.loans.filter((l) => l.customerId === customerId),
      ctx.now(),
    ) &&
    before !== currentStatus(customer)
  )
    ctx.changed();
}

/**
 * Checks a status staff set on a customer against the arrears rule: one that disagrees with the loans'
 * days past due is an override, refused without a reason and otherwise returned to be recorded (the rule
 * then leaves the customer while their arrears stay as they were); null when the status agrees.
 */
export function overrideOf(
  ctx: Context,
  customer: CustomerRecord,
  status: CustomerStatus,
  by: string,
  reason: string,
): CustomerRecord['collectionOverride'] {
  const days = daysPastDue(
    ctx.db.loans.filter((l) => l.customerId === customer.id),
    ctx.now(),
  );
  if (collectionAgrees(status, days)) return null;
  const why = days > 0 ? `their loans are ${days} days past due` : 'nothing of theirs is past due';
  if (!reason) throw invalid(`Customer ${customer.id} to ${status} goes against the arrears rule (${why}): please give a reason.`);
  return { status, reason, by, at: ctx.nowIso(), pastDue: days > 0 };
}
