import type { AuditEntry } from '@pronto/api';
import { AUDIT_COLLECTION } from '../audit.ts';
import type { Context } from '../context.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, loanOr422, newest, searchBody, sortAndPage } from './staff-helpers.ts';

const day = (value: unknown) => String(value).slice(0, 10);

/** Filters of membership.searchAudit: ids match exactly, `from` / `to` are inclusive days. */
const FILTERS: Record<string, (e: AuditEntry, value: unknown) => boolean> = {
  staffId: (e, v) => e.staffId === Number(v),
  customerId: (e, v) => e.customerId === Number(v),
  loanId: (e, v) => e.loanId === Number(v),
  callId: (e, v) => (Array.isArray(v) ? v.includes(e.callId) : e.callId === v),
  targetType: (e, v) => e.targetType === v,
  from: (e, v) => e.at.slice(0, 10) >= day(v),
  to: (e, v) => e.at.slice(0, 10) <= day(v),
};

/** The audit trail's read calls (all assumed, catalogue/audit.ts); audit.ts writes it. */
export function registerAuditRoutes(routes: Routes, ctx: Context): void {
  const entries = () => ctx.rows(AUDIT_COLLECTION) as unknown as AuditEntry[];

  routes.id('membership.searchAudit', ({ body }) => {
    const s = searchBody(body);
    const active = Object.entries(s.filter).filter(([k, v]) => FILTERS[k] && v !== undefined && v !== null && v !== '');
    const found = entries().filter(
      (e) =>
        active.every(([k, v]) => FILTERS[k]?.(e, v)) &&
        (!s.q || [e.staffName, e.staffEmail, e.callId, e.reason, `${e.targetType} ${e.targetId}`].some((t) => t.toLowerCase().includes(s.q))),
    );
    return sortAndPage(s.sort ? found : newest(found), s);
  }, { readOnly: true });

  routes.id('customer.staff/audit', (call) => {
    const customerId = customerOr422(ctx, idFrom(call, 'customerId')).id;
    return newest(entries().filter((e) => e.customerId === customerId));
  });

  routes.id('loan.staff/audit', (call) => {
    const loanId = loanOr422(ctx, idFrom(call, 'loanId')).id;
    return newest(entries().filter((e) => e.loanId === loanId));
  });
}
