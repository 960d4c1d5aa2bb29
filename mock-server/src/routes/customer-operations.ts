import type { AuditChange, AuditEntry } from '@pronto/api';
import { AUDIT_COLLECTION, changesBetween, flatten } from '../audit.ts';
import type { Context } from '../context.ts';
import { describeToTrail } from '../staff-write-audit.ts';
import type { CustomerRecord } from '../types.ts';

/** A customer's own writes on their record (staff writes are in the audit trail, staff-write-audit.ts). */
export const OPERATIONS = 'customerOperations';

/** One thing done on a customer: which call, who, when, why (audited calls) and the fields it changed. */
export interface CustomerOperation {
  at: string;
  callId: string;
  by: string;
  reason: string | null;
  changes: AuditChange[];
}

interface StoredOperation extends CustomerOperation {
  id: number;
  customerId: number;
}

/**
 * Records an operation on a customer, with its changes in words (a sub-status row as `subStatus`): a staff
 * write's go to its audit-trail entry, a customer's own to the operations.
 */
export function recordOperation(ctx: Context, customerId: number, callId: string, by: string, changes: AuditChange[]): void {
  if (describeToTrail(changes)) return;
  ctx.insert(OPERATIONS, { customerId, callId, by, at: ctx.nowIso(), reason: null, changes });
}

/**
 * Runs a change to a customer's record and records it as an operation with the fields it changed
 * (secrets hidden as in the audit trail); a call that changed nothing records nothing.
 */
export function trackCustomer<T>(ctx: Context, customer: CustomerRecord, callId: string, by: string, change: () => T): T {
  const before = flatten(customer);
  const result = change();
  const changes = changesBetween(before, flatten(customer));
  if (changes.length > 0) recordOperation(ctx, customer.id, callId, by, changes);
  return result;
}

/**
 * Everything done on a customer, newest first: the audited calls (audit trail), the other recorded
 * writes, and each status change (the statuses keep who set them).
 */
export function operationsOf(ctx: Context, customer: CustomerRecord): CustomerOperation[] {
  const audited = (ctx.rows(AUDIT_COLLECTION) as unknown as AuditEntry[])
    .filter((e) => e.customerId === customer.id)
    .map((e) => ({ at: e.at, callId: e.callId, by: e.staffEmail, reason: e.reason, changes: e.changes }));
  const recorded = (ctx.rows(OPERATIONS) as unknown as StoredOperation[])
    .filter((o) => o.customerId === customer.id)
    .map(({ id: _id, customerId: _customer, ...operation }) => operation);
  const statuses = customer.statuses.map((s, i) => ({
    at: s.createdAt,
    callId: 'status',
    by: s.createdBy ?? 'system',
    reason: null,
    changes: [{ field: 'status', before: customer.statuses[i - 1]?.status ?? null, after: s.status }],
  }));
  // Each source is kept in the order it was written: two operations in one millisecond (a quick agent, a
  // script) keep the later one first once reversed, as the sort is stable.
  return [...audited.reverse(), ...recorded.reverse(), ...statuses.reverse()].sort((a, b) => b.at.localeCompare(a.at));
}

/** One changed field of a customer: when, by whom, through which call. */
export interface FieldChange extends AuditChange {
  at: string;
  by: string;
  callId: string;
}

/** The field changes of a customer's operations, newest first. */
export function fieldChangesOf(ctx: Context, customer: CustomerRecord): FieldChange[] {
  return operationsOf(ctx, customer).flatMap((o) => o.changes.map((c) => ({ ...c, at: o.at, by: o.by, callId: o.callId })));
}
