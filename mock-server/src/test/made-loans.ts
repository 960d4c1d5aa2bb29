import { addDays, applyPayment, installmentsFromPlan, loanAt, paymentPlan, replayLoan, toPounds } from '@pronto/domain';
import type { Loan } from '@pronto/api';
import type { Context } from '../context.ts';
import { addMonths } from '../dates.ts';
import type { CustomerRecord, LoanRecord } from '../types.ts';

export interface LoanShape {
  amount: number;
  count: number;
  /** Days before today the loan was issued. */
  issuedDaysAgo: number;
  /** Payments booked through the ledger: days after issue and amount ('instalment': what the oldest unpaid instalment owes that day). */
  payments?: { day: number; amount: number | 'instalment' }[];
  country?: 'GB' | 'ES';
}

const maxId = (ids: number[]) => ids.reduce((m, x) => Math.max(m, x), 0);

/**
 * A loan of the given shape for a seeded customer of its country (the first approved one unless
 * `customerId`), built with the domain's plan and ledger and added to the book; status as the ledger
 * leaves it today.
 */
export function addLoan(ctx: Context, shape: LoanShape, customerId?: number): LoanRecord {
  const country = shape.country ?? 'GB';
  const customer =
    customerId === undefined
      ? ctx.db.customers.find((c) => c.country === country && c.statuses.at(-1)?.status === 'approved' && !c.deleted)
      : ctx.customerById(customerId);
  if (!customer) throw new Error(`no customer for a ${country} test loan`);
  const today = ctx.nowIso().slice(0, 10);
  const issueDate = addDays(today, -shape.issuedDaysAgo);
  const id = maxId(ctx.db.loans.map((l) => l.id)) + 1;
  const dates = Array.from({ length: shape.count }, (_, i) => addMonths(issueDate, i + 1));
  const plan = paymentPlan({ issueDate, paymentDates: dates, amount: shape.amount });
  const firstInstallment = maxId(ctx.db.loans.flatMap((l) => l.installments.map((i) => i.id))) + 1;
  let loan: Loan = {
    id,
    customerId: customer.id,
    country,
    application: country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
    amount: shape.amount,
    issueDate,
    status: 'issued',
    installments: installmentsFromPlan(plan, id, firstInstallment),
    payments: [],
    statusHistory: [{ status: 'issued', createdAt: `${issueDate}T10:00:00.000Z` }],
  };
  for (const p of shape.payments ?? []) {
    const day = addDays(issueDate, p.day);
    const line = replayLoan(loan, day).lines.find((l) => l.paidPrincipal < l.principal);
    const due = line
      ? line.fee - line.paidFee + line.late - line.paidLate + line.interest - line.paidInterest + line.principal - line.paidPrincipal
      : 0;
    loan = applyPayment(loan, p.amount === 'instalment' ? toPounds(due) : p.amount, day, 'card');
  }
  const firstPayment = maxId(ctx.db.loans.flatMap((l) => l.payments.map((p) => p.id))) + 1;
  const view = loanAt({ ...loan, payments: loan.payments.map((p, i) => ({ ...p, id: firstPayment + i })) }, ctx.now());
  const overdue = view.installments.some((i) => i.status !== 'paid' && i.expectedDate < today);
  const record: LoanRecord = {
    ...view,
    status: view.status === 'repaid' ? 'repaid' : overdue ? 'overdue' : 'issued',
    createdAt: `${issueDate}T08:00:00.000Z`,
    collectionStatus: null,
    statusHistory: [{ status: 'issued', createdAt: `${issueDate}T10:00:00.000Z`, createdBy: 'system' }],
  };
  ctx.db.loans.push(record);
  return record;
}

/** A customer of their own for a test (GB, `status`, a card): copied from a seeded approved one, new id and phone. */
export function addCustomer(ctx: Context, status: CustomerRecord['statuses'][number]['status'] = 'approved'): CustomerRecord {
  const model = ctx.db.customers.find((c) => c.country === 'GB' && c.statuses.at(-1)?.status === 'approved' && !c.deleted);
  if (!model) throw new Error('no approved GB customer to copy');
  const id = ctx.nextId('customers');
  const customer: CustomerRecord = {
    ...structuredClone(model),
    id,
    mobilePhone: `0779${String(id).padStart(7, '0')}`,
    emailAddress: `test.customer.${id}@example.com`,
    statuses: [{ status, createdAt: '2026-01-01T10:00:00.000Z', createdBy: 'system' }],
    collectionStatus: null,
    collectionOverride: null,
  };
  ctx.db.customers.push(customer);
  return customer;
}
