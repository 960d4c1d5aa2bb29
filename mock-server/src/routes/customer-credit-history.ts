import type { AuditEntry } from '@pronto/api';
import { creditLimit, isIssuedLoan, isSuccessfullyRepaid } from '@pronto/domain';
import { AUDIT_COLLECTION } from '../audit.ts';
import type { Context } from '../context.ts';
import type { Call } from '../http.ts';
import type { CustomerRecord, LoanRecord } from '../types.ts';
import { operationsOf } from './customer-operations.ts';
import type { Routes } from './define.ts';
import { rolloverDates } from './loan-account/rollover.ts';
import { loansOf, sync } from './loan-account/loans.ts';
import { customerOr422, idFrom } from './staff-helpers.ts';

/** The customer fields of their financial information. */
const FINANCIAL_FIELDS = ['monthlyIncome', 'employmentStatus', 'position'] as const;
type Financial = Record<(typeof FINANCIAL_FIELDS)[number], unknown>;

/**
 * The customer's financial information after each change to it, newest first, down to what they gave
 * at registration: today's values, with each recorded change undone in turn.
 */
function financialHistory(ctx: Context, customer: CustomerRecord) {
  const own = (field: string): field is keyof Financial => (FINANCIAL_FIELDS as readonly string[]).includes(field);
  let state: Financial = {
    monthlyIncome: customer.monthlyIncome ?? null,
    employmentStatus: customer.employmentStatus ?? null,
    position: customer.position ?? null,
  };
  const entries: (Financial & { at: string; by: string; callId: string })[] = [];
  for (const op of operationsOf(ctx, customer)) {
    const changes = op.changes.filter((c) => own(c.field));
    if (changes.length === 0) continue;
    entries.push({ at: op.at, by: op.by, callId: op.callId, ...state });
    state = { ...state };
    for (const c of changes) if (own(c.field)) state[c.field] = c.before;
  }
  entries.push({ at: customer.createdAt, by: 'customer', callId: 'registration', ...state });
  return entries;
}

/** The day a loan was repaid (its status history), if it was. */
const repaidOn = (loan: LoanRecord) => loan.statusHistory.findLast((h) => h.status === 'repaid')?.createdAt.slice(0, 10);

/**
 * The customer's credit type over time, oldest first: each loan paid out, as a first-time (FTB) or
 * repeat (RTB) borrower, with the credit limit that applied then (@pronto/domain: the loans repaid on
 * time before it), and each credit limit staff set by hand (audit trail of customer.creditlimit.post).
 */
function creditTypeHistory(ctx: Context, customer: CustomerRecord) {
  const issued = ctx.db.loans
    .filter((l) => l.customerId === customer.id && isIssuedLoan(l))
    .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.id - b.id);
  const loans = issued.map((loan, i) => {
    const repaidBefore = issued.filter((l) => isSuccessfullyRepaid(l) && (repaidOn(l) ?? '9999') <= loan.issueDate).length;
    return {
      at: loan.issueDate,
      source: 'loan',
      loanId: loan.id,
      creditType: i === 0 ? 'FTB' : 'RTB',
      creditLimit: creditLimit(customer.country, repaidBefore),
      by: 'system',
    };
  });
  const overrides = (ctx.rows(AUDIT_COLLECTION) as unknown as AuditEntry[])
    .filter((e) => e.customerId === customer.id && e.callId === 'customer.creditlimit.post')
    .map((e) => ({
      at: e.at,
      source: 'override',
      loanId: null,
      creditType: issued.some((l) => l.issueDate <= e.at.slice(0, 10)) ? 'RTB' : 'FTB',
      creditLimit: e.changes.find((c) => c.field === 'creditLimitOverride')?.after ?? null,
      by: e.staffEmail,
    }));
  return [...loans, ...overrides].sort((a, b) => a.at.localeCompare(b.at));
}

/** Financial information history, credit type history and whether the customer may roll a loan over. */
export function registerCustomerCreditHistoryRoutes(routes: Routes, ctx: Context): void {
  const customerOf = (call: Call) => customerOr422(ctx, idFrom(call, 'customerId'));

  routes.id('customer.getFinancialInfoHistory', (call) => financialHistory(ctx, customerOf(call)));

  routes.id('customer.customerCreditTypeHistory', (call) => creditTypeHistory(ctx, customerOf(call)));

  // The rollover rules of the customer's running loans (loan-account/rollover.ts), each brought up to today first.
  routes.id('customer.rolloverEnabled', (call) => {
    const customer = customerOf(call);
    const open = loansOf(ctx, customer.id)
      .filter((l) => l.status === 'issued' || l.status === 'overdue')
      .map((l) => sync(ctx, l));
    const loans = open.map((l) => {
      const { dates, reason } = rolloverDates(l);
      return { loanId: l.id, enabled: dates.length > 0, latestDate: dates.at(-1) ?? null, reason };
    });
    const enabled = loans.some((l) => l.enabled);
    return {
      customerId: customer.id,
      enabled,
      reason: enabled ? null : (loans[0]?.reason ?? 'The customer has no running loan.'),
      loans,
    };
  });
}
