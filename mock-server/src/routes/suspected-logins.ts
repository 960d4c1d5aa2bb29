import { currentStatus } from '@pronto/domain';
import type { Context } from '../context.ts';
import type { CustomerRecord, Row } from '../types.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, newest } from './staff-helpers.ts';

const SUSPECTED = 'suspectedLogins';

/** The suspected-login rows a customer is on, either side (membership.suspectedLoginRelationManualCheck clears them). */
export function relationsOf(ctx: Context, customerId: number): Row[] {
  return ctx.rows(SUSPECTED).filter((r) => r.customerId === customerId || r.relatedCustomerId === customerId);
}

/** Who a customer is, in a relation: enough to tell them apart, nothing more. */
const who = (c: CustomerRecord | null, customerId: unknown) =>
  c
    ? { id: c.id, firstName: c.firstName, lastName: c.lastName, country: c.country, status: currentStatus(c) ?? null, deleted: c.deleted }
    : { id: customerId, firstName: null, lastName: null, country: null, status: null, deleted: true };

/** A relation with both customers named and whether staff checked it. */
function relationView(ctx: Context, row: Row) {
  return {
    id: row.id,
    ip: row.ip,
    seenAt: row.createdAt,
    customer: who(ctx.customerById(Number(row.customerId)), row.customerId),
    relatedCustomer: who(ctx.customerById(Number(row.relatedCustomerId)), row.relatedCustomerId),
    related: row.related ?? null,
    checkedBy: row.checkedBy ?? null,
    checkedAt: row.checkedAt ?? null,
  };
}

/** membership.suspectedLoginRelations: every relation, or a customer's (`customerId`), newest first. */
export function registerSuspectedRelationsRoute(routes: Routes, ctx: Context): void {
  routes.id('membership.suspectedLoginRelations', (call) => {
    const customerId = call.query.customerId === undefined || call.query.customerId === '' ? null : idFrom(call, 'customerId');
    const rows = customerId === null ? ctx.rows(SUSPECTED) : relationsOf(ctx, customerOr422(ctx, customerId).id);
    return newest(rows).map((r) => relationView(ctx, r));
  });
}

/** customer.suspectedLoginRelatedUsers: the other customers a customer was seen signing in with. */
export function registerRelatedUsersRoute(routes: Routes, ctx: Context): void {
  routes.id('customer.suspectedLoginRelatedUsers', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    return newest(relationsOf(ctx, customer.id)).map((r) => {
      const otherId = r.customerId === customer.id ? r.relatedCustomerId : r.customerId;
      return {
        ...who(ctx.customerById(Number(otherId)), otherId),
        relationId: r.id,
        ip: r.ip,
        seenAt: r.createdAt,
        related: r.related ?? null,
        checkedBy: r.checkedBy ?? null,
      };
    });
  });
}
