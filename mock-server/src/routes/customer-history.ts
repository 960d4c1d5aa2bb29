import type { Context } from '../context.ts';
import type { Call } from '../http.ts';
import type { CustomerRecord } from '../types.ts';
import { REVIEW_INVITATIONS } from './communication-links.ts';
import { RULE_ENGINE_RUNS } from './customer-risk.ts';
import { fieldChangesOf, operationsOf } from './customer-operations.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom } from './staff-helpers.ts';

interface AutoComment {
  at: string;
  source: 'status' | 'loan' | 'ruleEngine' | 'review';
  text: string;
}

/**
 * The comments the system writes on a customer, newest first: each status the system set, each change
 * of a loan's status the system made, each rule-engine verdict, each review invitation (so nobody asks twice).
 */
function autoComments(ctx: Context, customer: CustomerRecord): AutoComment[] {
  const out: AutoComment[] = [];
  customer.statuses.forEach((s, i) => {
    if (s.createdBy !== 'system') return;
    const before = customer.statuses[i - 1]?.status;
    out.push({
      at: s.createdAt,
      source: 'status',
      text: before ? `Status changed from ${before} to ${s.status}.` : `Status set to ${s.status}.`,
    });
  });
  for (const loan of ctx.db.loans.filter((l) => l.customerId === customer.id))
    for (const h of loan.statusHistory)
      if (h.createdBy === 'system') out.push({ at: h.createdAt, source: 'loan', text: `Loan ${loan.id} ${h.status}.` });
  for (const run of ctx.rows(RULE_ENGINE_RUNS).filter((r) => r.customerId === customer.id)) {
    const failed = (run.rules as { rule: string; passed: boolean }[]).filter((r) => !r.passed).map((r) => r.rule);
    out.push({
      at: String(run.createdAt),
      source: 'ruleEngine',
      text: `Rule engine: ${String(run.decision)} (score ${String(run.score)})${failed.length ? `; failed: ${failed.join(', ')}` : ''}.`,
    });
  }
  for (const invitation of ctx.rows(REVIEW_INVITATIONS).filter((r) => r.customerId === customer.id))
    out.push({
      at: String(invitation.createdAt),
      source: 'review',
      text: `Review invited for loan ${String(invitation.loanId)} by ${String(invitation.createdBy)}.`,
    });
  return out.sort((a, b) => b.at.localeCompare(a.at));
}

/** What was done on a customer (operations), the field changes it made, and the system's own comments. */
export function registerCustomerHistoryRoutes(routes: Routes, ctx: Context): void {
  const customerOf = (call: Call) => customerOr422(ctx, idFrom(call, 'customerId'));
  routes.id('customer.operations', (call) => operationsOf(ctx, customerOf(call)));
  routes.id('customer.trackingChanges', (call) => fieldChangesOf(ctx, customerOf(call)));
  routes.id('customer.autoComments', (call) => autoComments(ctx, customerOf(call)));
}
