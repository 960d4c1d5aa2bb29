import type { AuditEntry, Installment } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { LOAN_REQUEST_STATUSES, MIN_LOAN_AMOUNT, currentStatus } from '@pronto/domain';
import { AUDIT_COLLECTION } from '../audit.ts';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord } from '../types.ts';
import { optStr } from '../validate.ts';
import { staffCreditLimit } from './credit-limits.ts';
import type { Routes } from './define.ts';
import { LOAN_PURPOSES, OPEN, PENDING, loanView, loansOf, schedule, sync, toDay, type AccountLoan } from './loan-account/loans.ts';
import { isFirstLoan, staffLoan } from './loan-targets.ts';
import { installmentCountFor, installmentOptions, loanAmountFor, productOf } from './loan-terms.ts';
import { customerOr422, idFrom, staffName } from './staff-helpers.ts';

/** Why a customer cannot take a new loan now, in staff's words; null when they can. */
function refusal(ctx: Context, customer: CustomerRecord): string | null {
  const status = currentStatus(customer);
  if (customer.deleted) return `Customer ${customer.id} is deleted.`;
  if (customer.blacklisted) return `Customer ${customer.id} is blacklisted.`;
  if (status === undefined || !LOAN_REQUEST_STATUSES.includes(status))
    return `Customer ${customer.id} is ${status ?? 'without a status'}: only a registered, checked or approved customer can take a loan.`;
  const current = loansOf(ctx, customer.id)
    .map((l) => sync(ctx, l))
    .find((l) => OPEN.includes(l.status) || PENDING.includes(l.status));
  if (current) return `Customer ${customer.id} has loan ${current.id} ${current.status}: it must be repaid or cancelled first.`;
  return null;
}

/** Whether a loan was restructured: the restructure is in the audit trail or in its status history. */
function restructured(ctx: Context, loan: AccountLoan): boolean {
  return (
    loan.statusHistory.some((h) => String(h.createdBy ?? '').endsWith('(restructured)')) ||
    (ctx.rows(AUDIT_COLLECTION) as unknown as AuditEntry[]).some((e) => e.callId === 'loan.restructureLoan' && e.loanId === loan.id)
  );
}

/** The loan a check names: only an approved loan waits to be issued. */
function approvedLoan(loan: AccountLoan): AccountLoan {
  if (loan.status !== 'approved') throw invalid(`Loan ${loan.id} is ${loan.status}: only an approved loan waits to be issued.`);
  return loan;
}

/** New loans by staff: what a customer may take, a loan created for them, whether one can be issued without review. */
export function registerLoanOrigination(routes: Routes, ctx: Context): void {
  routes.id('loan.getEligibleProductsOfCustomers', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const reason = refusal(ctx, customer);
    const { creditLimit } = staffCreditLimit(ctx, customer);
    const product = productOf(ctx, customer.country);
    const products =
      reason || !product
        ? []
        : [
            {
              id: product.id,
              name: product.name,
              application: product.application,
              minAmount: MIN_LOAN_AMOUNT,
              maxAmount: creditLimit,
              amounts: (Array.isArray(product.amounts) ? (product.amounts as number[]) : []).filter((a) => a <= creditLimit),
              installmentOptions: installmentOptions(ctx, customer.country),
            },
          ];
    return {
      customerId: customer.id,
      eligible: products.length > 0,
      reason: reason ?? (product ? null : 'No loan product is on sale.'),
      creditLimit,
      products,
    };
  });

  // A loan staff create for a customer (on the phone): checked as the customer's own request is, and approved
  // by the staff member who made it; the customer accepts the agreement and the loan is then paid out.
  routes.id('loan.createLoan', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const reason = refusal(ctx, customer);
    if (reason) throw invalid(reason);
    const amount = loanAmountFor(ctx, customer, call.body);
    const count = installmentCountFor(ctx, customer.country, call.body);
    const purpose = optStr(call.body, 'purpose') ?? 'other';
    if (!(LOAN_PURPOSES as readonly string[]).includes(purpose)) throw invalid(`purpose must be one of ${LOAN_PURPOSES.join(', ')}.`);
    const now = ctx.nowIso();
    const by = staffName(call);
    const loan = ctx.insert('loans', {
      customerId: customer.id,
      country: customer.country,
      application: customer.country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
      amount,
      issueDate: toDay(ctx),
      status: 'approved',
      purpose,
      installments: [] as Installment[],
      payments: [],
      statusHistory: [
        { status: 'requested', createdAt: now, createdBy: by },
        { status: 'approved', createdAt: now, createdBy: by },
      ],
      createdAt: now,
      collectionStatus: null,
      installmentCount: count,
    }) as AccountLoan;
    loan.installments = schedule(loan.id, loan.issueDate, amount, count);
    return loanView(ctx, loan);
  });

  // A customer whose loan was restructured borrows again only once every restructured loan is repaid.
  routes.id('loan.checkGetALoanByRestructured', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const loans = loansOf(ctx, customer.id)
      .map((l) => sync(ctx, l))
      .filter((l) => restructured(ctx, l));
    const unpaid = loans.filter((l) => l.status !== 'repaid');
    return {
      customerId: customer.id,
      restructuredLoanIds: loans.map((l) => l.id),
      allowed: unpaid.length === 0,
      reason: unpaid.length
        ? `Restructured loan ${unpaid.map((l) => l.id).join(', ')} is ${unpaid[0]?.status}: it must be repaid first.`
        : null,
    };
  });

  // The market's issue strategy (loan.LoanIssueStrategy) decides: automatic for a repeat borrower's approved
  // loan with its agreement accepted, up to the strategy's amount; everything else waits for a loan officer.
  // The decision is kept on each loan checked (autoIssue) and the answer says how many decisions changed.
  routes.id('loan.AutoIssueCheck', (call) => {
    const named = call.body.loanId ?? call.query.loanId;
    const loans =
      named === undefined || named === null || named === ''
        ? (ctx.db.loans as AccountLoan[]).filter((l) => l.status === 'approved')
        : [approvedLoan(staffLoan(ctx, call))];
    const decide = (loan: AccountLoan): string | null => {
      const strategy = ctx.rows('loanIssueStrategies').find((s) => s.country === loan.country);
      const customer = ctx.customerById(loan.customerId);
      if (strategy?.strategy !== 'automatic') return `Loans in ${loan.country} are issued by a loan officer.`;
      const most = Number(strategy.autoIssueMaxAmount ?? 0);
      if (loan.amount > most)
        return `${formatMoney(loan.amount, loan.country)} is above the automatic limit of ${formatMoney(most, loan.country)}.`;
      if (!customer || customer.blacklisted || customer.deleted) return `Customer ${loan.customerId} cannot be lent to.`;
      if (isFirstLoan(ctx, loan)) return 'A first loan is reviewed by a loan officer.';
      if (!loan.agreementAcceptedAt) return 'The customer has not accepted the agreement yet.';
      return null;
    };
    let updated = 0;
    const decisions = loans.map((loan) => {
      const reason = decide(loan);
      const before = (loan as AccountLoan & { autoIssue?: { eligible: boolean; reason: string | null } }).autoIssue;
      const autoIssue = { eligible: reason === null, reason, checkedAt: ctx.nowIso() };
      if (!before || before.eligible !== autoIssue.eligible || before.reason !== autoIssue.reason) updated++;
      Object.assign(loan, { autoIssue });
      return { loanId: loan.id, ...autoIssue };
    });
    ctx.changed();
    return { checked: loans.length, eligible: decisions.filter((d) => d.eligible).length, updated, decisions };
  });
}
