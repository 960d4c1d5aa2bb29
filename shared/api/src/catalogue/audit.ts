import { define } from './define.ts';

const WHY = 'Assumed: the spec has no audit trail; an action that cannot be undone or moves money must say who did it, when and why.';

const FOUR_EYES =
  'Assumed: the spec has no approvals; desisting a contract must be proposed by one staff member and approved by another, an admin (maker-checker).';

/**
 * The audit trail of the staff actions that cannot be undone or move money (docs/decisions.md, "Audit
 * trail"). The search is for reporters and admins (area reports); a customer's and a loan's own
 * entries are read where those records are worked on (areas customers and loans).
 */
export const auditEntries = [
  // assumed: the spec has no audit calls; reporters and admins search who did what, and why.
  define(
    'membership',
    'searchAudit',
    'post',
    'staff',
    'reports',
    `${WHY} Search the audit trail (q, filter: staffId, callId, customerId, loanId, targetType, from, to; sort, order, page, perPage) -> { items, total }, newest first`,
  ),
  // assumed: the customer page lists the audit entries of the customer, its loans and cards.
  define(
    'customer',
    'staff/audit',
    'get',
    'staff',
    'customers',
    `${WHY} The audit entries of one customer, its loans and cards: customerId -> entries, newest first`,
  ),
  // assumed: the loan page lists the audit entries of the loan and its payments.
  define(
    'loan',
    'staff/audit',
    'get',
    'staff',
    'loans',
    `${WHY} The audit entries of one loan and its payments: loanId -> entries, newest first`,
  ),
  // assumed: four-eyes (maker-checker) for desist; the spec's desist acts at once.
  define(
    'membership',
    'approvals',
    'get',
    'staff',
    'loans',
    `${FOUR_EYES} Proposals waiting for a second staff member (status: pending | approved | rejected, default pending; loanId) -> proposals, newest first`,
  ),
  define(
    'membership',
    'approval/decide',
    'post',
    'staff',
    'staff',
    `${FOUR_EYES} An admin other than the proposer approves (the call runs, as the approver) or rejects a proposal: approvalId, decision approve | reject, reason -> the proposal`,
  ),
];
