import type { Approval, AuditEntry, CallId } from '@pronto/api';
import { APPROVALS, AUDIT_COLLECTION, reasonOf } from '../audit.ts';
import type { Context } from '../context.ts';
import { ApiError, AUTH_ERROR, invalid } from '../http.ts';
import { id, str } from '../validate.ts';
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

  routes.id(
    'membership.searchAudit',
    ({ body }) => {
      const s = searchBody(body);
      const active = Object.entries(s.filter).filter(([k, v]) => FILTERS[k] && v !== undefined && v !== null && v !== '');
      const found = entries().filter(
        (e) =>
          active.every(([k, v]) => FILTERS[k]?.(e, v)) &&
          (!s.q ||
            [e.staffName, e.staffEmail, e.callId, e.reason, `${e.targetType} ${e.targetId}`].some((t) => t.toLowerCase().includes(s.q))),
      );
      return sortAndPage(s.sort ? found : newest(found), s);
    },
    { readOnly: true },
  );

  routes.id('customer.staff/audit', (call) => {
    const customerId = customerOr422(ctx, idFrom(call, 'customerId')).id;
    return newest(entries().filter((e) => e.customerId === customerId));
  });

  routes.id('loan.staff/audit', (call) => {
    const loanId = loanOr422(ctx, idFrom(call, 'loanId')).id;
    return newest(entries().filter((e) => e.loanId === loanId));
  });

  // Four-eyes (audit.ts FOUR_EYES): proposals and their decision by a second staff member, an admin.
  const approvals = () => ctx.rows(APPROVALS) as unknown as Approval[];
  const newestProposals = (rows: Approval[]) => [...rows].sort((a, b) => b.proposedAt.localeCompare(a.proposedAt) || b.id - a.id);
  routes.id('membership.approvals', ({ query }) => {
    const status = query.status === undefined || query.status === '' ? 'pending' : String(query.status);
    if (!['pending', 'approved', 'rejected'].includes(status)) throw invalid('status must be pending, approved or rejected.');
    const loanId = query.loanId === undefined || query.loanId === '' ? null : id(query.loanId, 'loanId');
    return newestProposals(approvals().filter((a) => a.status === status && (loanId === null || a.loanId === loanId)));
  });
  routes.id('membership.approval/decide', async (call) => {
    if (call.caller.kind !== 'staff') throw new ApiError(401, AUTH_ERROR);
    const who = call.caller.staff;
    const approvalId = id(call.body.approvalId, 'approvalId');
    const decision = str(call.body, 'decision');
    if (decision !== 'approve' && decision !== 'reject') throw invalid('decision must be approve or reject.');
    const reason = reasonOf(call.body);
    const proposal = approvals().find((a) => a.id === approvalId);
    if (!proposal) throw invalid(`Proposal ${approvalId} does not exist.`);
    if (proposal.status !== 'pending') throw invalid(`Proposal ${approvalId} was already ${proposal.status}.`);
    if (proposal.proposedById === who.id) throw invalid('You proposed this: another staff member must decide it.');
    if (decision === 'approve') {
      const action = routes.audited(proposal.callId as CallId);
      if (!action) throw invalid(`Proposal ${approvalId} cannot be run.`);
      await action.approved(call, proposal, reason);
    }
    Object.assign(proposal, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      decidedById: who.id,
      decidedByName: who.fullName,
      decidedAt: ctx.nowIso(),
      decisionReason: reason,
    });
    ctx.changed();
    return proposal;
  });
}
