import type { CustomerStatus, Installment, JourneyStep, LoanStatus } from '@pronto/api';
import {
  calculatorDates,
  creditLimit,
  currentStatus,
  installmentsFromPlan,
  loanAt,
  paymentPlan,
  replayLoan,
  round2,
  settlementAmount,
  successfulRepaidLoans,
} from '@pronto/domain';
import type { Context } from '../../context.ts';
import { followArrears } from '../collection-status.ts';
import { ApiError } from '../../http.ts';
import type { CustomerRecord, LoanRecord } from '../../types.ts';
import { id } from '../../validate.ts';
import { followFreezeDays } from '../../freeze-days.ts';

/* A customer's loans: the stored loan's state, the view the account pages show, the replay that keeps an
 * open loan up to date, and the amount that closes it on a day. */

export const LOAN_NOT_FOUND = 'Loan not found.';
export const LOAN_PURPOSES = ['bills', 'car', 'household', 'emergency', 'travel', 'other'] as const;

/** The extra fields the account journey keeps on a stored loan. */
export interface AccountLoan extends LoanRecord {
  installmentCount?: number;
  declineMessage?: string;
  agreementAcceptedAt?: string;
  cardId?: number;
  bankAccountId?: number;
  paymentToken?: string;
  rollovers?: number;
  paymentReasons?: { reason: string; details: string; createdAt: string }[];
}

/** The steps of the loan journey: before a loan, on its way to the payout, then the loan's own status. */
export const JOURNEY_STEPS = [
  'request',
  'creditDecision',
  'agreements',
  'financialInformation',
  'issued',
  'overdue',
  'repaid',
  'closed',
  'cancelled',
  'declined',
] as const;

/** Where a customer is in the loan journey, from their latest loan (none: a loan is still to request). */
export function journeyStep(latest: AccountLoan | undefined): JourneyStep {
  if (!latest) return 'request';
  if (latest.status === 'requested') return 'creditDecision';
  if (latest.status === 'approved') return latest.agreementAcceptedAt ? 'financialInformation' : 'agreements';
  return latest.status;
}

export const OPEN: readonly LoanStatus[] = ['issued', 'overdue'];
export const PENDING: readonly LoanStatus[] = ['requested', 'approved'];

export const toDay = (ctx: Context) => ctx.now().toISOString().slice(0, 10);

export function setCustomerStatus(ctx: Context, customer: CustomerRecord, status: CustomerStatus): void {
  if (currentStatus(customer) === status) return;
  customer.statuses.push({ status, createdAt: ctx.nowIso(), createdBy: 'system' });
}

export function setStatus(ctx: Context, loan: AccountLoan, status: LoanStatus): void {
  if (loan.status === status) return;
  loan.status = status;
  loan.statusHistory.push({ status, createdAt: ctx.nowIso(), createdBy: 'system' });
}

export const loansOf = (ctx: Context, customerId: number) => (ctx.db.loans as AccountLoan[]).filter((l) => l.customerId === customerId);

/**
 * Brings an issued loan up to now: instalment statuses, charges, and the loan's state (issued,
 * overdue, repaid); the customer's collection status follows the arrears (collection-status.ts).
 */
export function sync(ctx: Context, loan: AccountLoan): AccountLoan {
  // Every open loan follows the clock, seeded ones too: its schedule, next payment, settlement and
  // still-to-pay then all come from the same replay of its ledger.
  if (!OPEN.includes(loan.status)) return loan;
  followFreezeDays(ctx, loan);
  const view = loanAt(loan, ctx.now());
  loan.installments = view.installments;
  // In arrears: an instalment past its date unpaid, or only part paid.
  const today = toDay(ctx);
  const arrears = view.installments.some((i) => i.status === 'overdue' || (i.status === 'partiallyPaid' && i.expectedDate < today));
  const next: LoanStatus = view.status === 'repaid' ? 'repaid' : arrears ? 'overdue' : 'issued';
  const before = loan.status;
  setStatus(ctx, loan, next);
  if (before !== next) {
    followArrears(ctx, loan.customerId);
    ctx.changed();
  }
  return loan;
}

export function ownLoan(ctx: Context, customer: CustomerRecord, loanId: unknown): AccountLoan {
  const loan = (ctx.db.loans as AccountLoan[]).find((l) => l.id === id(loanId, 'loanId'));
  if (!loan || loan.customerId !== customer.id) throw new ApiError(404, LOAN_NOT_FOUND);
  return sync(ctx, loan);
}

export function anyLoan(ctx: Context, loanId: unknown): AccountLoan {
  const loan = (ctx.db.loans as AccountLoan[]).find((l) => l.id === id(loanId, 'loanId'));
  if (!loan) throw new ApiError(404, LOAN_NOT_FOUND);
  return sync(ctx, loan);
}

export const due = (i: Installment) => round2(i.principal + i.interest + i.fee + i.lateInterest - i.paidAmount);

/** The loan as the account pages show it: the stored loan plus next instalment and cost summary. */
export function loanView(ctx: Context, loan: AccountLoan) {
  const { paymentToken: _token, ...rest } = loan;
  const paid = round2(loan.payments.filter((p) => !p.deleted).reduce((s, p) => s + p.amount, 0));
  const interest = round2(loan.installments.reduce((s, i) => s + i.interest, 0));
  const charges = round2(loan.installments.reduce((s, i) => s + i.fee + i.lateInterest, 0));
  const closed = !OPEN.includes(loan.status) && !PENDING.includes(loan.status);
  const totalPayable = loan.status === 'repaid' ? paid : round2(loan.amount + interest + charges);
  const next = OPEN.includes(loan.status) ? loan.installments.find((i) => i.status !== 'paid') : undefined;
  return {
    ...rest,
    nextInstallment: next ? { number: next.number, expectedDate: next.expectedDate, amount: due(next), status: next.status } : null,
    summary: {
      borrowed: loan.amount,
      interest,
      charges,
      totalPayable,
      totalRepaid: paid,
      totalCost: round2(totalPayable - loan.amount),
      outstanding: closed ? 0 : round2(Math.max(0, totalPayable - paid)),
      settlementToday: OPEN.includes(loan.status) ? settlementAmount(loan, toDay(ctx)) : 0,
    },
  };
}

/** The amount that settles the loan on `day` with its parts (interest only up to that day). */
export function closeAmount(loan: AccountLoan, day: string) {
  const amount = settlementAmount(loan, day);
  const { lines } = replayLoan(loan, day);
  const principal = lines.reduce((s, l) => s + l.principal - l.paidPrincipal, 0) / 100;
  const charges = lines.reduce((s, l) => s + l.fee - l.paidFee + l.late - l.paidLate, 0) / 100;
  // What is left after principal and charges is the interest accrued to the day; below zero, it is interest
  // (or an overpayment) paid in advance, credited: a line of its own so the lines add up.
  const rest = round2(amount - round2(principal) - round2(charges));
  return {
    date: day,
    amount,
    principal: round2(principal),
    charges: round2(charges),
    interest: Math.max(0, rest),
    interestCredit: Math.max(0, -rest),
  };
}

export function schedule(loanId: number, issueDate: string, amount: number, count: number): Installment[] {
  const plan = paymentPlan({ issueDate, paymentDates: calculatorDates(issueDate, count), amount });
  return installmentsFromPlan(plan, loanId, loanId * 100 + 1);
}

export function limitOf(ctx: Context, customer: CustomerRecord): number {
  return creditLimit(customer.country, successfulRepaidLoans(loansOf(ctx, customer.id).map((l) => sync(ctx, l))));
}
