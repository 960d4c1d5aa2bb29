import type { CountryCode, CustomerStatus, Loan } from '@pronto/api';
import { addDays } from './dates.ts';

/** Credit limits per market: new customers / after a successfully repaid loan (customer-site.md §1, §9). */
export const CREDIT_LIMITS: Record<CountryCode, { first: number; repeat: number }> = {
  GB: { first: 400, repeat: 1000 },
  ES: { first: 400, repeat: 1500 },
};

/** Smallest loan: the calculator's smallest amount. */
export const MIN_LOAN_AMOUNT = 100;

/** 400 for a new customer; the higher limit once at least one loan was repaid without a missed payment. */
export function creditLimit(market: CountryCode, successfulRepaidLoans: number): number {
  const limits = CREDIT_LIMITS[market];
  return successfulRepaidLoans >= 1 ? limits.repeat : limits.first;
}

/** A loan repaid in full with every instalment paid by the day after its due date and no fee charged. */
export function isSuccessfullyRepaid(loan: Pick<Loan, 'status' | 'installments'>): boolean {
  return (
    loan.status === 'repaid' &&
    loan.installments.every(
      (i) => i.status === 'paid' && i.fee === 0 && i.paidDate !== undefined && i.paidDate <= addDays(i.expectedDate, 1),
    )
  );
}

export const successfulRepaidLoans = (loans: readonly Pick<Loan, 'status' | 'installments'>[]): number =>
  loans.filter(isSuccessfullyRepaid).length;

/** Statuses that may request a loan: registered and the checked or approved ones, never collections or closed. */
export const LOAN_REQUEST_STATUSES: readonly CustomerStatus[] = ['registered', 'systemApproved', 'securityChecked', 'approved'];

export const CREDIT_DECLINE_MESSAGES = {
  status: 'Your account cannot request a loan at the moment.',
  openLoan: 'You already have an open loan. Please repay it before requesting a new one.',
  belowMinimum: `The minimum loan amount is ${MIN_LOAN_AMOUNT}.`,
  overLimit: 'The amount requested is above your credit limit of {limit}.',
} as const;

export type CreditDeclineReason = keyof typeof CREDIT_DECLINE_MESSAGES;

export type CreditDecision = { decision: 'approved' } | { decision: 'declined'; reason: CreditDeclineReason; message: string };

export interface CreditRequest {
  status: CustomerStatus | undefined;
  amount: number;
  limit: number;
  hasOpenLoan: boolean;
}

/** The instant decision on a loan request; the first failing rule gives the reason. */
export function creditDecision({ status, amount, limit, hasOpenLoan }: CreditRequest): CreditDecision {
  const decline = (reason: CreditDeclineReason): CreditDecision => ({
    decision: 'declined',
    reason,
    message: CREDIT_DECLINE_MESSAGES[reason].replace('{limit}', String(limit)),
  });
  if (status === undefined || !LOAN_REQUEST_STATUSES.includes(status)) return decline('status');
  if (hasOpenLoan) return decline('openLoan');
  if (!(amount >= MIN_LOAN_AMOUNT)) return decline('belowMinimum');
  if (amount > limit) return decline('overLimit');
  return { decision: 'approved' };
}
