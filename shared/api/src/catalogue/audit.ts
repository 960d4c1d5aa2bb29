import { define } from './define.ts';

const WHY = 'Assumed: the spec has no audit trail; an action that cannot be undone or moves money must say who did it, when and why (issue 16).';

/**
 * The audit trail of the staff actions that cannot be undone or move money (docs/decisions.md, "Audit
 * trail"). The search is for reporters and admins (area reports); a customer's and a loan's own
 * entries are read where those records are worked on (areas customers and loans).
 */
export const auditEntries = [
  // assumed: the spec has no audit calls; reporters and admins search who did what, and why.
  define('membership', 'searchAudit', 'post', 'staff', 'reports', `${WHY} Search the audit trail (q, filter: staffId, callId, customerId, loanId, targetType, from, to; sort, order, page, perPage) -> { items, total }, newest first`),
  // assumed: the customer page lists the audit entries of the customer, its loans and cards.
  define('customer', 'staff/audit', 'get', 'staff', 'customers', `${WHY} The audit entries of one customer, its loans and cards: customerId -> entries, newest first`),
  // assumed: the loan page lists the audit entries of the loan and its payments.
  define('loan', 'staff/audit', 'get', 'staff', 'loans', `${WHY} The audit entries of one loan and its payments: loanId -> entries, newest first`),
];
